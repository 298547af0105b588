import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { openStore, type Store } from '#server/store/db';
import { freshDatabase, QUIET } from './harness';
import { startTcpProxy } from './tcp-proxy';

/** A gateway whose PostgreSQL sits behind a proxy the test can stall and cut. */
describe.skipIf(!process.env.DATABASE_URL)('a stalled or lost PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let store: Store;
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    db = await freshDatabase();
    const url = new URL(db.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    store = await openStore({ dataDir: '', databaseUrl: url.toString(), timeouts: { connectMs: 500, statementMs: 1_000, idleInTransactionMs: 1_000 } });
    const app = createApp(store, { appEnv: 'test', auth: 'off', logger: QUIET });
    server = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/flightdeck/services`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await store?.close().catch(() => undefined);
    await proxy?.close();
    await db?.drop();
  });

  /** A call and how long it took to be answered. */
  async function timed(method: string, path: string, body?: unknown) {
    const started = Date.now();
    const res = await fetch(base + path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
    return { status: res.status, json: (await res.json()) as any, ms: Date.now() - started };
  }
  async function eventually(check: () => Promise<boolean>, ms = 15_000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('did not happen in time');
  }

  it('answers 503 with a reason instead of hanging while the database stalls or is gone, and recovers by itself', async () => {
    expect((await timed('GET', '/health/live')).status).toBe(200);
    expect((await timed('GET', '/health/ready')).json).toEqual({ status: 'ok', store: 'postgres' });
    expect((await timed('POST', '/company/v1/companies', { name: 'Before the outage' })).status).toBe(201);

    for (const outage of ['stall', 'cut'] as const) {
      proxy.set(outage);
      const ready = await timed('GET', '/health/ready');
      expect(ready.status, outage).toBe(503);
      expect(ready.json.reason, outage).toMatch(/The store (did not answer within 1000 ms|failed)/);
      expect(ready.ms, outage).toBeLessThan(2_500);
      // health is ready's old name: a probe that used it sees the outage too
      expect((await timed('GET', '/health')).status).toBe(503);
      expect((await timed('GET', '/health/live')).status).toBe(200);
      for (const [method, path, body] of [['GET', '/company/v1/companies'], ['POST', '/company/v1/companies', { name: `During the ${outage}` }]] as const) {
        const res = await timed(method, path, body);
        expect(res.status, `${outage} ${method}`).toBe(503);
        expect(res.json.errorMsg).toBe('The store did not answer in time');
        // within the statement timeout (1 s) and a second more for the client's own, not hung
        expect(res.ms, `${outage} ${method}`).toBeLessThan(4_000);
      }

      proxy.set('pass');
      await eventually(async () => (await timed('GET', '/health/ready')).status === 200);
      expect((await timed('GET', '/company/v1/companies')).status).toBe(200);
      expect((await timed('POST', '/company/v1/companies', { name: `After the ${outage}` })).status).toBe(201);
    }
    const names = (await timed('GET', '/company/v1/companies?limit=50')).json.objects.map((c: { name: string }) => c.name).sort();
    expect(names).toEqual(['After the cut', 'After the stall', 'Before the outage']);
  }, 90_000);
});
