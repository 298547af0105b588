import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

describe.each(STORE_KINDS)('idempotent creates on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  const create = (name: string, key: string) =>
    gw.call('POST', '/company/v1/companies/', { body: { name }, headers: { 'Idempotency-Key': key } });

  it('replays the first answer for a retry with the same key, creating one document', async () => {
    const first = await create('Replay Foods', 'key-replay');
    const again = await create('Replay Foods', 'key-replay');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const list = await gw.call('GET', '/company/v1/companies/?name=replay%20foods');
    expect(list.json.objects).toHaveLength(1);
  });

  it('refuses the same key with another body with 422', async () => {
    await create('Keyed Once', 'key-reuse');
    const other = await create('Keyed Twice', 'key-reuse');
    expect(other.status).toBe(422);
    expect((await gw.call('GET', '/company/v1/companies/?name=keyed%20twice')).json.objects).toHaveLength(0);
  });

  it('answers concurrent retries with one create and 409s or replays for the rest', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => create('Racing Retries', 'key-race')));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    const created = results.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') !== 'true');
    expect(created).toHaveLength(1);
    const list = await gw.call('GET', '/company/v1/companies/?name=racing%20retries');
    expect(list.json.objects).toHaveLength(1);
  });

  it('answers concurrent retries of a request that has finished with its stored answer, not 409', async () => {
    const first = await create('Finished First', 'key-finished');
    expect(first.status).toBe(201);
    const retries = await Promise.all(Array.from({ length: 10 }, () => create('Finished First', 'key-finished')));
    expect(retries.map((r) => r.status)).toEqual(Array(10).fill(201));
    for (const retry of retries) {
      expect(retry.json).toEqual(first.json);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    }
  });

  it('does not keep a key whose request failed, so a corrected retry goes through', async () => {
    const bad = await create('ab', 'key-fix');
    expect(bad.status).toBe(400);
    const fixed = await create('Fixed Name Co', 'key-fix');
    expect(fixed.status).toBe(201);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('idempotent creates across two gateways on one PostgreSQL', () => {
  let a: Gateway;
  let b: Gateway;
  beforeAll(async () => {
    a = await startGateway('postgres');
    b = await startGateway('postgres', { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('creates once for retries spread over both, and every retry of the finished request gets its answer', async () => {
    const create = (gw: Gateway) => gw.call('POST', '/company/v1/companies/', { body: { name: 'Two Gateways Co' }, headers: { 'Idempotency-Key': 'key-two-gateways' } });
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => create(i % 2 ? a : b)));
    expect(racing.every((r) => r.status === 201 || r.status === 409), JSON.stringify(racing.map((r) => r.status))).toBe(true);
    expect(racing.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const first = racing.find((r) => r.status === 201)!;
    const retries = await Promise.all(Array.from({ length: 10 }, (_, i) => create(i % 2 ? a : b)));
    expect(retries.map((r) => r.status)).toEqual(Array(10).fill(201));
    for (const retry of retries) expect(retry.json.id).toBe(first.json.id);
    expect((await b.call('GET', '/company/v1/companies/?name=two%20gateways')).json.objects).toHaveLength(1);
  });
});
