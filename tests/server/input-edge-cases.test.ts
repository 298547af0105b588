import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '#server/http/body';
import { CHAIN_MESSAGES } from '#domain/chain';
import { NOT_A_LIST_MESSAGE } from '#domain/plain-object';
import { YEAR_RANGE_MESSAGE } from '#domain/timestamp';
import { adsPath, CAMPAIGN_END, scanAd, scanFormat, worldForSuite } from './ad-fixtures';
import { campaignBody, ifMatch, lineItem, orderBody, CHAIN_LOGOS } from './fixtures';
import { STORE_KINDS } from './harness';

const jobCount = async (gw: { call: (m: string, p: string) => Promise<{ json: any }> }) =>
  (await gw.call('GET', '/adminBackend/jobs/v1/jobs')).json.pagination.objectCount as number;

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

  const changes = async () => (await gw.call('GET', '/changelog/v1/change/metadata?limit=1')).json.pagination.objectCount as number;

  it('refuses a list where an object belongs (awards, images, legacy and every other nested object) with a 400 naming the field, storing nothing', async () => {
    const campaign = (await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}`)).json;
    const mcomm = await gw.call('POST', '/campaign/v3/campaigns', { body: campaignBody(campaign.companyIds[0], w.orderId, { category: 'MCOMM' }) });
    expect(mcomm.status, JSON.stringify(mcomm.json)).toBe(201);
    const topics = `/campaign/v3/campaigns/${mcomm.json.id}/topics`;
    const product = { '@type': 'PromotedProduct', name: 'Cola', barcodes: [{ barcode: '012000161155' }] };
    const cases: [string, string, unknown, string][] = [
      ['POST', '/campaign/v3/campaigns', campaignBody(campaign.companyIds[0], w.orderId, { legacy: [] }), 'legacy'],
      ['PUT', `/campaign/v3/campaigns/${w.campaignId}`, { ...campaign, legacy: [] }, 'legacy'],
      ['POST', adsPath(w), scanAd(w, { awards: [] }), 'awards'],
      ['POST', adsPath(w), scanAd(w, { format: { ...scanFormat(w), legacy: [] } }), 'format.legacy'],
      ['POST', adsPath(w), scanAd(w, { shopperProfileConfiguration: [] }), 'shopperProfileConfiguration'],
      ['POST', topics, { ...product, images: [] }, 'images'],
      ['POST', topics, { ...product, legacy: [] }, 'legacy'],
      ['POST', topics, { '@type': 'PromotedCategory', name: 'Aisle', images: [] }, 'images'],
      ['POST', topics, { ...product, images: { completedImageUrl: [] } }, 'images.completedImageUrl'],
      // (a chain constraint's chainIds is a map or, as the legacy data has it, a list: both are taken)
      ['POST', w.base, { name: 'Listed locations', constraints: [{ '@type': 'LocationConstraint', locationIds: [] }] }, 'constraints.0.locationIds'],
      ['POST', w.base, { name: 'Listed regions', constraints: [{ '@type': 'RegionConstraint', regionKeys: [] }] }, 'constraints.0.regionKeys'],
      ['POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: 'Listed Mart', ecommerce_configuration: [] }, button_ids: [] }, 'chain.ecommerce_configuration'],
      ['POST', '/order/v1/insertionOrders', orderBody(campaign.companyIds[0], { orderLineItems: [lineItem(), []] }), 'orderLineItems.1'],
    ];
    for (const [method, path, body, field] of cases) {
      const before = await changes();
      const res = await gw.call(method, path, { body, headers: method === 'PUT' ? ifMatch(campaign) : {} });
      expect(res.status, `${field}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.errors.map((e: { fieldName: string }) => e.fieldName), field).toContain(field);
      expect(res.json.errors, field).toContainEqual({ fieldName: field, message: NOT_A_LIST_MESSAGE });
      expect(await changes(), field).toBe(before);
    }
    // the objects themselves still pass, and what a GET answers goes back as it is
    expect((await gw.call('POST', adsPath(w), { body: scanAd(w, { format: { ...scanFormat(w), legacy: {} } }) })).status).toBe(201);
    expect((await gw.call('POST', topics, { body: { ...product, images: {}, legacy: { enabled: 'true' } } })).status).toBe(201);
    expect((await gw.call('PUT', `/campaign/v3/campaigns/${w.campaignId}`, { body: { ...campaign, legacy: {} }, headers: ifMatch(campaign) })).status).toBe(200);
  });

  it('refuses dates and times with year 0000 with a 400 naming the field, storing nothing; years 0001 and 9999 are taken', async () => {
    const campaign = (await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}`)).json;
    const companyId = campaign.companyIds[0];
    const range = (start: string, end: string) => ({ name: 'Dated set', constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: start, endTimestamp: end }, { '@type': 'ChainConstraint', chainIds: { [w.chainId]: true } }] });
    const cases: [string, string, unknown, string, string][] = [
      ['POST', '/campaign/v3/campaigns', campaignBody(companyId, w.orderId, { startDate: '0000-01-01T00:00:00Z[UTC]' }), 'startDate', YEAR_RANGE_MESSAGE],
      ['POST', '/campaign/v3/campaigns', campaignBody(companyId, w.orderId, { startDate: '0000-01-01T00:00:00Z', endDate: '0000-12-31T00:00:00Z' }), 'endDate', YEAR_RANGE_MESSAGE],
      ['PUT', `/campaign/v3/campaigns/${w.campaignId}`, { ...campaign, startDate: '0000-02-29T00:00:00Z[UTC]' }, 'startDate', YEAR_RANGE_MESSAGE],
      ['POST', w.base, range('0000-06-01T00:00:00Z[UTC]', CAMPAIGN_END), 'constraints.0.startTimestamp', YEAR_RANGE_MESSAGE],
      ['POST', '/order/v1/insertionOrders', orderBody(companyId, { orderLineItems: [lineItem({ startDate: '0000-01-01T00:00:00Z[UTC]' })] }), 'orderLineItems.0.startDate', YEAR_RANGE_MESSAGE],
      ['POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: 'Year Zero Mart', enabled_start_time: '0000-01-01 00:00:00' }, button_ids: [] }, 'chain.enabled_start_time', CHAIN_MESSAGES.time],
      ['POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: 'Year Zero Mart', priority: '0000-01-01' }, button_ids: [] }, 'chain.priority', CHAIN_MESSAGES.priority],
    ];
    for (const [method, path, body, field, message] of cases) {
      const before = await changes();
      const res = await gw.call(method, path, { body, headers: method === 'PUT' ? ifMatch(campaign) : {} });
      expect(res.status, `${field}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.errors, field).toContainEqual({ fieldName: field, message });
      expect(await changes(), field).toBe(before);
    }
    expect((await gw.call('POST', w.base, { body: range('0001-01-01T00:00:00Z[UTC]', '9999-12-31T23:59:59Z[UTC]') })).status).not.toBe(500);
    const widest = await gw.call('POST', '/campaign/v3/campaigns', { body: campaignBody(companyId, w.orderId, { endDate: '9999-12-31T23:59:59Z[UTC]' }) });
    expect(widest.status, JSON.stringify(widest.json)).toBe(201);
    expect(widest.json.endDate).toBe('9999-12-31T23:59:59Z[UTC]');
    const chain = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name: 'Year One Mart', enabled_start_time: '0001-01-01 00:00:00', priority: '0001-01-01' }, button_ids: [] } });
    expect(chain.status, JSON.stringify(chain.json)).toBe(201);
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
