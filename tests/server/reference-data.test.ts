import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { APP_ENVS } from '#server/config';
import { installReferenceData } from '#server/repo/reference-data';
import { ascending, createCampaign, instants } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

interface TreeNode {
  node_id: string;
  node_name: string;
  parent_id: string | null;
  childNodes: TreeNode[];
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.childNodes)]);
const depth = (n: TreeNode): number => 1 + Math.max(0, ...n.childNodes.map(depth));

describe.each(STORE_KINDS)('reference data on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it('installs idempotently: a second install changes nothing', async () => {
    const before = await gw.call('GET', '/adminBackend/legacy/v1/storyGroups');
    const users = await gw.call('GET', '/adminBackend/v1/users?maxRecords=500');
    await installReferenceData(gw.store);
    expect((await gw.call('GET', '/adminBackend/legacy/v1/storyGroups')).json).toEqual(before.json);
    expect((await gw.call('GET', '/adminBackend/v1/users?maxRecords=500')).json).toEqual(users.json);
  });

  it('answers the ontology as a three-level tree of nodes', async () => {
    const res = await gw.call('GET', '/adminBackend/legacy/v1/ontology/taxonomyNodes');
    expect(res.status).toBe(200);
    const roots: TreeNode[] = res.json;
    const all = flatten(roots);
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(Math.max(...roots.map(depth))).toBe(3);
    for (const root of roots) expect(root.parent_id).toBeNull();
    for (const node of all) {
      expect(Object.keys(node).sort()).toEqual(['childNodes', 'node_id', 'node_name', 'parent_id']);
      for (const child of node.childNodes) expect(child.parent_id).toBe(node.node_id);
    }
    expect(roots.map((r) => r.node_name)).toContain('Grocery');
    expect(new Set(all.map((n) => n.node_id)).size).toBe(all.length);
  });

  it('answers story groups', async () => {
    const res = await gw.call('GET', '/adminBackend/legacy/v1/storyGroups');
    expect(res.json.length).toBeGreaterThanOrEqual(10);
    for (const g of res.json) expect(g).toEqual({ story_group_id: expect.any(String), title: expect.any(String), story_group_type: expect.any(String) });
  });

  it('answers targeting definitions with the fixed five and their node kinds', async () => {
    const res = await gw.call('GET', '/node/v1/definitions/');
    expect(res.status).toBe(200);
    expect(res.json.pagination.objectCount).toBe(res.json.objects.length);
    const byId = Object.fromEntries(res.json.objects.map((d: { definitionId: string }) => [d.definitionId, d]));
    // spec 2 §5: age 0 to 120, the histories comma-separated numbers
    expect(byId.age).toMatchObject({ type: 'Long', fixed: true });
    expect(byId.gender).toMatchObject({ type: 'LabelledString', fixed: true });
    expect(byId.scanHistory).toMatchObject({ type: 'Long', fixed: true });
    expect(byId.purchaseHistory).toMatchObject({ type: 'Long', fixed: true });
    expect(byId.walkInHistory).toMatchObject({ type: 'Long', fixed: true });
    const kinds = new Set(res.json.objects.map((d: { type: string }) => d.type));
    expect([...kinds].sort()).toEqual(['Boolean', 'LabelledString', 'Long', 'RegexString', 'String']);
  });

  it('answers the 48 chain filter categories', async () => {
    const res = await gw.call('GET', '/adminBackend/legacy/v1/filter/categories');
    expect(res.json).toHaveLength(48);
    expect(res.json[0]).toEqual({ filter_category_id: 1, title: 'Apparel' });
    expect(res.json.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining(['Grocers', 'Pharmacy', 'Restaurants']));
  });

  it('answers users within maxRecords, and refuses a bound out of 1..500', async () => {
    const res = await gw.call('GET', '/adminBackend/v1/users?maxRecords=500');
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(20);
    for (const u of res.json) {
      expect(u.email).toMatch(/^[a-z.]+@flightdeck\.example$/);
      expect(u.name).toBe(`${u.given_name} ${u.family_name}`);
      expect(Array.isArray(u.roles)).toBe(true);
    }
    const roles = new Set(res.json.flatMap((u: { roles: string[] }) => u.roles));
    for (const role of ['sk_account_manager', 'sk_campaign_manager', 'sk_ops_associate', 'sk_engineering', 'sk_product', 'sk_god_mode']) expect(roles).toContain(role);
    expect((await gw.call('GET', '/adminBackend/v1/users?maxRecords=3')).json).toEqual(res.json.slice(0, 3));
    expect((await gw.call('GET', '/adminBackend/v1/users')).json).toHaveLength(res.json.length);
    for (const bad of ['0', '501', '-1', 'ten', '2.5']) {
      const r = await gw.call('GET', `/adminBackend/v1/users?maxRecords=${bad}`);
      expect(r.status).toBe(400);
      expect(r.json.errors[0].fieldName).toBe('maxRecords');
    }
  });

  it('answers jobs and their tasks; 404 for an unknown job', async () => {
    const jobs = await gw.call('GET', '/adminBackend/jobs/v1/jobs/');
    expect(jobs.status).toBe(200);
    expect(jobs.json.objects.length).toBeGreaterThanOrEqual(3);
    const job = jobs.json.objects[0];
    expect(job).toMatchObject({ id: expect.any(String), name: expect.any(String), status: expect.any(String) });
    const tasks = await gw.call('GET', `/adminBackend/jobs/v1/jobs/${job.id}/tasks/`);
    expect(tasks.json.objects.length).toBeGreaterThan(0);
    for (const t of tasks.json.objects) expect(t.jobId).toBe(job.id);
    expect((await gw.call('GET', '/adminBackend/jobs/v1/jobs/nope/tasks/')).status).toBe(404);
  });

  it('pages and sorts the jobs like the other lists: limit, next/prev cursors, sort; a bad parameter is a 400 naming it', async () => {
    const all = (await gw.call('GET', '/adminBackend/jobs/v1/jobs')).json;
    const total = all.objects.length as number;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(all.pagination.objectCount).toBe(total);
    const ids = (page: { objects: { id: string }[] }) => page.objects.map((o) => o.id);
    // in the order they were created, oldest first by default
    const created = instants(all.objects.map((j: { created: string }) => j.created));
    expect(ascending(created)).toEqual(created);

    const first = await gw.call('GET', '/adminBackend/jobs/v1/jobs?limit=2');
    expect(first.status).toBe(200);
    expect(first.json.pagination).toMatchObject({ objectCount: total, pageCount: Math.ceil(total / 2), pageIndex: 0, limit: 2, prev: null });
    expect(ids(first.json)).toEqual(ids(all).slice(0, 2));
    const second = await gw.call('GET', `/adminBackend/jobs/v1/jobs?limit=2&next=${first.json.pagination.next}`);
    expect(ids(second.json)).toEqual(ids(all).slice(2, 4));
    expect(ids((await gw.call('GET', `/adminBackend/jobs/v1/jobs?limit=2&prev=${second.json.pagination.prev}`)).json)).toEqual(ids(first.json));
    // newest first
    expect(ids((await gw.call('GET', '/adminBackend/jobs/v1/jobs?sort=-created&limit=200')).json)).toEqual(ids(all).reverse());

    for (const [query, field] of [['sort=name', 'sort'], ['next=garbage', 'next'], ['limit=201', 'limit'], [`sort=-created&next=${first.json.pagination.next}`, 'next']]) {
      const res = await gw.call('GET', `/adminBackend/jobs/v1/jobs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.errors.map((e: { fieldName: string }) => e.fieldName), query).toEqual([field]);
    }
  });

  it("pages and sorts a job's tasks like the other lists, in their order in the job; a bad parameter is a 400 naming it", async () => {
    const path = '/adminBackend/jobs/v1/jobs/9003/tasks';
    const all = (await gw.call('GET', path)).json;
    expect(all.objects.map((t: { name: string }) => t.name)).toEqual(['Fetch supplier feed', 'Match barcodes', 'Publish product names']);
    expect(all.pagination).toMatchObject({ objectCount: 3, customParams: { jobId: '9003' } });
    const first = (await gw.call('GET', `${path}?limit=2`)).json;
    expect(first.objects.map((t: { position: number }) => t.position)).toEqual([1, 2]);
    const second = (await gw.call('GET', `${path}?limit=2&next=${first.pagination.next}`)).json;
    expect(second.objects.map((t: { position: number }) => t.position)).toEqual([3]);
    expect(second.pagination.next).toBeNull();
    expect((await gw.call('GET', `${path}?sort=-position`)).json.objects.map((t: { position: number }) => t.position)).toEqual([3, 2, 1]);
    for (const [query, field] of [['sort=name', 'sort'], ['limit=0', 'limit'], ['next=garbage', 'next']]) {
      const res = await gw.call('GET', `${path}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.errors.map((e: { fieldName: string }) => e.fieldName), query).toEqual([field]);
    }
  });

  it('answers triggers', async () => {
    const res = await gw.call('GET', '/trigger/management/api/v1/triggers');
    expect(res.json.objects.length).toBeGreaterThanOrEqual(3);
    for (const t of res.json.objects) expect(t).toMatchObject({ id: expect.any(String), name: expect.any(String), enabled: expect.any(Boolean) });
  });

  it('checks a tooltip sent as plain text', async () => {
    const plain = { 'content-type': 'text/plain' };
    const short = await gw.call('POST', '/adminBackend/topics/tooltip', { rawBody: 'Scan any 12 pack', headers: plain });
    expect(short.status).toBe(200);
    expect(short.json).toEqual({ fits: true, fitsWhenSplit: true, splitValue: 'Scan any 12 pack' });
    const split = await gw.call('POST', '/adminBackend/topics/tooltip', { rawBody: 'Scan the barcode on any Sparkling Cola twelve pack to earn kicks today', headers: plain });
    expect(split.json).toEqual({ fits: true, fitsWhenSplit: true, splitValue: 'Scan the barcode on any Sparkling Cola twelve pack\nto earn kicks today' });
    const long = await gw.call('POST', '/adminBackend/topics/tooltip', { rawBody: 'word '.repeat(30), headers: plain });
    expect(long.json).toEqual({ fits: false, fitsWhenSplit: false, splitValue: null });
  });

  it('looks up UPC product names; unknown barcodes get null', async () => {
    const res = await gw.call('POST', '/adminBackend/v1/blink/upcInfo', { body: ['012000161155', '000000000000'] });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { input_upc: '012000161155', product_name: 'Sparkling Cola 12 fl oz Can' },
      { input_upc: '000000000000', product_name: null },
    ]);
    expect((await gw.call('POST', '/adminBackend/v1/blink/upcInfo', { body: { barcodes: ['1'] } })).status).toBe(400);
    const bad = await gw.call('POST', '/adminBackend/v1/blink/upcInfo', { body: ['1', 2] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].fieldName).toBe('1');
  });

  it('answers failed barcodes of a topic, stable across calls; 404 for an unknown topic', async () => {
    const { campaign } = await createCampaign(gw);
    const barcodes = ['012000161155', '016000275287', '028400090858', '030000010402', '037000127864', '044000032029'].map((barcode) => ({ barcode, matchType: 'EXACT' }));
    const topic = await gw.call('POST', `/campaign/v1/campaigns/${campaign.id}/topics`, { body: { '@type': 'PromotedProduct', name: 'Pantry staples', barcodes } });
    expect(topic.status).toBe(201);
    const res = await gw.call('GET', `/adminBackend/failedBarcodes/topics/${topic.json.id}`);
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    for (const f of res.json) {
      expect(Object.keys(f).sort()).toEqual(['barcode', 'wrong_num_scans']);
      expect(f.wrong_num_scans).toBeGreaterThan(0);
      expect(barcodes.map((b) => b.barcode)).not.toContain(f.barcode);
    }
    expect((await gw.call('GET', `/adminBackend/failedBarcodes/topics/${topic.json.id}`)).json).toEqual(res.json);
    expect((await gw.call('GET', '/adminBackend/failedBarcodes/topics/424242')).status).toBe(404);
  });

  it('answers the campaign service version flag of the test stage', async () => {
    const res = await gw.call('GET', '/config/v1/flags');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ campaignServiceVersion: 'v3' });
  });
});

describe('remote flags per APP_ENV', () => {
  it.each(APP_ENVS.map((env) => [env, ['prod', 'stage', 'dev'].includes(env) ? 'v1' : 'v3'] as const))('%s answers %s', async (appEnv, version) => {
    // The flags call reads no store: once the app is made (it sets up its metrics and file store
    // on the store), a store that refuses every use shows that too.
    let made = false;
    const setUp = { kind: 'pglite', onTiming: () => {} } as Record<PropertyKey, unknown>;
    const unused = new Proxy(setUp, { get: (target, key) => { if (made) throw new Error('no store'); return target[key]; } });
    const app = createApp(unused as never, { auth: 'off', appEnv });
    made = true;
    const res = await app.request('/flightdeck/services/config/v1/flags');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ campaignServiceVersion: version });
  });
});
