import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createOrder, ifMatch, lineItem, orderBody } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

describe.each(STORE_KINDS)('insertion orders on %s', (kind) => {
  let gw: Gateway;
  let companyId: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    companyId = (await createCompany(gw)).id;
  });
  afterAll(async () => { await gw?.close(); });

  it('applies the order defaults and gives every line item and pricing model an id', async () => {
    const order = await createOrder(gw, companyId);
    expect(order).toMatchObject({ campaignType: 'UNSPECIFIED', currency: 'USD', amountPrecision: 2, tags: [] });
    for (const li of order.orderLineItems) {
      expect(li.id).toMatch(/^\d+$/);
      expect(li.pricingModel.id).toMatch(/^\d+$/);
      expect(li.created).toMatch(/\[UTC\]$/);
    }
  });

  it('keeps line item ids across a round trip', async () => {
    const order = await createOrder(gw, companyId);
    const res = await gw.call('PUT', `/order/v1/insertionOrders/${order.id}`, { body: order, headers: ifMatch(order) });
    expect(res.status).toBe(200);
    expect(res.json.orderLineItems.map((li: { id: string }) => li.id)).toEqual(order.orderLineItems.map((li: { id: string }) => li.id));
  });

  it.each([
    ['name too short', { name: 'ab' }, 'name', 'Name - at least 3 characters'],
    ['name with a trailing space', { name: 'Spring order ' }, 'name', 'Enter name without trailing spaces'],
    ['no company', { companyId: undefined }, 'companyId', 'You must select a company.'],
    ['no line items', { orderLineItems: [] }, 'orderLineItems', 'You must add at least one order line item.'],
    ['unknown campaign type', { campaignType: 'BRANDING' }, 'campaignType', 'Must be UNSPECIFIED, PERFORMANCE or ENGAGEMENT'],
    ['unknown line item type', { orderLineItems: [lineItem({ orderLineItemType: 'HOLOGRAM' })] }, 'orderLineItems.0.orderLineItemType', 'Unknown order line item type'],
    ['pricing model not allowed for the type', { orderLineItems: [lineItem({ orderLineItemType: 'BIG_SCAN' })] }, 'orderLineItems.0.pricingModel', 'This pricing model is not allowed for this order line item type'],
    ['overshoot under 3% of kicks sold', { orderLineItems: [lineItem({ pricingModel: { '@type': 'CostPerKick', kicks: 1010, kicksSold: 1000, overShootAllowed: 10, amount: 5 } })] }, 'orderLineItems.0.pricingModel.overShootAllowed', 'Overshoot must be at least 3% of kicks sold'],
    ['engagements missing for CostPerEngagement', { orderLineItems: [lineItem({ orderLineItemType: 'SCAN', pricingModel: { '@type': 'CostPerEngagement', amount: 5 } })] }, 'orderLineItems.0.pricingModel.engagements', 'Engagements are mandatory for this pricing model'],
    ['a negative total', { totalAmount: -5 }, 'totalAmount', 'Must be at least 0'],
    ['a total that is text', { totalAmount: '12.50' }, 'totalAmount', 'Must be a number'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_label, change, fieldName, message) => {
    const before = await gw.call('GET', '/order/v1/insertionOrders/?limit=200');
    const res = await gw.call('POST', '/order/v1/insertionOrders/', { body: { ...orderBody(companyId), ...change } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({ fieldName, message });
    expect(res.json.errorMsg).toContain(fieldName);
    const after = await gw.call('GET', '/order/v1/insertionOrders/?limit=200');
    expect(after.json.pagination.objectCount).toBe(before.json.pagination.objectCount);
  });

  it('refuses an unknown company', async () => {
    const res = await gw.call('POST', '/order/v1/insertionOrders/', { body: orderBody('999999') });
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({ fieldName: 'companyId' });
  });

  it('sorts by total amount both ways, by the amount each precision scales (spec 1 §3)', async () => {
    const other = (await createCompany(gw)).id;
    // $3.00, $1.00, $2.00, $99.999 and $500.00
    for (const [totalAmount, amountPrecision] of [[300, 2], [100, 2], [200, 2], [99999, 3], [50000, 2]]) {
      await createOrder(gw, other, { totalAmount, amountPrecision, tags: ['sort-test'] });
    }
    const dollars = (o: { totalAmount?: number; amountPrecision: number }) => (o.totalAmount ?? 0) / 10 ** o.amountPrecision;
    const asc = await gw.call('GET', '/order/v1/insertionOrders/?sort=totalAmount&limit=200');
    const totals = asc.json.objects.map(dollars);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
    const desc = await gw.call('GET', '/order/v1/insertionOrders/?sort=-totalAmount&limit=200');
    expect(desc.json.objects.map(dollars)).toEqual([...totals].reverse());
    const bad = await gw.call('GET', '/order/v1/insertionOrders/?sort=colour');
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].fieldName).toBe('sort');
  });
});
