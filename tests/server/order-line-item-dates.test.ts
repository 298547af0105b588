import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { createCompany, lineItem, orderBody } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

/** spec 1 §5 'End date cannot be before start date', for an order line item's dates too. */
describe.each(STORE_KINDS)('order line item dates on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it('refuses a line item ending before it starts with a 400 naming its endDate, and stores nothing', async () => {
    const company = await createCompany(gw);
    const before = (await gw.call('GET', '/order/v1/insertionOrders/?limit=1')).json.pagination.objectCount;
    const bad = lineItem({ startDate: '2026-12-10T17:00:00Z[UTC]', endDate: '2026-12-01T07:59:00Z[UTC]' });
    const res = await gw.call('POST', '/order/v1/insertionOrders/', { body: orderBody(company.id, { orderLineItems: [lineItem(), bad] }) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ fieldName: 'orderLineItems.1.endDate', message: CAMPAIGN_RULES.endBeforeStart }]);
    expect((await gw.call('GET', '/order/v1/insertionOrders/?limit=1')).json.pagination.objectCount).toBe(before);
    // The same day, or an end after the start, is fine.
    const ok = lineItem({ startDate: '2026-12-01T17:00:00Z[UTC]', endDate: '2026-12-01T17:00:00Z[UTC]' });
    expect((await gw.call('POST', '/order/v1/insertionOrders/', { body: orderBody(company.id, { orderLineItems: [ok] }) })).status).toBe(201);
  });
});
