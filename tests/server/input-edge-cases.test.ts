import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../../src/server/http/body';
import { worldForSuite } from './ad-fixtures';
import { ifMatch } from './fixtures';
import { STORE_KINDS } from './harness';

const jobCount = async (gw: { call: (m: string, p: string) => Promise<{ json: any }> }) =>
  (await gw.call('GET', '/adminBackend/jobs/v1/jobs')).json.objects.length as number;

/** Bad input found by auditing the gateway as a demanding client: a 400 naming the field, never a 500 or a stored write. */
describe.each(STORE_KINDS)('input edge cases on %s', (kind) => {
  const { gw, w } = worldForSuite(kind, 'v3');

  it('refuses an ad browser search whose body is a JSON list rather than an object', async () => {
    for (const rawBody of ['[]', '[{"chainIds":["1"]}]']) {
      const res = await gw.call('POST', '/ad/v1/ads', { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.json.errors).toEqual([{ fieldName: '(body)', message: 'Must be a JSON object' }]);
    }
    // an empty body and an empty object still search without filters
    expect((await gw.call('POST', '/ad/v1/ads', { rawBody: '' })).status).toBe(200);
    expect((await gw.call('POST', '/ad/v1/ads', { body: {} })).status).toBe(200);
  });

  it('refuses a body nested deeper than any document with a 400 naming where, for hundreds of thousands of brackets too', async () => {
    const changes = async () => (await gw.call('GET', '/changelog/v1/change/metadata?limit=1')).json.pagination.objectCount as number;
    const before = await changes();
    for (const depth of [MAX_JSON_DEPTH + 1, 10_000, 400_000]) {
      const res = await gw.call('POST', '/company/v1/companies/', { rawBody: `{"name":"Deep Co","legacy":${'['.repeat(depth)}${']'.repeat(depth)}}` });
      expect(res.status, `${depth}: ${JSON.stringify(res.json).slice(0, 200)}`).toBe(400);
      expect(res.json.errors[0].message).toBe(TOO_DEEP_MESSAGE);
      expect(res.json.errors[0].fieldName).toMatch(/^legacy(\.0)+$/);
    }
    const chain = await gw.call('POST', '/chain/v1/chains', { rawBody: `{"chain":{"name":"Deep"},"button_ids":${'['.repeat(10_000)}${']'.repeat(10_000)}}` });
    expect(chain.status).toBe(400);
    expect(await changes()).toBe(before);
    // what documents really nest is well within the bound
    expect((await gw.call('POST', '/company/v1/companies/', { body: { name: 'Shallow Co', tags: ['a'] } })).status).toBe(201);
  });

  it('refuses change metadata dates the store cannot compare (year 0, six-digit years) with a 400 naming the parameter', async () => {
    for (const [query, field] of [['minDate=0000-01-01', 'minDate'], ['minDate=0000-06-01T00:00:00Z', 'minDate'], ['maxDate=-271821-04-20T00:00:00Z', 'maxDate'], ['maxDate=%2B275000-01-01T00:00:00Z', 'maxDate']]) {
      const res = await gw.call('GET', `/changelog/v1/change/metadata?${query}`);
      expect(res.status, `${query}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.errors, query).toEqual([{ fieldName: field, message: expect.any(String) }]);
    }
    expect((await gw.call('GET', '/changelog/v1/change/metadata?minDate=0001-01-01&maxDate=9999-12-31')).status).toBe(200);
  });

  describe('a lookbook upload', () => {
    let carousel: { id: string; pricingModelId: string };
    beforeAll(async () => {
      const order = await gw.call('GET', `/order/v1/insertionOrders/${w.orderId}`);
      const items = [...order.json.orderLineItems, { orderLineItemType: 'CAROUSEL', description: 'Lookbook line', pricingModel: { '@type': 'FreePricingModel' } }];
      const put = await gw.call('PUT', `/order/v1/insertionOrders/${w.orderId}`, { body: { ...order.json, orderLineItems: items }, headers: ifMatch(order.json) });
      const line = put.json.orderLineItems.find((li: { orderLineItemType: string }) => li.orderLineItemType === 'CAROUSEL');
      carousel = { id: line.id, pricingModelId: line.pricingModel.id };
    });

    it('whose file name holds a NUL character is refused with a 400 naming the file field, and records no job', async () => {
      const form = new FormData();
      form.set('file', new Blob(['name\n"Card"'], { type: 'text/csv' }), 'gifts\u0000.csv');
      form.set('lookbookMetadata', JSON.stringify({ insertionOrderId: w.orderId, orderLineItemId: carousel.id, pricingModelId: carousel.pricingModelId, storyGroupId: '1', taxonomyNodeId: '10', storyType: 'BRANDED' }));
      const before = await jobCount(gw);
      const res = await fetch(`${gw.base}/adminBackend/sheets/v1/campaigns/${w.campaignId}/adsets/${w.adSetId}/lookbooks`, { method: 'POST', body: form });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([{ fieldName: 'file', message: 'The file name must not contain a NUL character (U+0000)' }]);
      expect(await jobCount(gw)).toBe(before);
    });
  });
});
