import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streamSettings } from '#server/http/event-stream';
import { freshDatabase, type Gateway, STORE_KINDS, startGateway } from './harness';
import { type GatewayProcess, spawnGateway, waitHealthy } from './process';
import { openEventStream, type SseEvent } from './sse-client';

/** The record stream of a gateway, from `lastEventId` when given. */
const openStream = (base: string, lastEventId?: string) => openEventStream(`${base}/events/v1/stream`, lastEventId);

interface Change {
  documentType: string;
  id: string;
  event: string;
  version: number;
  userId: string;
  changeSetId: string;
  parentIds: string[];
}
const changesOf = (events: SseEvent[]) => events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data) as Change);
const changed = (events: SseEvent[], id: string, event: string) => changesOf(events).some((c) => c.id === id && c.event === event);

describe.each(STORE_KINDS)('record stream on %s', (kind) => {
  let gw: Gateway;
  const streams: Array<{ close(): Promise<void> }> = [];
  const stream = async (lastEventId?: string) => {
    const s = await openStream(gw.base, lastEventId);
    streams.push(s);
    return s;
  };
  const createCompany = async (name: string) => {
    const res = await gw.call('POST', '/company/v1/companies/', { body: { name } });
    expect(res.status).toBe(201);
    return res.json as { id: string; version: number; name: string };
  };

  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await gw.close();
  });

  it('starts with ready, then tells each create, update and delete: kind, id, version, who and its change set', async () => {
    const s = await stream();
    const [ready] = await s.until((e) => e.length >= 1);
    expect(s.res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(ready).toMatchObject({ event: 'ready', id: expect.stringMatching(/^\d+$/) });

    const company = await createCompany('Streamside Foods');
    await s.until((e) => changed(e, company.id, 'CREATE'));
    const renamed = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { name: 'Streamside Foods Co' }, headers: { 'If-Match': `"${company.version}"` } });
    expect(renamed.status).toBe(200);
    await s.until((e) => changed(e, company.id, 'UPDATE'));
    expect((await gw.call('DELETE', `/company/v1/companies/${company.id}`, { headers: { 'If-Match': `"${renamed.json.version}"` } })).status).toBe(200);
    await s.until((e) => changed(e, company.id, 'DELETE'));

    const mine = changesOf(s.events).filter((c) => c.id === company.id);
    expect(mine.map((c) => [c.event, c.version])).toEqual([['CREATE', 1], ['UPDATE', 2], ['DELETE', 2]]);
    expect(mine[0]).toMatchObject({ documentType: 'Company', userId: 'local', changeSetId: expect.stringMatching(/^\d+$/) });
    // each single save is a change set of its own
    expect(new Set(mine.map((c) => c.changeSetId)).size).toBe(3);
    const ids = s.events.filter((e) => e.event === 'change').map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('resumes with Last-Event-ID: the changes made while away come first, and no ready', async () => {
    const first = await stream();
    await first.until((e) => e.length >= 1);
    const before = await createCompany('Resume Before');
    await first.until((e) => changed(e, before.id, 'CREATE'));
    const resumeAt = first.events.at(-1)!.id!;
    await first.close();

    const whileAway = await createCompany('Resume While Away');
    const again = await stream(resumeAt);
    await again.until((e) => changed(e, whileAway.id, 'CREATE'));
    expect(again.events.some((e) => e.event === 'ready' || e.event === 'reset')).toBe(false);
    expect(changed(again.events, before.id, 'CREATE')).toBe(false);
  });

  it('answers a Last-Event-ID it never gave with reset, then goes on live', async () => {
    const s = await stream('999999999999');
    const [reset] = await s.until((e) => e.length >= 1);
    expect(reset!.event).toBe('reset');
    const company = await createCompany('After Reset');
    await s.until((e) => changed(e, company.id, 'CREATE'));
  });

  it('sends a ping when nothing changes', async () => {
    streamSettings.pingMs = 100;
    try {
      const s = await stream();
      await s.until((e) => e.some((x) => x.event === 'ping'));
    } finally {
      streamSettings.pingMs = 20_000;
    }
  });
});

describe.runIf(STORE_KINDS.includes('postgres'))('record stream across two gateway processes on one PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let a: GatewayProcess;
  let b: GatewayProcess;
  beforeAll(async () => {
    db = await freshDatabase();
    // pings far apart: only the NOTIFY from the other process can wake the stream in time
    const env = { DATABASE_URL: db.url, EVENT_STREAM_PING_MS: '600000', DATA_DIR: '/nonexistent-unused' };
    a = spawnGateway(env);
    b = spawnGateway(env);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  }, 120_000);
  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await db?.drop();
  });

  it('a company saved through one gateway reaches a stream opened on the other within 2 s', async () => {
    const s = await openStream(b.base);
    try {
      await s.until((e) => e.length >= 1);
      const res = await fetch(`${a.base}/company/v1/companies/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Across Gateways' }) });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await s.until((e) => changed(e, id, 'CREATE'), 2_000);
    } finally {
      await s.close();
    }
  }, 60_000);
});
