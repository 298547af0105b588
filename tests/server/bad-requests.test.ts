import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AdSetSchema } from '#domain/ad-set';
import { AdSchema } from '#domain/ad/ad';
import { CampaignSchema } from '#domain/campaign';
import { ChainSchema } from '#domain/chain';
import { CompanySchema } from '#domain/company';
import { InsertionOrderSchema } from '#domain/insertion-order';
import { TopicSchema } from '#domain/topic';
import { arbitraryFor } from '#tests/support/valibot-arbitrary';
import { adsPath, makeWorld } from './ad-fixtures';
import { campaignBody, createCompany, createOrder, orderBody } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

/** Every write path with a valid body; the fuzzer mutates these. */
async function writeTargets(gw: Gateway) {
  const company = await createCompany(gw);
  const order = await createOrder(gw, company.id);
  return [
    { path: '/company/v1/companies/', valid: { name: 'Fuzzed Company Name' } },
    { path: '/order/v1/insertionOrders/', valid: orderBody(company.id) },
    { path: '/campaign/v1/campaigns/', valid: campaignBody(company.id, order.id) },
  ];
}

const changeCount = async (gw: Gateway) => (await gw.call('GET', '/changelog/v1/change/metadata?limit=1')).json.pagination.objectCount as number;

describe.each(STORE_KINDS)('bad requests on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it.each([
    ['broken JSON', '{"name": "Acme', 400, 'Malformed JSON'],
    ['an empty body', '', 400, 'Malformed JSON'],
    ['a JSON array', '[1,2]', 400, 'Must be a JSON object'],
    ['a JSON string', '"Acme"', 400, 'Must be a JSON object'],
  ])('answers %s with a 400', async (_label, rawBody, status, text) => {
    const res = await gw.call('POST', '/company/v1/companies/', { rawBody });
    expect(res.status).toBe(status);
    expect(res.json.errorMsg).toContain(text);
  });

  it('refuses a JSON write sent as another content type with 415', async () => {
    const res = await gw.call('POST', '/company/v1/companies/', { rawBody: 'name=Acme', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await gw.call('POST', '/company/v1/companies/', { body: { name: 'Big', tags: ['x'.repeat(2 * 1024 * 1024)] } });
    expect(res.status).toBe(413);
    expect(res.json.errorMsg).toMatch(/larger than/);
  });

  it('answers a method a known path does not take with 405, an Allow header and the error shape, not 404', async () => {
    for (const [method, path, allow] of [
      ['PATCH', '/company/v1/companies/c-1', 'GET, HEAD, PUT, DELETE'],
      ['DELETE', '/company/v1/companies/', 'GET, HEAD, POST'],
      ['POST', '/health', 'GET, HEAD'],
      ['PUT', '/chain/v1/chains', 'GET, HEAD, POST'],
      ['DELETE', '/chain/v1/chains/10', 'GET, HEAD, PUT'],
      ['GET', '/mapping/v1/tasks/t-1/retry', 'POST'],
      ['POST', '/campaign/v3/campaigns/c-1/topics/t-1', 'GET, HEAD, PUT, DELETE'],
    ] as const) {
      const res = await gw.call(method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(res.json.errorMsg).toBe(`${method} is not supported on /flightdeck/services${path.replace(/\/$/, '')}; it takes ${allow}`);
    }
    // a path the table does not know stays a 404, whatever the method
    expect((await gw.call('PATCH', '/nothing/here')).status).toBe(404);
  });

  it('answers unknown calls and ids with 404 in the error shape', async () => {
    expect((await gw.call('GET', '/nothing/here')).json.errorMsg).toMatch(/No such call/);
    expect((await gw.call('GET', '/campaign/v1/campaigns/31337')).status).toBe(404);
  });

  it('answers a cursor given out for another sort, or one whose key the sort column cannot hold, with a 400 naming it', async () => {
    const company = await createCompany(gw);
    for (let i = 0; i < 3; i++) await createOrder(gw, company.id, { totalAmount: 100 + i });
    const byName = await gw.call('GET', '/order/v1/insertionOrders/?limit=1&sort=name');
    const next = byName.json.pagination.next as string;
    // The same cursor goes on in its own order.
    expect((await gw.call('GET', `/order/v1/insertionOrders/?limit=1&sort=name&next=${next}`)).status).toBe(200);
    // A link edited by hand: the sort dropped (the default sorts by creation time), or another sort.
    for (const sort of ['', '&sort=-name', '&sort=totalAmount']) {
      const res = await gw.call('GET', `/order/v1/insertionOrders/?limit=1&next=${next}${sort}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ fieldName: 'next', message: 'Given out for another sort order: start again from the first page' }]);
    }
    // A cursor made by hand, without the sort it was given out for, whose key is no time or amount.
    const forged = Buffer.from(JSON.stringify({ k: 'a', i: '1', d: 'after', p: 3 })).toString('base64url');
    for (const sort of ['-created', 'totalAmount']) {
      const res = await gw.call('GET', `/order/v1/insertionOrders/?limit=1&sort=${sort}&next=${forged}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ fieldName: 'next', message: 'Not a cursor this list gave out' }]);
    }
    // a hand-made time key the store's timestamps cannot hold (year 0, six-digit years) is no cursor either, not a 500
    for (const k of ['+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '0000-01-01T00:00:00.000Z']) {
      const time = Buffer.from(JSON.stringify({ k, i: '1', d: 'after', p: 1 })).toString('base64url');
      for (const path of ['/campaign/v1/campaigns/?', '/order/v1/insertionOrders/?sort=-created&', '/changelog/v1/change/metadata?']) {
        const res = await gw.call('GET', `${path}next=${time}`);
        expect(res.status, `${path} ${k}`).toBe(400);
        expect(res.json.errors).toEqual([{ fieldName: 'next', message: 'Not a cursor this list gave out' }]);
      }
    }
  });

  it('answers any sort key a list does not have with a 400 naming sort, never a 500, on every list', async () => {
    const w = await makeWorld(gw);
    const jobId = (await gw.call('GET', '/adminBackend/jobs/v1/jobs?limit=1')).json.objects[0]?.id as string;
    // [method, path (with its own query), the list's own sort keys]
    const lists: [string, string, string[]][] = [
      ['GET', '/company/v1/companies?', ['name', 'created']],
      ['GET', '/order/v1/insertionOrders?', ['name', 'totalAmount', 'created']],
      ['GET', '/campaign/v1/campaigns?', ['created']],
      ['GET', `${w.base}?`, ['created', 'name']],
      ['GET', `${adsPath(w)}?`, ['created', 'name']],
      ['GET', `/campaign/v1/campaigns/${w.campaignId}/ads/find?`, ['id']],
      ['POST', '/ad/v1/ads?', ['name', 'format', 'kickAmount', 'startDate', 'endDate']],
      ['GET', `/campaign/v1/campaigns/${w.campaignId}/topics?`, ['created', 'name']],
      ['GET', '/chain/v1/chains?', ['name', 'status', 'priority']],
      ['GET', '/changelog/v1/change/metadata?', ['changeTime']],
      ['GET', '/events/v1/deliveries?', ['created']],
      ['GET', '/events/v1/deadLetters?', ['created']],
      ['GET', `/adminBackend/legacy/v1/location/chains/${w.chainId}/locations?`, ['id']],
      ['GET', '/adminBackend/jobs/v1/jobs?', ['created']],
      ['GET', `/adminBackend/jobs/v1/jobs/${jobId}/tasks?`, ['position']],
    ];
    // what every JavaScript object inherits, and any other text
    const inherited = Object.getOwnPropertyNames(Object.prototype);
    const sortKey = fc.tuple(fc.boolean(), fc.oneof(fc.constantFrom(...inherited), fc.string({ maxLength: 12 }))).map(([desc, key]) => `${desc ? '-' : ''}${key}`);
    await fc.assert(
      fc.asyncProperty(fc.nat(lists.length - 1), sortKey, async (i, sort) => {
        const [method, path, own] = lists[i]!;
        const res = await gw.call(method, `${path}sort=${encodeURIComponent(sort)}`, method === 'POST' ? { body: {} } : {});
        if (own.includes(sort.replace(/^-/, ''))) return;
        expect(res.status, `${method} ${path}sort=${sort}: ${JSON.stringify(res.json)}`).toBe(400);
        expect(res.json.errors?.map((e: { fieldName: string }) => e.fieldName)).toEqual(['sort']);
      }),
      { numRuns: 150, seed: 20261127, examples: inherited.flatMap((key) => lists.map((_, i) => [i, key] as [number, string])) },
    );
  }, 120_000);

  it('never answers a 5xx, and stores nothing on a 4xx, for bodies drawn from every schema', async () => {
    const w = await makeWorld(gw);
    const targets: [string, v.GenericSchema, (body: unknown) => unknown][] = [
      ['/company/v1/companies/', CompanySchema, (b) => b],
      ['/order/v1/insertionOrders/', InsertionOrderSchema, (b) => b],
      ['/campaign/v1/campaigns/', CampaignSchema, (b) => b],
      [w.base, AdSetSchema, (b) => b],
      [adsPath(w), AdSchema, (b) => b],
      [`/campaign/v1/campaigns/${w.campaignId}/topics`, TopicSchema, (b) => b],
      ['/chain/v1/chains', ChainSchema, (b) => ({ chain: b, button_ids: [] })],
    ];
    for (const [path, schema, wrap] of targets) {
      await fc.assert(
        fc.asyncProperty(arbitraryFor(schema), async (body) => {
          const before = await changeCount(gw);
          const res = await gw.call('POST', path, { body: wrap(body) ?? {} });
          expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.json.errorMsg).toEqual(expect.any(String));
            expect(await changeCount(gw), `${path}: a refused write left a change behind`).toBe(before);
          }
        }),
        { numRuns: 40, seed: 20261122 },
      );
    }
  }, 240_000);

  it('never answers a 5xx, and stores nothing on a 4xx, for mutations of valid bodies', async () => {
    const targets = await writeTargets(gw);
    await fc.assert(
      fc.asyncProperty(fc.nat(targets.length - 1), fc.option(fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 3 }), fc.boolean(), async (t, key, value, replace) => {
        const target = targets[t]!;
        const fields = Object.keys(target.valid);
        const field = key && !fields.includes(key) ? key : fields[(key?.length ?? 0) % fields.length]!;
        const before = await changeCount(gw);
        const res = await gw.call('POST', target.path, { body: replace ? value : { ...target.valid, [field]: value } });
        expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.json.errorMsg).toEqual(expect.any(String));
          expect(await changeCount(gw)).toBe(before);
        }
      }),
      { numRuns: 150, seed: 20261122 },
    );
  }, 240_000);
});
