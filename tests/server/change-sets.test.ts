import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { execRows } from '#server/repo/documents';
import { changelogVersion } from '#server/store/schema';
import { adsPath, scanAd, worldForSuite } from './ad-fixtures';
import { createCampaign, createCompany, createOrder, ifMatch, storeAdConstraints } from './fixtures';
import { gatewayForSuite, type Gateway, STORE_KINDS, startGateway } from './harness';

/** The change set of each version of a document, oldest first. */
async function setsOf(gw: Gateway, id: string): Promise<string[]> {
  const log = await gw.call('GET', `/changelog/v1/changelog/${id}`);
  return log.json.versions.map((v: { changeSetId: string }) => v.changeSetId);
}

describe.each(STORE_KINDS)('change sets (%s)', (kind) => {
  const gw = gatewayForSuite(() => startGateway(kind));

  it('gives every save a change set of its own, named in each version and in the change metadata', async () => {
    const company = await createCompany(gw);
    const updated = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['v2'] }, headers: ifMatch(company) });
    const [created, changed] = await setsOf(gw, company.id);
    expect(created).toMatch(/^\d+$/);
    expect(changed).toMatch(/^\d+$/);
    expect(changed).not.toBe(created);
    const metadata = await gw.call('GET', '/changelog/v1/change/metadata?limit=5');
    const entry = metadata.json.objects.find((o: { changedDocumentId: string }) => o.changedDocumentId === company.id);
    expect(entry).toMatchObject({ changeSetId: changed, changeTime: updated.json.modified });
  });

  it('puts everything one write stores in one set: a campaign delete with the ad set under it', async () => {
    const { campaign } = await createCampaign(gw);
    const adSet = await gw.call('POST', `/campaign/v1/campaigns/${campaign.id}/adsets`, { body: { name: 'Going with it' } });
    expect(adSet.status, JSON.stringify(adSet.json)).toBe(201);
    const current = await gw.call('GET', `/campaign/v1/campaigns/${campaign.id}`);
    expect((await gw.call('DELETE', `/campaign/v1/campaigns/${campaign.id}`, { headers: ifMatch(current.json) })).status).toBe(200);
    const campaignDelete = (await setsOf(gw, campaign.id)).at(-1);
    expect((await setsOf(gw, adSet.json.id)).at(-1)).toBe(campaignDelete);
  });

  it('counts each version written without a set (stored before sets existed, or by the seed) as a set of its own', async () => {
    const row = { documentId: 'old-1', documentType: 'Company', parentIds: [], event: 'UPDATE', userId: 'seed', created: new Date(), content: { name: 'Old' } };
    await gw.store.tx(async (db) => {
      await db.insert(changelogVersion).values(row);
      await db.insert(changelogVersion).values(row);
    });
    const sets = await setsOf(gw, 'old-1');
    expect(sets).toHaveLength(2);
    expect(new Set(sets).size).toBe(2);
  });
});

const END = '2030-06-30T06:59:00Z[UTC]';
const revert = (gw: Gateway, id: string) => gw.call('POST', `/changelog/v1/changeSets/${id}:revert`);
const endOf = (ad: { constraints?: { '@type': string; endTimestamp?: string }[] }) => ad.constraints?.find((c) => c['@type'] === 'DateRangeConstraint')?.endTimestamp;

/** The events sent downstream for a document, oldest first. */
const eventsOf = (gw: Gateway, id: string) =>
  gw.store.read(async (db) => (await execRows<{ event_type: string }>(db, sql`select event_type from event_outbox where aggregate_id = ${id} order by id`)).map((r) => r.event_type));

describe.each(STORE_KINDS)('reverting a change set (%s)', (kind) => {
  const { gw, w } = worldForSuite(kind);
  const newAd = async (name: string) => {
    const res = await gw.call('POST', adsPath(w), { body: scanAd(w, { name }) });
    if (res.status !== 201) throw new Error(`ad ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as { id: string; version: number };
  };
  const read = async (id: string) => (await gw.call('GET', `/ad/v1/ads/${id}`)).json;

  it('undoes a bulk change as a new change set, which downstream receives as ordinary updates and which can itself be undone', async () => {
    const a = await newAd('Undo A');
    const b = await newAd('Undo B');
    const bulk = await gw.call('POST', '/ad/v1/ads:bulkSetEndDate', { body: { adIds: [a.id, b.id], endDate: END } });
    const undo = await revert(gw, bulk.json.changeSetId);
    expect(undo.status, JSON.stringify(undo.json)).toBe(200);
    expect(undo.json.revertedChangeSetId).toBe(bulk.json.changeSetId);
    expect(undo.json.changeSetId).not.toBe(bulk.json.changeSetId);
    expect(undo.json.objects).toEqual([
      { id: a.id, documentType: 'Ad', event: 'UPDATE', version: 3 },
      { id: b.id, documentType: 'Ad', event: 'UPDATE', version: 3 },
    ]);
    expect(endOf(await read(a.id))).toBeUndefined();
    expect(await eventsOf(gw, a.id)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
    const log = await gw.call('GET', `/changelog/v1/changelog/${a.id}`);
    expect(log.json.versions.at(-1).changeSetId).toBe(undo.json.changeSetId);
    // undone twice: the set is no longer the newest change of its ads
    expect((await revert(gw, bulk.json.changeSetId)).status).toBe(409);
    const redo = await revert(gw, undo.json.changeSetId);
    expect(redo.status, JSON.stringify(redo.json)).toBe(200);
    expect(endOf(await read(b.id))).toBe(END);
  });

  it('refuses with 409 and a list when a record was changed since, reverting nothing', async () => {
    const a = await newAd('Changed A');
    const b = await newAd('Changed B');
    const bulk = await gw.call('POST', '/ad/v1/ads:bulkSetEndDate', { body: { adIds: [a.id, b.id], endDate: END } });
    const later = await read(b.id);
    expect((await gw.call('PUT', `${adsPath(w)}/${b.id}`, { body: { ...later, description: 'Edited since' }, headers: ifMatch(later) })).status).toBe(200);
    const refused = await revert(gw, bulk.json.changeSetId);
    expect(refused.status).toBe(409);
    expect(refused.json.errors).toEqual([{ fieldName: b.id, message: expect.stringMatching(new RegExp(`^Ad ${b.id} was changed since, by local at `)), id: b.id, documentType: 'Ad' }]);
    expect(endOf(await read(a.id))).toBe(END);
  });

  it('refuses with 422 and a list when the old values now break a rule: an end date now in the past', async () => {
    const ad = await newAd('Ended once');
    await storeAdConstraints(gw, ad.id, [{ '@type': 'DateRangeConstraint', endTimestamp: '2026-01-02T08:00:00Z[UTC]' }]);
    const bulk = await gw.call('POST', '/ad/v1/ads:bulkSetEndDate', { body: { adIds: [ad.id], endDate: END } });
    expect(bulk.status, JSON.stringify(bulk.json)).toBe(200);
    const refused = await revert(gw, bulk.json.changeSetId);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toContainEqual({ fieldName: `${ad.id}.constraints`, message: CAMPAIGN_RULES.endInPast, id: ad.id, documentType: 'Ad' });
    expect(endOf(await read(ad.id))).toBe(END);
  });

  it('undoes a create by deleting, refused while the record is used, and a delete by restoring it as a new version', async () => {
    const company = await createCompany(gw);
    const created = (await gw.call('GET', `/changelog/v1/changelog/${company.id}`)).json.versions[0].changeSetId;
    const order = { json: await createOrder(gw, company.id) };
    const inUse = await revert(gw, created);
    expect(inUse.status).toBe(409);
    expect(inUse.json.errors[0]).toMatchObject({ fieldName: company.id, id: company.id, documentType: 'Company' });
    expect((await revert(gw, (await gw.call('GET', `/changelog/v1/changelog/${order.json.id}`)).json.versions[0].changeSetId)).json.objects).toEqual([
      { id: order.json.id, documentType: 'InsertionOrder', event: 'DELETE', version: 1 },
    ]);
    const deleted = await revert(gw, created);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect((await gw.call('GET', `/company/v1/companies/${company.id}`)).status).toBe(404);

    const restored = await revert(gw, deleted.json.changeSetId);
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect(restored.json.objects).toEqual([{ id: company.id, documentType: 'Company', event: 'CREATE', version: 2 }]);
    const back = await gw.call('GET', `/company/v1/companies/${company.id}`);
    expect(back.json).toMatchObject({ name: company.name, version: 2, created: company.created });
    expect(back.headers.get('etag')).toBe('"2"');
    expect(await eventsOf(gw, company.id)).toEqual(['CREATE', 'DELETE', 'CREATE']);
  });

  it("undoes a campaign's creation: the campaign is deleted and its order tied to no campaign again", async () => {
    const { campaign, order } = await createCampaign(gw);
    expect((await gw.call('GET', `/order/v1/insertionOrders/${order.id}`)).json.campaignId).toBe(campaign.id);
    const created = (await gw.call('GET', `/changelog/v1/changelog/${campaign.id}`)).json.versions[0].changeSetId;
    const undone = await revert(gw, created);
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    expect((await gw.call('GET', `/campaign/v1/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await gw.call('GET', `/order/v1/insertionOrders/${order.id}`)).json.campaignId ?? null).toBeNull();
  });

  it('restores a deleted ad set with its ads in one revert', async () => {
    const set = await gw.call('POST', w.base, { body: { name: 'Short-lived set', constraints: [{ '@type': 'ChainConstraint', chainIds: { [w.chainId]: true } }] } });
    const ad = await gw.call('POST', adsPath(w, set.json.id), { body: scanAd(w, { name: 'In the set' }) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(201);
    expect((await gw.call('DELETE', `${w.base}/${set.json.id}`, { headers: ifMatch(set.json) })).status).toBe(200);
    const removed = (await gw.call('GET', `/changelog/v1/changelog/${ad.json.id}`)).json.versions.at(-1).changeSetId;
    const restored = await revert(gw, removed);
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect(restored.json.objects.map((o: { documentType: string }) => o.documentType)).toEqual(['AdSet', 'Ad']);
    expect((await read(ad.json.id)).name).toBe('In the set');
  });

  it('answers 404 for a change set that does not exist', async () => {
    expect((await revert(gw, '999999999')).status).toBe(404);
  });
});
