import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLogger } from '#server/log';
import { type Gateway, startGateway } from './harness';

describe('request log and X-Request-Id', () => {
  const lines: Record<string, any>[] = [];
  let gw: Gateway;
  beforeAll(async () => {
    const logger = makeLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    gw = await startGateway('pglite', { logger });
  });
  afterAll(async () => { await gw?.close(); });
  const logged = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  it('answers with a request id it makes, and logs the request as one JSON line under it', async () => {
    const res = await gw.call('GET', '/company/v1/companies?limit=1');
    const reqId = res.headers.get('x-request-id')!;
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged(reqId)).toEqual([
      expect.objectContaining({
        level: 30, msg: 'request', time: expect.any(String), userId: 'local', method: 'GET', route: '/flightdeck/services/company/v1/companies', path: '/flightdeck/services/company/v1/companies', status: 200, durationMs: expect.any(Number), bytes: Number(res.headers.get('content-length')),
      }),
    ]);
  });

  it("keeps the caller's request id, and makes one instead of an unsafe id", async () => {
    const kept = await gw.call('POST', '/company/v1/companies', { body: { name: 'x' }, headers: { 'X-Request-Id': 'lb-7f3a.42' } });
    expect(kept.status).toBe(400);
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    expect(logged('lb-7f3a.42')).toEqual([expect.objectContaining({ method: 'POST', status: 400, bytes: expect.any(Number) })]);
    const replaced = await gw.call('GET', '/nothing/here', { headers: { 'X-Request-Id': 'two words; \'quoted\'' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged(replaced.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ status: 404 })]);
  });
});
