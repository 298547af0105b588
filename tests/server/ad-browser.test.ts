import { type SQL, sql } from 'drizzle-orm';
import { AD_BROWSER_COUNT_CAP, AD_BROWSER_SORTS } from '#server/services/ad-browser';
import { termPageQuery } from '#server/repo/ad-search';
import type { Db } from '#server/store/db';
import { adSearch } from '#server/store/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway, STORE_KINDS } from './harness';
import { adsPath, makeWorld, scanAd, type World } from './ad-fixtures';
import { createChain, storeAdConstraints } from './fixtures';

const range = (start: string, end: string) => ({ '@type': 'DateRangeConstraint', startTimestamp: start, endTimestamp: end });
const chains = (...ids: string[]) => ({ '@type': 'ChainConstraint', chainIds: Object.fromEntries(ids.map((id) => [id, true])) });
const locations = (map: Record<string, boolean>) => ({ '@type': 'LocationConstraint', locationIds: map });

describe.each(STORE_KINDS)('ad browser /ad/v1/ads (%s)', (kind) => {
  let gw: Gateway;
  let w: World;
  const id: Record<string, string> = {};
  /** the chain each ad runs at, by the ad's key */
  const chain: Record<string, string> = {};
  beforeAll(async () => {
    gw = await startGateway(kind);
    w = await makeWorld(gw);
    for (const key of ['alpha', 'bravo', 'charlie']) chain[key] = await createChain(gw);
    const ads = {
      alpha: scanAd(w, { name: 'Alpha Cereal', description: 'crunchy', awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 50 } }, constraints: [chains(chain.alpha!), range('2027-01-01T17:00:00Z[UTC]', '2027-02-01T07:59:00Z[UTC]')] }),
      bravo: scanAd(w, { name: 'Bravo Soda', description: 'Fizzy CEREAL drink', awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 10 } }, constraints: [chains(chain.bravo!), locations({ '555': true, '666': false })] }),
      // Created ahead, then given the dates of an ad that has ended since (the gateway refuses dates set in the past).
      charlie: scanAd(w, { name: 'Charlie Chips', description: 'salty', awards: {}, constraints: [chains(chain.charlie!)] }),
      video: scanAd(w, { name: 'Delta Video', description: 'Watch it', orderLineItemId: w.lineItems.VIDEO!.id, format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://video.example/delta.mp4' }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 30 } } }),
    };
    for (const [key, body] of Object.entries(ads)) {
      const res = await gw.call('POST', adsPath(w), { body });
      if (res.status !== 201) throw new Error(JSON.stringify(res.json));
      id[key] = res.json.id;
    }
    await storeAdConstraints(gw, id.charlie!, [chains(chain.charlie!), range('2026-06-01T17:00:00Z[UTC]', '2026-07-01T07:59:00Z[UTC]')]);
  });
  afterAll(() => gw.close());

  const search = (query: string, body?: unknown) => gw.call('POST', `/ad/v1/ads${query}`, body === undefined ? { rawBody: '' } : { body });
  const names = (res: { json: { objects: { name: string }[] } }) => res.json.objects.map((o) => o.name);

  it('searches name or description, case-insensitively', async () => {
    const res = await search('?name=cErEaL', { chainIds: [], locationIds: [], adIds: [] });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Alpha Cereal', 'Bravo Soda']);
    expect(names(await search('?name=SALTY'))).toEqual(['Charlie Chips']);
    expect(names(await search('?name=nothing-like-this', {}))).toEqual([]);
  });

  it('answers objects shaped as the browser shows them', async () => {
    const res = await search('?name=alpha', {});
    expect(res.json.objects[0]).toEqual({
      id: id.alpha,
      name: 'Alpha Cereal',
      description: 'crunchy',
      nextAdId: null,
      format: { '@type': 'ProductScanFormat' },
      awards: { COMPLETED: { amount: 50 } },
      constraints: [chains(chain.alpha!), { ...range('2027-01-01T17:00:00Z[UTC]', '2027-02-01T07:59:00Z[UTC]'), availableInPeriod: undefined }].map((c) => JSON.parse(JSON.stringify(c))),
      campaignId: w.campaignId,
      adSetId: w.adSetId,
    });
    const video = await search('?name=delta', {});
    expect(video.json.objects[0].format).toEqual({ '@type': 'VideoFormat', placement: 'POST_SCAN' });
  });

  it('filters by chains OR whitelisted locations, and by ad ids', async () => {
    expect(names(await search('', { chainIds: [chain.alpha!] }))).toEqual(['Alpha Cereal']);
    expect(names(await search('', { chainIds: [chain.charlie!], locationIds: ['555'] }))).toEqual(['Bravo Soda', 'Charlie Chips']);
    // a blacklisted location is not a match
    expect(names(await search('', { locationIds: ['666'] }))).toEqual([]);
    expect(names(await search('', { adIds: [id.charlie, id.video] }))).toEqual(['Charlie Chips', 'Delta Video']);
    const bad = await search('', { locationIds: ['12a'] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].fieldName).toBe('locationIds.0');
    // ad ids are document ids: digits, as the screen's field asks
    const badAd = await search('', { adIds: [id.alpha, 'x1'] });
    expect(badAd.status).toBe(400);
    expect(badAd.json.errors).toEqual([{ fieldName: 'adIds.1', message: 'Only enter comma separated numbers' }]);
  });

  it('filters by StartDate and EndDate, Pacific days bounding the ad\'s own dates, with a term or without', async () => {
    // Alpha runs Jan 1 9:00 am to Jan 31 11:59 pm PST 2027; Charlie Jun 1 10:00 am to Jul 1 0:59 am PDT 2026.
    expect(names(await search('', { startDate: '2027-01-01' }))).toEqual(['Alpha Cereal']);
    expect(names(await search('', { startDate: '2027-01-02' }))).toEqual([]);
    expect(names(await search('', { endDate: '2027-01-31' }))).toEqual(['Alpha Cereal', 'Charlie Chips']);
    expect(names(await search('', { endDate: '2026-06-30' }))).toEqual([]);
    expect(names(await search('', { startDate: '2026-06-01', endDate: '2026-07-01' }))).toEqual(['Charlie Chips']);
    expect(names(await search('?name=cereal', { startDate: '2026-01-01', endDate: '2027-12-31' }))).toEqual(['Alpha Cereal']);
    const backwards = await search('', { startDate: '2027-02-01', endDate: '2027-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual([{ fieldName: 'endDate', message: 'The end date must not be before the start date' }]);
    const bad = await search('', { startDate: '2027-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ fieldName: 'startDate', message: 'Must be a date in the form yyyy-mm-dd' }]);
  });

  it('sorts by kick amount, format, dates and name, and pages with next', async () => {
    expect(names(await search('?sort=-kickAmount', {}))).toEqual(['Alpha Cereal', 'Delta Video', 'Bravo Soda', 'Charlie Chips']);
    expect(names(await search('?sort=kickAmount', {}))[0]).toBe('Charlie Chips');
    expect(names(await search('?sort=-format', {}))[0]).toBe('Delta Video');
    expect(names(await search('?sort=-startDate', {})).slice(0, 2)).toEqual(['Alpha Cereal', 'Charlie Chips']);
    expect(names(await search('?sort=-endDate', {}))[0]).toBe('Alpha Cereal');
    const first = await search('?limit=3', {});
    expect(names(first)).toEqual(['Alpha Cereal', 'Bravo Soda', 'Charlie Chips']);
    expect(first.json.pagination.objectCount).toBe(4);
    const second = await search(`?limit=3&next=${first.json.pagination.next}`, {});
    expect(names(second)).toEqual(['Delta Video']);
    expect(second.json.pagination.next).toBeNull();
    expect((await search('?sort=colour', {})).status).toBe(400);
  });

  it('finds one ad by id with its campaign and ad set, and its award dates', async () => {
    const one = await gw.call('GET', `/ad/v1/ads/${id.alpha}`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: id.alpha, campaignId: w.campaignId, adSetId: w.adSetId, name: 'Alpha Cereal' });
    expect((await gw.call('GET', '/ad/v1/ads/999999')).status).toBe(404);
    // the ad's own dates win
    expect((await gw.call('GET', `/ad/v1/ads/${id.alpha}/awards/dates`)).json).toEqual({
      adId: id.alpha, startTime: '2027-01-01T17:00:00Z[UTC]', endTime: '2027-02-01T07:59:00Z[UTC]',
    });
    // without its own dates, the campaign's (the ad set has none)
    expect((await gw.call('GET', `/ad/v1/ads/${id.bravo}/awards/dates`)).json).toEqual({
      adId: id.bravo, startTime: '2026-01-01T17:00:00Z[UTC]', endTime: '2035-12-31T07:59:00Z[UTC]',
    });
    expect((await gw.call('GET', '/ad/v1/ads/999999/awards/dates')).status).toBe(404);
  });

  it('keeps the search in step with every write of an ad: create, rename, delete', async () => {
    const created = await gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Echo Granola', description: 'oats' }) });
    expect(names(await search('?name=granola', {}))).toEqual(['Echo Granola']);
    const put = await gw.call('PUT', `${adsPath(w)}/${created.json.id}`, {
      body: { ...created.json, name: 'Foxtrot Muesli' },
      headers: { 'If-Match': created.headers.get('etag')! },
    });
    expect(put.status).toBe(200);
    expect(names(await search('?name=granola', {}))).toEqual([]);
    expect(names(await search('?name=MUESLI', {}))).toEqual(['Foxtrot Muesli']);
    const del = await gw.call('DELETE', `${adsPath(w)}/${created.json.id}`, { headers: { 'If-Match': put.headers.get('etag')! } });
    expect(del.status).toBe(200);
    expect(names(await search('?name=muesli', {}))).toEqual([]);
  });

  it('a term never matches across the end of the name and the start of the description', async () => {
    // 'Alpha Cereal' + 'crunchy': the two are searched as one text with a separator between them
    expect(names(await search('?name=cereal%01crunchy', {}))).toEqual([]);
    expect(names(await search('?name=cereal%20crunchy', {}))).toEqual([]);
    expect(names(await search('?name=%01cereal', {}))).toEqual(['Alpha Cereal', 'Bravo Soda']);
  });

  describe('with 2,000 more ads', () => {
    beforeAll(async () => {
      // Written straight into ad (as bench/api/grow-ads.ts does): the search table follows by trigger.
      await gw.store.tx(async (db) => {
        await db.execute(sql`insert into ad (id, version, created, modified, campaign_id, ad_set_id, name, name_key, description_key, format_type, body)
          select 'bulk' || g, 1, now(), now(), 'c' || (g % 50), 's' || (g % 100), 'Bulk ad ' || g, 'bulk ad ' || md5(g::text), md5((g * 7)::text), 'ProductScanFormat',
            jsonb_build_object('name', 'Bulk ad ' || g, 'description', repeat(md5(g::text), 20), 'format', jsonb_build_object('@type', 'ProductScanFormat'))
          from generate_series(1, 2000) g`);
        await db.execute(sql`insert into ad_set (id, version, created, modified, campaign_id, name, name_key, body)
          select 'set' || g, 1, now(), now(), 'c' || (g % 200), 'Set ' || g, 'set ' || g,
            jsonb_build_object('name', 'Set ' || g, 'description', repeat(md5(g::text), 20)) from generate_series(1, 2000) g`);
      });
      await gw.store.read((db) => db.execute(sql`analyze ad_search_text`));
      await gw.store.read((db) => db.execute(sql`analyze ad_search`));
      await gw.store.read((db) => db.execute(sql`analyze ad_set`));
    });

    const plan = async (query: (db: Db) => SQL) => {
      const result = (await gw.store.read((db) => db.execute(sql`explain ${query(db)}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    };
    const noFilters = { chainIds: [], locationIds: [], adIds: [] };
    const searchPlan = (term: string, sort: keyof typeof AD_BROWSER_SORTS, descending: boolean) =>
      plan(() => termPageQuery(term, noFilters, { table: adSearch, limit: 20, sortColumn: AD_BROWSER_SORTS[sort], descending, countCap: AD_BROWSER_COUNT_CAP }));

    it('finds a term through the texts\' trigram index, then each text\'s ads in sort order, reading no ad body', async () => {
      const byName = await searchPlan('qzxv', 'name', false);
      expect(byName).toMatch(/Bitmap Index Scan on ad_search_text_trgm/);
      expect(byName).toMatch(/ad_search_text_id_idx/);
      const byKick = await searchPlan('qzxv', 'kickAmount', true);
      expect(byKick).toMatch(/Bitmap Index Scan on ad_search_text_trgm/);
      expect(byKick).toMatch(/Index (Only )?Scan Backward using ad_search_text_kick_idx/);
      for (const p of [byName, byKick]) {
        expect(p).not.toMatch(/Seq Scan/);
        // no walk through all ads in key order, and no ad body read
        expect(p).not.toMatch(/ad_search_(name|kick)_idx/);
        expect(p).not.toMatch(/ on ad /);
      }
    });

    it('counts a common term up to 1,000 and says the count is capped', async () => {
      const res = await search('?name=bulk%20ad', {});
      expect(res.status).toBe(200);
      expect(res.json.objects).toHaveLength(20);
      expect(res.json.objects[0]).toMatchObject({ name: expect.stringMatching(/^Bulk ad /), format: { '@type': 'ProductScanFormat' } });
      expect(res.json.pagination).toMatchObject({ objectCount: 1001, customParams: { name: 'bulk ad', objectCountCapped: true } });
      const next = await search(`?name=bulk%20ad&next=${res.json.pagination.next}`, {});
      expect(next.json.objects).toHaveLength(20);
      const firstIds = new Set(res.json.objects.map((o: { id: string }) => o.id));
      expect(next.json.objects.filter((o: { id: string }) => firstIds.has(o.id))).toEqual([]);
      expect(next.json.pagination.objectCount).toBe(1001);
    });

    it('pages a term forwards and back in every sort order, as one long page would list it', async () => {
      const ids = (res: { json: { objects: { id: string }[] } }) => res.json.objects.map((o) => o.id);
      for (const sort of ['name', '-name', '-kickAmount', 'endDate']) {
        const whole = ids(await search(`?name=bulk%20ad&sort=${sort}&limit=21`, {}));
        const first = await search(`?name=bulk%20ad&sort=${sort}&limit=7`, {});
        const second = await search(`?name=bulk%20ad&sort=${sort}&limit=7&next=${first.json.pagination.next}`, {});
        const third = await search(`?name=bulk%20ad&sort=${sort}&limit=7&next=${second.json.pagination.next}`, {});
        expect([...ids(first), ...ids(second), ...ids(third)], sort).toEqual(whole);
        const back = await search(`?name=bulk%20ad&sort=${sort}&limit=7&prev=${third.json.pagination.prev}`, {});
        expect(ids(back), sort).toEqual(ids(second));
      }
    }, 90_000);

    it('combines a term with the chain and location filters', async () => {
      expect(names(await search('?name=cereal', { chainIds: [chain.alpha!] }))).toEqual(['Alpha Cereal']);
      expect(names(await search('?name=cereal', { locationIds: ['555'] }))).toEqual(['Bravo Soda']);
      expect(names(await search('?name=cereal', { chainIds: [chain.charlie!] }))).toEqual([]);
      expect(names(await search('?name=cereal&sort=-kickAmount', { adIds: [id.bravo] }))).toEqual(['Bravo Soda']);
    });

    it('lists the ad sets of a campaign from their index', async () => {
      const adSetList = await plan(() => sql`select * from ad_set where campaign_id = 'c7' order by created, id limit 21`);
      expect(adSetList).not.toMatch(/Seq Scan on ad_set/);
      expect(adSetList).toMatch(/ad_set_campaign_idx/);
    });
  });
});
