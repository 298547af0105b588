import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drainMapping, startMappingWorker } from '#server/workers/mapping';
import type { Poller } from '#server/workers/poller';
import { adsPath, makeWorld, scanAd, scanFormat, type World } from './ad-fixtures';
import { ifMatch } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';
import { imageHost, PNG, resaveV3 } from './mapping-fixtures';

const product = (enabled: boolean) => ({ '@type': 'PromotedProduct', name: 'Cola 12 pack', barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled }] });

type Task = { id: string; type: string; name: string; stateType: string; error: string | null; retries: number; lastPingTime: string | null; tasks: Task[] };
const flat = (t: Task): Task[] => [t, ...t.tasks.flatMap(flat)];

describe.each(STORE_KINDS)('mapping tasks on %s', (kind) => {
  let gw: Gateway;
  let images: Awaited<ReturnType<typeof imageHost>>;
  const workers: Poller[] = [];
  const worker = (extra: Partial<Parameters<typeof startMappingWorker>[0]> = {}) => {
    // the test image host is on 127.0.0.1, a private address: allowed as an intranet image host would be
    const w = startMappingWorker({ store: gw.store, autoStart: false, timeoutMs: 3000, privateOriginsAllowed: [images.base], ...extra });
    workers.push(w);
    return w;
  };
  beforeAll(async () => {
    gw = await startGateway(kind);
    images = await imageHost();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await gw.close();
    await images.close();
  });

  /** Adds a line item of a type to the world's order; answers its id. */
  async function addLineItem(w: World, type: string): Promise<string> {
    const order = await gw.call('GET', `/order/v1/insertionOrders/${w.orderId}`);
    const items = [...order.json.orderLineItems, { orderLineItemType: type, description: `${type} line`, pricingModel: { '@type': 'FreePricingModel' } }];
    const res = await gw.call('PUT', `/order/v1/insertionOrders/${w.orderId}`, { body: { ...order.json, orderLineItems: items }, headers: ifMatch(order.json) });
    expect(res.status).toBe(200);
    return res.json.orderLineItems.find((li: { orderLineItemType: string }) => li.orderLineItemType === type).id;
  }

  async function campaignWithAds(w: World) {
    const ad = await gw.call('POST', adsPath(w), {
      body: scanAd(w, { format: { ...scanFormat(w), images: { main: { url: `${images.base}/ok.png` }, hero: { url: `${images.base}/later.png` }, thumb: { url: `${images.base}/fake.png` } } } }),
    });
    expect(ad.status).toBe(201);
    const surpriseLine = await addLineItem(w, 'INSTANT_SURPRISE');
    const surprise = await gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Surprise', orderLineItemId: surpriseLine, format: { '@type': 'InstantSurpriseFormat' } }) });
    expect(surprise.status).toBe(201);
    const topic = await gw.call('POST', `/campaign/v3/campaigns/${w.campaignId}/topics`, { body: product(false) });
    expect(topic.status).toBe(201);
    await resaveV3(gw, w.campaignId);
    return { ad: ad.json, surprise: surprise.json, topic: topic.json };
  }

  it('a v1 save builds no tree; a v3 save builds campaign → topics, ad sets → ads → images, instant surprises, all PENDING', async () => {
    const v1 = await makeWorld(gw, 'v1');
    expect((await gw.call('GET', `/mapping/v1/tasks/mt-${v1.campaignId}`)).status).toBe(404);
    const w = await makeWorld(gw, 'v3');
    const { ad, surprise, topic } = await campaignWithAds(w);
    const root = await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}`);
    expect(root.status).toBe(200);
    expect(root.json).toMatchObject({ type: 'CAMPAIGN', name: 'Spring campaign', action: 'UPDATE', stateType: 'PENDING', error: null });
    expect(Object.keys(root.json).sort()).toEqual(expect.arrayContaining(['id', 'name', 'type', 'action', 'stateType', 'error', 'updated', 'lastPingTime', 'tasks']));
    // the world's own product (its scan ad's) comes first, then this one, then the ad set
    const [, topicTask, setTask] = root.json.tasks;
    expect(topicTask).toMatchObject({ id: `mt-${w.campaignId}-t${topic.id}`, type: 'PROMOTED_PRODUCT', action: 'CREATE' });
    expect(setTask).toMatchObject({ type: 'AD_SET', name: 'Main set' });
    const [adTask, surpriseTask] = setTask.tasks;
    expect(adTask).toMatchObject({ id: `mt-${w.campaignId}-a${ad.id}`, type: 'AD' });
    expect(adTask.tasks.map((t: Task) => [t.type, t.name]).sort()).toEqual([
      ['IMAGE', `${images.base}/fake.png`],
      ['IMAGE', `${images.base}/later.png`],
      ['IMAGE', `${images.base}/ok.png`],
    ]);
    expect(surpriseTask).toMatchObject({ id: `mt-${w.campaignId}-a${surprise.id}`, type: 'AD' });
    expect(surpriseTask.tasks.map((t: Task) => t.type)).toEqual(['INSTANT_SURPRISE']);
    expect(flat(root.json).every((t) => t.stateType === 'PENDING')).toBe(true);
    expect((await gw.call('GET', '/mapping/v1/tasks/nope')).status).toBe(404);
  });

  it("a campaign's task trees: none (200) before a v3 save, its tree after; an unknown campaign 404", async () => {
    const v1 = await makeWorld(gw, 'v1');
    const none = await gw.call('GET', `/mapping/v1/campaigns/${v1.campaignId}/tasks`);
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ tasks: [] });
    const w = await makeWorld(gw, 'v3');
    await campaignWithAds(w);
    const trees = await gw.call('GET', `/mapping/v1/campaigns/${w.campaignId}/tasks`);
    expect(trees.json.tasks.map((t: Task) => [t.id, t.type, t.stateType])).toEqual([[`mt-${w.campaignId}`, 'CAMPAIGN', 'PENDING']]);
    expect((await gw.call('GET', '/mapping/v1/campaigns/nope/tasks')).status).toBe(404);
  });

  it('runs the tree to SUCCESS or FAILURE with real messages, and a retry takes it to SUCCESS once fixed', async () => {
    const w = await makeWorld(gw, 'v3');
    const { topic } = await campaignWithAds(w);
    await drainMapping(worker());
    const root: Task = (await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}`)).json;
    const byName = new Map(flat(root).map((t) => [t.name, t]));
    expect(byName.get(`${images.base}/ok.png`)).toMatchObject({ stateType: 'SUCCESS', error: null });
    expect(byName.get(`${images.base}/later.png`)).toMatchObject({ stateType: 'FAILURE', error: `Image ${images.base}/later.png could not be fetched (404)` });
    expect(byName.get(`${images.base}/fake.png`)).toMatchObject({ stateType: 'FAILURE', error: `Image ${images.base}/fake.png is not a valid PNG, JPEG, GIF or WebP file` });
    expect(byName.get('Cola 12 pack')).toMatchObject({ stateType: 'FAILURE', error: 'A Promoted Product must have at least one accepted barcode.' });
    expect(byName.get('Cereal scan')).toMatchObject({ stateType: 'FAILURE', error: '2 of its 3 tasks failed' });
    expect(byName.get('Surprise')).toMatchObject({ stateType: 'SUCCESS' });
    expect(byName.get('Surprise instant surprise')).toMatchObject({ type: 'INSTANT_SURPRISE', stateType: 'SUCCESS' });
    expect(byName.get('Main set')).toMatchObject({ stateType: 'FAILURE', error: '1 of its 2 tasks failed' });
    expect(root).toMatchObject({ stateType: 'FAILURE', error: '2 of its 3 tasks failed' });
    expect(flat(root).every((t) => t.lastPingTime !== null)).toBe(true);

    // a succeeded task has nothing to retry
    expect((await gw.call('POST', `/mapping/v1/tasks/${byName.get(`${images.base}/ok.png`)!.id}/retry`)).status).toBe(409);

    // fix the causes: the image appears, the fake one is replaced by a GIF-less valid one, the barcode is accepted
    images.add('/later.png');
    const t = await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}/topics/${topic.id}`);
    expect((await gw.call('PUT', `/campaign/v3/campaigns/${w.campaignId}/topics/${topic.id}`, { body: { ...t.json, ...product(true) }, headers: ifMatch(t.json) })).status).toBe(200);
    const retry = await gw.call('POST', `/mapping/v1/tasks/${byName.get('Cereal scan')!.id}/retry`, { headers: { 'Idempotency-Key': 'retry-1' } });
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ stateType: 'PENDING', retries: 1 });
    expect(retry.json.tasks.map((x: Task) => [x.name.replace(images.base, ''), x.stateType]).sort()).toEqual([['/fake.png', 'PENDING'], ['/later.png', 'PENDING'], ['/ok.png', 'SUCCESS']]);
    const replay = await gw.call('POST', `/mapping/v1/tasks/${byName.get('Cereal scan')!.id}/retry`, { headers: { 'Idempotency-Key': 'retry-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json.retries).toBe(1);
    // failed ancestors are decided again once the children finish
    const afterRetry: Task = (await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}`)).json;
    expect(afterRetry.stateType).toBe('PENDING');
    const rootRetry = await gw.call('POST', `/mapping/v1/tasks/mt-${w.campaignId}/retry`);
    expect(rootRetry.status).toBe(200);
    await drainMapping(worker());
    const done: Task = (await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}`)).json;
    const states = new Map(flat(done).map((x) => [x.name, x]));
    expect(states.get(`${images.base}/fake.png`)!.stateType).toBe('FAILURE');
    expect(states.get(`${images.base}/later.png`)).toMatchObject({ stateType: 'SUCCESS', retries: 1 });
    expect(states.get('Cola 12 pack')).toMatchObject({ stateType: 'SUCCESS', retries: 1 });
    expect(done.retries).toBe(1);
  });

  it('an IMAGE task checks a file this gateway serves: an uploaded image succeeds, a missing one fails', async () => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    const upload = await fetch(`${gw.base}/files/v1/images/`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const { fileURL } = (await upload.json()) as { fileURL: string };
    const w = await makeWorld(gw, 'v3');
    const gone = fileURL.replace(/\/images\/[^/]+$/, '/images/0000000000000000.png');
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w, { format: { ...scanFormat(w), images: { a: { url: fileURL }, b: { url: gone } } } }) });
    expect(ad.status).toBe(201);
    await resaveV3(gw, w.campaignId);
    await drainMapping(worker({ ownFiles: gw.files }));
    const adTask: Task = (await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}-a${ad.json.id}`)).json;
    const byUrl = new Map(adTask.tasks.map((t) => [t.name, t]));
    // the gateway listens on 127.0.0.1, which may not be fetched: success means it was read from DATA_DIR
    expect(byUrl.get(fileURL)).toMatchObject({ stateType: 'SUCCESS', error: null });
    expect(byUrl.get(gone)).toMatchObject({ stateType: 'FAILURE', error: `Image ${gone} could not be fetched (404)` });
  });

  it('two workers on one store never run the same task', async () => {
    const w = await makeWorld(gw, 'v3');
    const urls = Array.from({ length: 16 }, (_, i) => `${images.base}/n/${kind}-${i}.png`);
    const ad = await gw.call('POST', adsPath(w), {
      body: scanAd(w, { format: { ...scanFormat(w), images: Object.fromEntries(urls.map((url, i) => [`img${i}`, { url }])) } }),
    });
    expect(ad.status).toBe(201);
    await resaveV3(gw, w.campaignId);
    await Promise.all([drainMapping(worker({ concurrency: 3 })), drainMapping(worker({ concurrency: 3 }))]);
    for (const url of urls) expect(images.hits.get(new URL(url).pathname), url).toBe(1);
    expect((await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}`)).json.stateType).toBe('SUCCESS');
  });

  it('pings lastPingTime while a task works; refuses to retry a live task and retries a stuck one', async () => {
    const w = await makeWorld(gw, 'v3');
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w, { format: { ...scanFormat(w), images: { main: { url: `${images.base}/slow.png` } } } }) });
    expect(ad.status).toBe(201);
    await resaveV3(gw, w.campaignId);
    const imageId = (await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}-a${ad.json.id}`)).json.tasks[0].id as string;
    const running = drainMapping(worker({ heartbeatMs: 150 }));
    let first: string | null = null;
    let later: string | null = null;
    for (let i = 0; i < 60 && !later; i++) {
      await new Promise((r) => setTimeout(r, 40));
      const task = (await gw.call('GET', `/mapping/v1/tasks/${imageId}`)).json as Task;
      if (task.stateType !== 'IN_PROGRESS') continue;
      first ??= task.lastPingTime;
      if (task.lastPingTime !== first) later = task.lastPingTime;
    }
    expect(first).not.toBeNull();
    const at = (t: string) => Date.parse(t.replace('[UTC]', ''));
    expect(at(later!)).toBeGreaterThan(at(first!));
    const live = await gw.call('POST', `/mapping/v1/tasks/${imageId}/retry`);
    expect(live.status).toBe(409);
    await running;
    expect((await gw.call('GET', `/mapping/v1/tasks/${imageId}`)).json.stateType).toBe('SUCCESS');

    // a task whose worker died: in progress, last ping 5 minutes ago (the spec's stuck threshold is 4)
    await gw.store.tx((tx) => tx.execute(sql`update mapping_task set state_type = 'IN_PROGRESS', last_ping_time = now() - interval '5 minutes' where id = ${imageId}`));
    const stuck = (await gw.call('GET', `/mapping/v1/tasks/${imageId}`)).json as Task;
    expect(Date.now() - Date.parse(stuck.lastPingTime!.replace('[UTC]', ''))).toBeGreaterThan(240_000);
    const retry = await gw.call('POST', `/mapping/v1/tasks/${imageId}/retry`);
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ stateType: 'PENDING', lastPingTime: null, retries: 1 });
  });
});
