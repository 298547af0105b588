import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAT_TYPES } from '#domain/catalogs/formats';
import { sql } from 'drizzle-orm';
import { execRows } from '#server/repo/documents';
import { fileSettings } from '#server/files/settings';
import { openStore, type Store } from '#server/store/db';
import { DEMO_COUNTS, prepareStore, seedDemo } from '#server/seed/index';
import { drainMapping, startMappingWorker } from '#server/workers/mapping';
import { freshDatabase, type Gateway, STORE_KINDS, startGateway } from './harness';

const SCALE = 0.05;

describe.each(STORE_KINDS)('demo data on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
    await seedDemo(gw.store, gw.files, SCALE);
  }, 120_000);
  afterAll(async () => { await gw?.close(); });

  it('holds campaigns that are upcoming, live and expired, with orders and companies', async () => {
    const page = await gw.call('GET', '/campaign/v1/campaigns/?limit=200');
    expect(page.json.pagination.objectCount).toBe(150);
    const now = Date.now();
    const starts = page.json.objects.map((c: { startDate: string; endDate: string }) => [Date.parse(c.startDate.replace('[UTC]', '')), Date.parse(c.endDate.replace('[UTC]', ''))]);
    expect(starts.some(([s]: number[]) => s! > now)).toBe(true);
    expect(starts.some(([s, e]: number[]) => s! < now && e! > now)).toBe(true);
    expect(starts.some(([, e]: number[]) => e! < now)).toBe(true);
  });

  it('holds ads of every format, findable in the ad browser', async () => {
    const seen = new Set<string>();
    let next: string | null = '';
    for (let pages = 0; next !== null && pages < 40; pages++) {
      const res = await gw.call('POST', `/ad/v1/ads?limit=200${next ? `&next=${next}` : ''}&sort=format`, { body: { chainIds: [], locationIds: [], adIds: [] } });
      expect(res.status).toBe(200);
      for (const ad of res.json.objects) seen.add(ad.format['@type']);
      next = res.json.pagination.next;
    }
    expect([...seen].sort()).toEqual([...FORMAT_TYPES].sort());
  });

  it('gives back what it seeded through the API, and takes it back by PUT as it is', async () => {
    const campaign = (await gw.call('GET', '/campaign/v1/campaigns/?limit=1')).json.objects[0];
    const put = await gw.call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { body: campaign, headers: { 'If-Match': `"${campaign.version}"` } });
    expect(put.status).toBe(200);
    const adSets = await gw.call('GET', `/campaign/v1/campaigns/${campaign.id}/adsets`);
    expect(adSets.json.objects.length).toBeGreaterThan(0);
    const adSet = adSets.json.objects[0];
    const ads = await gw.call('GET', `/campaign/v1/campaigns/${campaign.id}/adsets/${adSet.id}/ads`);
    for (const ad of ads.json.objects) {
      const res = await gw.call('PUT', `/campaign/v1/campaigns/${campaign.id}/adsets/${adSet.id}/ads/${ad.id}`, { body: ad, headers: { 'If-Match': `"${ad.version}"` } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    // What was read, PUT back, changes nothing: no new version and no change history entry.
    expect(put.json.version).toBe(campaign.version);
    const log = await gw.call('GET', `/changelog/v1/changelog/${campaign.id}`);
    expect(log.json.versions.map((v: { event: string }) => v.event)).toEqual(['CREATE']);
  });

  it("has mapping tasks the worker checks out: seeded images exist; only the deliberate failures fail, and the same way again", async () => {
    const tasks = () => gw.store.read((db) => execRows<{ id: string; type: string; state_type: string; error: string | null; name: string }>(db, sql`select id, type, state_type, error, name from mapping_task order by id`));
    const seeded = await tasks();
    const images = seeded.filter((t) => t.type === 'IMAGE');
    expect(images.length).toBeGreaterThan(3);
    const failed = new Map(seeded.filter((t) => t.state_type === 'FAILURE').map((t) => [t.id, t.error]));
    expect([...failed.values()].some((e) => /^Image \S+ could not be fetched \(404\)$/.test(e ?? ''))).toBe(true);
    // every task is run again (as retries would): what succeeded in the demo succeeds for real
    await gw.store.tx((tx) => tx.execute(sql`update mapping_task set state_type = 'PENDING', error = null`));
    const worker = startMappingWorker({ store: gw.store, autoStart: false, ownFiles: gw.files });
    try {
      await drainMapping(worker, 200);
    } finally {
      await worker.stop();
    }
    const after = await tasks();
    expect(after.filter((t) => t.state_type !== 'SUCCESS' && t.state_type !== 'FAILURE')).toEqual([]);
    const failedNow = after.filter((t) => t.state_type === 'FAILURE');
    // the deliberate image failures fail again with their seeded message; nothing else fails but their parents
    for (const t of failedNow.filter((x) => x.type === 'IMAGE')) expect(t.error).toBe(failed.get(t.id));
    expect(after.filter((t) => t.type === 'IMAGE' && !failed.has(t.id)).every((t) => t.state_type === 'SUCCESS')).toBe(true);
    expect(failedNow.every((t) => failed.has(t.id) || /tasks failed$/.test(t.error ?? '')), JSON.stringify(failedNow.filter((t) => !failed.has(t.id)))).toBe(true);
  }, 120_000);

  it('names its mapping trees as the gateway names them, so the campaign form finds a busy tree and the popup links its tasks', async () => {
    const roots = await gw.store.read((db) => execRows<{ id: string; campaign_id: string }>(db, sql`select id, campaign_id from mapping_task where parent_id = '' order by id`));
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) expect(root.id).toBe(`mt-${root.campaign_id}`);
    const tree = await gw.call('GET', `/mapping/v1/tasks/mt-${roots[0]!.campaign_id}`);
    expect(tree.status).toBe(200);
    const ids = await gw.store.read((db) => execRows<{ id: string; type: string; body: { objectId: string } }>(db, sql`select id, type, body from mapping_task where type in ('AD_SET', 'PROMOTED_PRODUCT', 'AD')`));
    const letter: Record<string, string> = { AD_SET: 's', PROMOTED_PRODUCT: 't', AD: 'a' };
    for (const t of ids) expect(t.id).toMatch(new RegExp(`-${letter[t.type]}${t.body.objectId}$`));
  });

  it('is the same data set every time for the same day', async () => {
    const other = await startGateway('pglite');
    try {
      await seedDemo(other.store, other.files, SCALE);
      const a = (await gw.call('GET', '/company/v1/companies/?limit=200')).json.objects.map((c: { id: string; name: string }) => [c.id, c.name]);
      const b = (await other.call('GET', '/company/v1/companies/?limit=200')).json.objects.map((c: { id: string; name: string }) => [c.id, c.name]);
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe.skipIf(!process.env.DATABASE_URL)('start-up on one empty PostgreSQL', () => {
  it('seeds once when two gateways start at once: the second waits and finds the data', async () => {
    const db = await freshDatabase();
    const stores = await Promise.all([openStore({ dataDir: '', databaseUrl: db.url }), openStore({ dataDir: '', databaseUrl: db.url })]);
    try {
      // on PostgreSQL the files are in the store: no DATA_DIR is written
      const files = (store: Store) => fileSettings(store, '/nonexistent-unused', 'http://localhost:8080');
      const seeded = await Promise.all(stores.map((store) => prepareStore(store, files(store), 'demo', SCALE)));
      expect(seeded.sort()).toEqual([false, true]);
      const [row] = await stores[0]!.read((d) => execRows<{ n: number }>(d, sql`select count(*)::int as n from campaign`));
      expect(row!.n).toBe(Math.round(DEMO_COUNTS.campaigns * SCALE));
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await db.drop();
    }
  }, 180_000);
});
