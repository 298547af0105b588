import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { AD_SET_MESSAGES } from '#domain/ad-set';
import { unknownChainMessage } from '#domain/chain';
import { adsPath, bannerAd, chainConstraint, countAds, scanAd, scanFormat, worldForSuite } from './ad-fixtures';
import { createCampaign, createChain, ifMatch } from './fixtures';
import { type Gateway, STORE_KINDS } from './harness';

const changeCount = async (gw: Gateway) => (await gw.call('GET', '/changelog/v1/change/metadata?limit=1')).json.pagination.objectCount as number;
const range = (start: string, end: string) => ({ '@type': 'DateRangeConstraint', startTimestamp: start, endTimestamp: end });
/** A chain gone since a document named it: chains have no delete call, so the store loses it past the gateway. */
const dropChain = (gw: Gateway, chainId: string) => gw.store.tx((db) => db.execute(sql`delete from chain where id = ${chainId}`));

/**
 * Chain ids a write names (a chain constraint's chainIds, a tapout's chainId, a retailer category's
 * chainId) must be chains the gateway holds: an unknown one is a 400 naming the field ('Unknown chain
 * 999999') and nothing is stored. Ids the stored document already names are not checked again, so a
 * document whose chain is gone since can still be PUT back as read (decision 016).
 */
describe.each(STORE_KINDS)('chains named by writes on %s', (kind) => {
  const { gw, w } = worldForSuite(kind, 'v3');
  const walkIn = (chainId: string) => scanAd(w, { name: 'Walk in', orderLineItemId: w.lineItems.WALK_IN!.id, format: { '@type': 'WalkInFormat', tapout: { '@type': 'StoreDetailsTapout', chainId } } });
  const storeDetailsBanner = (chainId: string) => bannerAd(w, { format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId } }] } });

  it("refuses an ad set whose chain constraint names an unknown chain, naming the field and storing nothing; a known chain is saved", async () => {
    const before = { changes: await changeCount(gw), sets: (await gw.call('GET', `${w.base}?limit=200`)).json.objects.length };
    for (const chainIds of [{ '999999': true }, ['999999'], { [w.chainId]: true, '999999': false, '999998': true }]) {
      const res = await gw.call('POST', w.base, { body: { name: 'Unknown chains', constraints: [range('2030-01-01T17:00:00Z[UTC]', '2030-02-01T07:59:00Z[UTC]'), { '@type': 'ChainConstraint', chainIds }] } });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      const unknown = Array.isArray(chainIds) ? ['999999'] : Object.keys(chainIds).filter((id) => id !== w.chainId);
      expect(res.json.errors).toEqual([{ fieldName: 'constraints.1.chainIds', message: unknownChainMessage(unknown) }]);
    }
    expect(unknownChainMessage(['999999'])).toBe('Unknown chain 999999');
    expect(await changeCount(gw)).toBe(before.changes);
    expect((await gw.call('GET', `${w.base}?limit=200`)).json.objects.length).toBe(before.sets);

    const other = await createChain(gw);
    const made = await gw.call('POST', w.base, { body: { name: 'Known chains', constraints: [chainConstraint(w.chainId, other)] } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect((await gw.call('GET', `${w.base}/${made.json.id}`)).json.constraints).toEqual([chainConstraint(w.chainId, other)]);
    const changed = await gw.call('PUT', `${w.base}/${made.json.id}`, { body: { ...made.json, constraints: [chainConstraint(other, '999999')] }, headers: ifMatch(made.json) });
    expect(changed.status).toBe(400);
    expect(changed.json.errors).toEqual([{ fieldName: 'constraints.0.chainIds', message: 'Unknown chain 999999' }]);
    expect((await gw.call('GET', `${w.base}/${made.json.id}`)).json.version).toBe(made.json.version);
  });

  it("keeps an ad set's last chains while its ads have none of their own (spec 2 §5: they need chains at one level)", async () => {
    const set = await gw.call('POST', w.base, { body: { name: 'Chained set', constraints: [chainConstraint(w.chainId)] } });
    expect(set.status, JSON.stringify(set.json)).toBe(201);
    const bare = await gw.call('POST', adsPath(w, set.json.id), { body: scanAd(w, { name: 'Relies on the set' }) });
    const own = await gw.call('POST', adsPath(w, set.json.id), { body: scanAd(w, { name: 'Has its own', constraints: [chainConstraint(w.chainId)] }) });
    expect([bare.status, own.status]).toEqual([201, 201]);

    const dropped = await gw.call('PUT', `${w.base}/${set.json.id}`, { body: { ...set.json, constraints: [] }, headers: ifMatch(set.json) });
    expect(dropped.status, JSON.stringify(dropped.json)).toBe(400);
    expect(dropped.json.errors).toEqual([{ fieldName: 'constraints.chainIds', message: AD_SET_MESSAGES.chainsStillNeeded('ad "Relies on the set"') }]);
    expect(dropped.json.errors[0].message).toBe('Chains cannot be removed while these ads have none of their own: ad "Relies on the set"');
    expect((await gw.call('GET', `${w.base}/${set.json.id}`)).json.version).toBe(set.json.version);
    // Other chains in place of the last ones are taken, and so is dropping them once the ad has its own.
    const other = await createChain(gw);
    const swapped = await gw.call('PUT', `${w.base}/${set.json.id}`, { body: { ...set.json, constraints: [chainConstraint(other)] }, headers: ifMatch(set.json) });
    expect(swapped.status, JSON.stringify(swapped.json)).toBe(200);
    const given = await gw.call('PUT', `${adsPath(w, set.json.id)}/${bare.json.id}`, { body: { ...bare.json, constraints: [...bare.json.constraints, chainConstraint(w.chainId)] }, headers: ifMatch(bare.json) });
    expect(given.status, JSON.stringify(given.json)).toBe(200);
    const freed = await gw.call('PUT', `${w.base}/${set.json.id}`, { body: { ...swapped.json, constraints: [] }, headers: ifMatch(swapped.json) });
    expect(freed.status, JSON.stringify(freed.json)).toBe(200);
  });

  it('refuses an ad whose Store Details tapout or chain constraint names an unknown chain, naming the field, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [storeDetailsBanner('999999'), 'format.bannerPlacements.0.tapout.chainId'],
      [walkIn('999999'), 'format.tapout.chainId'],
      [scanAd(w, { constraints: [chainConstraint('999999')] }), 'constraints.0.chainIds'],
      // a chain constraint inside the format too
      [scanAd(w, { format: { ...scanFormat(w), offers: [{ amount: 100, offerValidityConstraints: [chainConstraint('999999')] }] } }), 'format.offers.0.offerValidityConstraints.0.chainIds'],
    ];
    for (const [body, field] of cases) {
      const before = { changes: await changeCount(gw), ads: await countAds(gw, w) };
      const res = await gw.call('POST', adsPath(w), { body });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.errors).toEqual([{ fieldName: field, message: 'Unknown chain 999999' }]);
      expect(await countAds(gw, w)).toBe(before.ads);
      expect(await changeCount(gw)).toBe(before.changes);
    }
    for (const body of [storeDetailsBanner(w.chainId), walkIn(w.chainId)]) {
      const res = await gw.call('POST', adsPath(w), { body });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      const moved = await gw.call('PUT', `${adsPath(w)}/${res.json.id}`, { body: JSON.parse(JSON.stringify(res.json).replace(`"chainId":"${w.chainId}"`, '"chainId":"999999"')), headers: ifMatch(res.json) });
      expect(moved.status, JSON.stringify(moved.json)).toBe(400);
      expect(moved.json.errors[0].message).toBe('Unknown chain 999999');
    }
  });

  it('refuses an unknown chain in a bulk create or update, naming the ad, and stores none of them', async () => {
    const before = await countAds(gw, w);
    const created = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [scanAd(w, { name: 'Fine' }), storeDetailsBanner('999999')] } });
    expect(created.status).toBe(400);
    expect(created.json.errors).toEqual([{ fieldName: 'ads.1.format.bannerPlacements.0.tapout.chainId', message: 'Unknown chain 999999' }]);
    expect(await countAds(gw, w)).toBe(before);

    const made = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [scanAd(w, { name: 'Bulk one' }), scanAd(w, { name: 'Bulk two' })] } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const [one, two] = made.json.objects;
    const updated = await gw.call('POST', `${adsPath(w)}:bulkUpdate`, { body: { ads: [{ ...one, name: 'Bulk one, renamed' }, { ...two, constraints: [chainConstraint('999999')] }] } });
    expect(updated.status).toBe(400);
    expect(updated.json.errors).toEqual([{ fieldName: 'ads.1.constraints.0.chainIds', message: 'Unknown chain 999999' }]);
    expect((await gw.call('GET', `${adsPath(w)}/${one.id}`)).json.name).toBe('Bulk one');
  });

  it("refuses a campaign's chain constraint naming an unknown chain, naming the field", async () => {
    const read = await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}`);
    const res = await gw.call('PUT', `/campaign/v3/campaigns/${w.campaignId}`, { body: { ...read.json, constraints: [chainConstraint('999999')] }, headers: ifMatch(read.json) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ fieldName: 'constraints.0.chainIds', message: 'Unknown chain 999999' }]);
    expect((await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}`)).json.version).toBe(read.json.version);
  });

  it("refuses a retailer category naming an unknown chain, on create and on a change, naming chainId", async () => {
    const { campaign } = await createCampaign(gw, { category: 'MCOMM' });
    const topics = `/campaign/v1/campaigns/${campaign.id}/topics`;
    const before = await changeCount(gw);
    const refused = await gw.call('POST', topics, { body: { '@type': 'PromotedCategory', name: 'Snack aisle', chainId: '999999' } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ fieldName: 'chainId', message: 'Unknown chain 999999' }]);
    expect(await changeCount(gw)).toBe(before);
    expect((await gw.call('GET', topics)).json.objects).toEqual([]);

    const made = await gw.call('POST', topics, { body: { '@type': 'PromotedCategory', name: 'Snack aisle', chainId: w.chainId } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const changed = await gw.call('PUT', `${topics}/${made.json.id}`, { body: { ...made.json, chainId: '999998' }, headers: ifMatch(made.json) });
    expect(changed.status).toBe(400);
    expect(changed.json.errors).toEqual([{ fieldName: 'chainId', message: 'Unknown chain 999998' }]);
  });

  it('puts back as read an ad set, an ad, a campaign and a retailer category whose chain is gone since; a newly named unknown chain is still refused', async () => {
    const gone = await createChain(gw);
    const { campaign } = await createCampaign(gw, { category: 'MCOMM', constraints: [chainConstraint(gone)] });
    const category = await gw.call('POST', `/campaign/v1/campaigns/${campaign.id}/topics`, { body: { '@type': 'PromotedCategory', name: 'Gone aisle', chainId: gone } });
    const set = await gw.call('POST', w.base, { body: { name: 'Gone chain set', constraints: [chainConstraint(gone), range('2030-01-01T17:00:00Z[UTC]', '2030-02-01T07:59:00Z[UTC]')] } });
    // in the ad set at that chain: a tapout leads to a chain of its ad or ad set
    const ad = await gw.call('POST', adsPath(w, set.json.id), { body: storeDetailsBanner(gone) });
    for (const res of [category, set, ad]) expect(res.status, JSON.stringify(res.json)).toBe(201);
    await dropChain(gw, gone);
    expect((await gw.call('GET', `/chain/v1/chains/${gone}`)).status).toBe(404);

    const paths = [`/campaign/v1/campaigns/${campaign.id}`, `/campaign/v1/campaigns/${campaign.id}/topics/${category.json.id}`, `${w.base}/${set.json.id}`, `${adsPath(w, set.json.id)}/${ad.json.id}`];
    for (const path of paths) {
      const read = await gw.call('GET', path);
      const back = await gw.call('PUT', path, { body: read.json, headers: ifMatch(read.json) });
      expect(back.status, `${path}: ${JSON.stringify(back.json)}`).toBe(200);
    }
    // the ad form writes the chain constraint first: reordered, the set's gone chain is still carried
    const read = (await gw.call('GET', `${w.base}/${set.json.id}`)).json;
    const reordered = await gw.call('PUT', `${w.base}/${set.json.id}`, { body: { ...read, constraints: [...read.constraints].reverse() }, headers: ifMatch(read) });
    expect(reordered.status, JSON.stringify(reordered.json)).toBe(200);
    const added = await gw.call('PUT', `${w.base}/${set.json.id}`, { body: { ...reordered.json, constraints: [range('2030-01-01T17:00:00Z[UTC]', '2030-02-01T07:59:00Z[UTC]'), chainConstraint(gone, '999999')] }, headers: ifMatch(reordered.json) });
    expect(added.status).toBe(400);
    expect(added.json.errors).toEqual([{ fieldName: 'constraints.1.chainIds', message: 'Unknown chain 999999' }]);
    // kept where the document names it: the ad's tapout keeps its gone chain, its constraints do not take it anew
    const adRead = (await gw.call('GET', `${adsPath(w, set.json.id)}/${ad.json.id}`)).json;
    const elsewhere = await gw.call('PUT', `${adsPath(w, set.json.id)}/${ad.json.id}`, { body: { ...adRead, constraints: [chainConstraint(gone)] }, headers: ifMatch(adRead) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.errors).toEqual([{ fieldName: 'constraints.0.chainIds', message: `Unknown chain ${gone}` }]);
  });

  it('updates from the campaign sheet a campaign whose chain is gone since (the sheet has no constraints column)', async () => {
    const gone = await createChain(gw);
    const { campaign } = await createCampaign(gw, { constraints: [chainConstraint(gone)] });
    await dropChain(gw, gone);
    const exported = await (await fetch(`${gw.base}/adminBackend/sheets/v1/campaigns`)).text();
    const [header, ...rows] = Papa.parse<string[]>(exported, { skipEmptyLines: true }).data;
    const row = rows.find((r) => r[header!.indexOf('id')] === campaign.id)!;
    row[header!.indexOf('campaignName')] = 'Renamed by sheet, chain gone';
    const form = new FormData();
    form.set('file', new Blob([Papa.unparse([header!, row], { quotes: true })], { type: 'text/csv' }), 'campaigns.csv');
    const res = await fetch(`${gw.base}/adminBackend/sheets/v1/campaigns`, { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await gw.call('GET', `/campaign/v1/campaigns/${campaign.id}`)).json;
    expect(after).toMatchObject({ campaignName: 'Renamed by sheet, chain gone', constraints: [chainConstraint(gone)] });
  });
});
