import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streamSettings } from '#server/http/event-stream';
import { openEventStream, type SseEvent } from './sse-client';
import { execRows } from '#server/repo/documents';
import { pruneChanges } from '#server/repo/mapping';
import { drainMapping, startMappingWorker } from '#server/workers/mapping';
import type { Poller } from '#server/workers/poller';
import { adsPath, makeWorld, scanAd, scanFormat } from './ad-fixtures';
import { freshDatabase, type Gateway, STORE_KINDS, startGateway } from './harness';
import { imageHost, resaveV3 } from './mapping-fixtures';
import { type GatewayProcess, spawnGateway, waitHealthy } from './process';

/** The mapping stream of a campaign on a gateway, from `lastEventId` when given. */
const openStream = (base: string, campaignId: string, lastEventId?: string) => openEventStream(`${base}/mapping/v1/campaigns/${campaignId}/stream`, lastEventId);

const changes = (events: SseEvent[]) => events.filter((e) => e.event === 'message');
const taskOf = (e: SseEvent) => JSON.parse(e.data) as { id: string; type: string; stateType: string; state: { type: string }; tasks?: unknown[] };

describe.each(STORE_KINDS)('mapping stream on %s', (kind) => {
  let gw: Gateway;
  const workers: Poller[] = [];
  const streams: Array<{ close(): Promise<void> }> = [];
  const stream = async (campaignId: string, lastEventId?: string) => {
    const s = await openStream(gw.base, campaignId, lastEventId);
    streams.push(s);
    return s;
  };
  const drain = () => {
    const w = startMappingWorker({ store: gw.store, autoStart: false });
    workers.push(w);
    return drainMapping(w);
  };
  const changeIds = async (campaignId: string, after: number) =>
    (await gw.store.read((db) => execRows<{ id: string }>(db, sql`select id::text from mapping_change m where campaign_id = ${campaignId} and m.id > ${after} order by m.id`))).map((r) => r.id);

  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((s) => s.close()));
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    streamSettings.pingMs = 20_000;
  });
  afterAll(async () => {
    await gw.close();
  });

  it('sends the tree first, then each task change with a monotonic id', async () => {
    const w = await makeWorld(gw, 'v3', { product: false });
    await resaveV3(gw, w.campaignId);
    const s = await stream(w.campaignId);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const [first] = await s.until((e) => e.length >= 1);
    expect(first!.event).toBe('tree');
    expect(taskOf(first!)).toMatchObject({ type: 'CAMPAIGN', stateType: 'PENDING', state: { type: 'PENDING' } });
    expect(taskOf(first!).tasks).toHaveLength(1);
    expect(first!.id).toBe((await changeIds(w.campaignId, 0)).at(-1));
    await drain();
    // root and ad set: IN_PROGRESS then SUCCESS each
    const live = changes(await s.until((e) => changes(e).length >= 4));
    expect(live.map((e) => `${taskOf(e).type} ${taskOf(e).state.type}`)).toEqual(['AD_SET IN_PROGRESS', 'AD_SET SUCCESS', 'CAMPAIGN IN_PROGRESS', 'CAMPAIGN SUCCESS']);
    const ids = live.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(first!.id));
  });

  it('a campaign without a tree streams the live event defaults; an unknown campaign is a 404', async () => {
    const w = await makeWorld(gw, 'v1');
    const s = await stream(w.campaignId);
    const [first] = await s.until((e) => e.length >= 1);
    expect(first).toMatchObject({ event: 'tree', id: '0' });
    expect(taskOf(first!)).toMatchObject({ type: 'CAMPAIGN', state: { type: 'UNCHANGED' }, tasks: [] });
    const missing = await fetch(`${gw.base}/mapping/v1/campaigns/424242/stream`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ errorMsg: 'Campaign 424242 not found' });
  });

  it('resumes after a dropped connection with exactly the missed changes, in order', async () => {
    const w = await makeWorld(gw, 'v3');
    const first = await stream(w.campaignId);
    const [tree] = await first.until((e) => e.length >= 1);
    await first.close();
    await resaveV3(gw, w.campaignId);
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w) });
    expect(ad.status).toBe(201);
    await resaveV3(gw, w.campaignId);
    await drain();
    const missed = await changeIds(w.campaignId, Number(tree!.id));
    expect(missed.length).toBeGreaterThan(8);
    const again = await stream(w.campaignId, tree!.id);
    const events = await again.until((e) => e.length >= missed.length);
    await new Promise((r) => setTimeout(r, 200));
    expect(again.events.map((e) => e.event)).toEqual(missed.map(() => 'message'));
    expect(events.map((e) => e.id)).toEqual(missed);
    // and live changes follow on the resumed stream
    await resaveV3(gw, w.campaignId);
    await again.until((e) => e.length > missed.length);
    expect(Number(again.events.at(-1)!.id)).toBeGreaterThan(Number(missed.at(-1)));
  });

  it('answers an id older than what is kept, or not one of ours, with a reset carrying the whole tree', async () => {
    const w = await makeWorld(gw, 'v3');
    const s = await stream(w.campaignId);
    const [tree] = await s.until((e) => e.length >= 1);
    await s.close();
    await resaveV3(gw, w.campaignId);
    // the log keeps the newest changes per campaign (here 1): the client's id is gone
    await gw.store.tx((tx) => pruneChanges(tx, 3_600_000, 1));
    expect(await changeIds(w.campaignId, 0)).toHaveLength(1);
    const old = await stream(w.campaignId, tree!.id);
    const [reset] = await old.until((e) => e.length >= 1);
    expect(reset!.event).toBe('reset');
    expect(taskOf(reset!)).toMatchObject({ type: 'CAMPAIGN', stateType: 'PENDING' });
    expect(reset!.id).toBe((await changeIds(w.campaignId, 0)).at(-1));
    const garbage = await stream(w.campaignId, 'not-an-id');
    expect((await garbage.until((e) => e.length >= 1))[0]!.event).toBe('reset');
  });

  it('sends a ping at the configured interval', async () => {
    streamSettings.pingMs = 150;
    const w = await makeWorld(gw, 'v3');
    const s = await stream(w.campaignId);
    const events = await s.until((e) => e.some((x) => x.event === 'ping'), 3000);
    expect(events.find((x) => x.event === 'ping')!.data).toBe('{}');
  });
});

describe.each(STORE_KINDS)('mapping stream errors on %s', (kind) => {
  let gw: Gateway;
  const streams: Array<{ close(): Promise<void> }> = [];
  const GENERIC = 'Something went wrong on the server; it has been logged';
  /** What must never reach a client: SQL, table names, driver text, stack frames. */
  const leaks = (text: string) => /select|from "|relation|mapping_change|campaign_gone|Failed query|\bat \S+ \(|\.ts:\d+/i.test(text);
  const renamed = (from: string, to: string) => gw.store.tx((tx) => tx.execute(sql.raw(`alter table ${from} rename to ${to}`)));

  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((s) => s.close()));
    streamSettings.pingMs = 20_000;
  });
  afterAll(async () => {
    await gw.close();
  });

  it('an unknown campaign and a store failure before the stream starts get a generic answer', async () => {
    const missing = await fetch(`${gw.base}/mapping/v1/campaigns/424242/stream`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(JSON.stringify({ errorMsg: 'Campaign 424242 not found' }));
    const w = await makeWorld(gw, 'v3');
    await renamed('campaign', 'campaign_gone');
    try {
      const failed = await fetch(`${gw.base}/mapping/v1/campaigns/${w.campaignId}/stream`);
      expect(failed.status).toBe(500);
      const text = await failed.text();
      expect(JSON.parse(text)).toEqual({ errorMsg: GENERIC });
      expect(leaks(text)).toBe(false);
    } finally {
      await renamed('campaign_gone', 'campaign');
    }
  });

  it('a store failure on an open stream ends it with an error event naming no internals; a reconnect resumes', async () => {
    const w = await makeWorld(gw, 'v3');
    await resaveV3(gw, w.campaignId);
    streamSettings.pingMs = 100; // the ping after the failure makes the stream read the change log again
    const s = await openStream(gw.base, w.campaignId);
    streams.push(s);
    const [tree] = await s.until((e) => e.length >= 1);
    await renamed('mapping_change', 'mapping_change_gone');
    try {
      const events = await s.until((e) => e.some((x) => x.event === 'error'), 5000);
      const error = events.find((x) => x.event === 'error')!;
      expect(JSON.parse(error.data)).toEqual({ errorMsg: 'The mapping stream failed; reconnect to resume' });
      for (const e of events) expect(leaks(`${e.event} ${e.data}`), e.data).toBe(false);
      // opened while the store fails: the first event is already the error
      const broken = await openStream(gw.base, w.campaignId);
      streams.push(broken);
      const [first] = await broken.until((e) => e.length >= 1);
      expect(first).toMatchObject({ event: 'error', data: JSON.stringify({ errorMsg: 'The mapping stream failed; reconnect to resume' }) });
    } finally {
      await renamed('mapping_change_gone', 'mapping_change');
    }
    streamSettings.pingMs = 20_000;
    const again = await openStream(gw.base, w.campaignId, tree!.id);
    streams.push(again);
    await resaveV3(gw, w.campaignId);
    const [change] = await again.until((e) => e.length >= 1);
    expect(change!.event).toBe('message');
    expect(Number(change!.id)).toBeGreaterThan(Number(tree!.id));
    expect(again.events.some((e) => e.event === 'error')).toBe(false);
  });
});

/** A Gateway-like client of a spawned process, for the fixtures. */
const processClient = (base: string): Pick<Gateway, 'call'> => ({
  async call(method, path, options = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(base + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  },
});

describe.runIf(STORE_KINDS.includes('postgres'))('two gateway processes on one PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let a: GatewayProcess;
  let b: GatewayProcess;
  let images: Awaited<ReturnType<typeof imageHost>>;
  beforeAll(async () => {
    db = await freshDatabase();
    images = await imageHost();
    // the image host is on 127.0.0.1, a private address: named as an allowed intranet host
    const env = { DATABASE_URL: db.url, MAPPING_STREAM_PING_MS: '500', DATA_DIR: '/nonexistent-unused', IMAGE_CHECK_PRIVATE_ORIGINS: images.base };
    a = spawnGateway(env);
    b = spawnGateway(env);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  }, 120_000);
  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await images?.close();
    await db?.drop();
  });

  it('a mapping update made through one reaches a stream opened on the other; no task runs twice', async () => {
    const viaA = processClient(a.base);
    const viaB = processClient(b.base);
    const w = await makeWorld(viaA as Gateway, 'v3');
    const urls = Array.from({ length: 24 }, (_, i) => `${images.base}/n/${i}.png`);
    const ad = await viaA.call('POST', adsPath(w), {
      body: scanAd(w, { format: { ...scanFormat(w), images: Object.fromEntries(urls.map((url, i) => [`img${i}`, { url }])) } }),
    });
    expect(ad.status).toBe(201);
    const s = await openStream(b.base, w.campaignId);
    try {
      await s.until((e) => e.length >= 1);
      await resaveV3(viaA, w.campaignId);
      // the save on A reaches B's stream: 24 image tasks, the ad, the ad set and the campaign go PENDING
      await s.until((e) => changes(e).filter((x) => taskOf(x).type === 'IMAGE').length >= 24, 15_000);
      // both processes' workers run the tree to the end
      // (the campaign's own first run may finish before the save: only a success after it counts)
      const doneAfterSave = (e: SseEvent[]) => {
        const live = changes(e);
        const saved = live.findIndex((x) => taskOf(x).type === 'IMAGE');
        return saved >= 0 && live.slice(saved).some((x) => taskOf(x).type === 'CAMPAIGN' && taskOf(x).stateType === 'SUCCESS');
      };
      await s.until(doneAfterSave, 30_000);
      for (const url of urls) expect(images.hits.get(new URL(url).pathname), url).toBe(1);
      const root = await viaB.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}`);
      expect(root.json.stateType).toBe('SUCCESS');
      const ids = changes(s.events).map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
    } finally {
      await s.close();
    }
  }, 90_000);

  // last: it stops gateway A
  it('a gateway told to stop ends its open streams first and exits cleanly; the client resumes on the other with Last-Event-ID', async () => {
    const viaA = processClient(a.base);
    const w = await makeWorld(viaA as Gateway, 'v3');
    const s = await openStream(a.base, w.campaignId);
    const [tree] = await s.until((e) => e.length >= 1);
    expect(tree!.event).toBe('tree');
    a.child.kill('SIGTERM');
    // the server ends the stream (no abort of ours), then the process exits 0
    await s.ended;
    expect(await a.exited).toBe(0);
    expect(a.output()).toMatch(/"streams":1,.*SIGTERM: closing/);
    const resumed = await openStream(b.base, w.campaignId, tree!.id);
    try {
      await resaveV3(processClient(b.base) as Gateway, w.campaignId);
      const [first] = await resumed.until((e) => e.length >= 1, 15_000);
      // a resume, not a new start: the changes after the tree, not the tree again
      expect(first!.event).toBe('message');
      expect(Number(first!.id)).toBeGreaterThan(Number(tree!.id));
    } finally {
      await resumed.close();
    }
  }, 90_000);
});
