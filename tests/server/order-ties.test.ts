import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '#domain/insertion-order';
import { adsPath, makeWorld, scanAd } from './ad-fixtures';
import { campaignBody, createCampaign, createCompany, createOrder, ifMatch, lineItem } from './fixtures';
import { type Gateway, gatewayForSuite, STORE_KINDS, startGateway } from './harness';

const orderPath = (id: string) => `/order/v1/insertionOrders/${id}`;
type LineItem = { id: string; orderLineItemType: string; description: string };

/** What ties an order to its campaign and its ads stays true whatever is written to the order. */
describe.each(STORE_KINDS)('an insertion order and what names it on %s', (kind) => {
  const gw: Gateway = gatewayForSuite(() => startGateway(kind));
  const putOrder = (order: { id: string; version: number }, changes: Record<string, unknown>) =>
    gw.call('PUT', orderPath(order.id), { body: { ...order, ...changes }, headers: ifMatch(order) });

  it('does not remove a line item an ad names (409 naming the ad), and removes it once no ad does', async () => {
    const w = await makeWorld(gw);
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(201);
    const order = (await gw.call('GET', orderPath(w.orderId))).json;
    const withoutScan = order.orderLineItems.filter((li: LineItem) => li.orderLineItemType !== 'SCAN');

    const refused = await putOrder(order, { orderLineItems: withoutScan });
    const message = `${ORDER_MESSAGES.lineItemInUse('SCAN line')} ad ${ad.json.id}`;
    expect(refused.status, JSON.stringify(refused.json)).toBe(409);
    expect(refused.json.errors).toEqual([{ fieldName: 'orderLineItems', message }]);
    expect((await gw.call('GET', orderPath(w.orderId))).json.orderLineItems).toHaveLength(order.orderLineItems.length);
    // the ad can still be put back as it was read
    const read = await gw.call('GET', `${adsPath(w)}/${ad.json.id}`);
    expect((await gw.call('PUT', `${adsPath(w)}/${ad.json.id}`, { body: read.json, headers: ifMatch(read.json) })).status).toBe(200);

    // a line item no ad names goes
    const withoutVideo = order.orderLineItems.filter((li: LineItem) => li.orderLineItemType !== 'VIDEO');
    const dropped = await putOrder(order, { orderLineItems: withoutVideo });
    expect(dropped.status, JSON.stringify(dropped.json)).toBe(200);
    expect(dropped.json.orderLineItems.map((li: LineItem) => li.orderLineItemType)).not.toContain('VIDEO');
  });

  it("does not change the type of a line item an ad names (409 naming the ad), and changes one no ad names", async () => {
    const w = await makeWorld(gw);
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(201);
    const order = (await gw.call('GET', orderPath(w.orderId))).json;
    const retyped = (type: string) => order.orderLineItems.map((li: LineItem) => (li.orderLineItemType === type ? { ...li, orderLineItemType: 'EMAIL', pricingModel: { '@type': 'FreePricingModel', engagements: 5 } } : li));

    const refused = await putOrder(order, { orderLineItems: retyped('SCAN') });
    expect(refused.status, JSON.stringify(refused.json)).toBe(409);
    expect(refused.json.errors).toEqual([{ fieldName: 'orderLineItems', message: `${ORDER_MESSAGES.lineItemTypeInUse('SCAN line')} ad ${ad.json.id}` }]);
    expect((await gw.call('GET', orderPath(w.orderId))).json).toEqual(order);

    const changed = await putOrder(order, { orderLineItems: retyped('VIDEO') });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.orderLineItems.map((li: LineItem) => li.orderLineItemType)).toContain('EMAIL');
  });

  it('derives the walletIds of the campaigns that choose it again when its line items change', async () => {
    const { order, campaign } = await createCampaign(gw);
    const wallet = order.orderLineItems.find((li: LineItem) => li.orderLineItemType === 'PURCHASE_VALIDATION');
    expect(campaign.walletIds).toEqual([wallet.id]);

    const current = (await gw.call('GET', orderPath(order.id))).json;
    const catalog = lineItem({ orderLineItemType: 'PRODUCT_CATALOG_MCOMM', description: 'Catalog', pricingModel: { '@type': 'FlatFee', engagements: 10, amount: 100000 } });
    const changed = await putOrder(current, { orderLineItems: [...current.orderLineItems.filter((li: LineItem) => li.id !== wallet.id), catalog] });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const newCatalog = changed.json.orderLineItems.find((li: LineItem) => li.orderLineItemType === 'PRODUCT_CATALOG_MCOMM');

    const reread = (await gw.call('GET', `/campaign/v1/campaigns/${campaign.id}`)).json;
    expect(reread.walletIds).toEqual([newCatalog.id]);
    expect(reread.version).toBe(campaign.version + 1);
    const history = await gw.call('GET', `/changelog/v1/changelog/${campaign.id}`);
    expect(JSON.stringify(history.json)).toContain(newCatalog.id);
  });

  it('is tied to a campaign only by the campaign choosing it: a write naming another campaign is refused and nothing changes', async () => {
    const { order, campaign } = await createCampaign(gw);
    const other = await createCampaign(gw);
    const tied = (await gw.call('GET', orderPath(order.id))).json;
    expect(tied.campaignId).toBe(campaign.id);

    for (const campaignId of [other.campaign.id, null]) {
      const moved = await putOrder(tied, { campaignId });
      expect(moved.status, JSON.stringify(moved.json)).toBe(400);
      expect(moved.json.errors).toEqual([{ fieldName: 'campaignId', message: ORDER_MESSAGES.campaignTiedByCampaign }]);
    }
    expect((await gw.call('GET', orderPath(order.id))).json).toEqual(tied);

    const company = await createCompany(gw);
    const created = await gw.call('POST', '/order/v1/insertionOrders/', { body: { name: 'Claims A Campaign', companyId: company.id, orderLineItems: [lineItem()], campaignId: campaign.id } });
    expect(created.status).toBe(400);
    expect(created.json.errors).toEqual([{ fieldName: 'campaignId', message: ORDER_MESSAGES.campaignTiedByCampaign }]);
    const found = await gw.call('GET', '/order/v1/insertionOrders/?name=Claims%20A%20Campaign');
    expect(found.json.objects).toEqual([]);
  });

  it('follows the campaigns that choose it: dropped from one, it passes to another that chooses it, or to none', async () => {
    const { company, order, campaign } = await createCampaign(gw);
    const other = await createOrder(gw, company.id);
    const second = await gw.call('POST', '/campaign/v1/campaigns/', { body: campaignBody(company.id, order.id) });
    expect(second.status, JSON.stringify(second.json)).toBe(201);
    expect((await gw.call('GET', orderPath(order.id))).json.campaignId).toBe(campaign.id);

    // The first campaign takes another order instead: its old one passes to the second campaign.
    const swapped = await gw.call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { body: { ...campaign, insertionOrderIds: [other.id] }, headers: ifMatch(campaign) });
    expect(swapped.status, JSON.stringify(swapped.json)).toBe(200);
    expect((await gw.call('GET', orderPath(order.id))).json.campaignId).toBe(second.json.id);
    expect((await gw.call('GET', orderPath(other.id))).json.campaignId).toBe(campaign.id);
    const listed = await gw.call('GET', `/order/v1/insertionOrders/?campaignId=${campaign.id}`);
    expect(listed.json.objects.map((o: { id: string }) => o.id)).toEqual([other.id]);

    // Dropped by the second as well, it belongs to no campaign, and the next to choose it takes it.
    const mine = (await gw.call('GET', `/campaign/v1/campaigns/${second.json.id}`)).json;
    const dropped = await gw.call('PUT', `/campaign/v1/campaigns/${mine.id}`, { body: { ...mine, insertionOrderIds: [other.id] }, headers: ifMatch(mine) });
    expect(dropped.status, JSON.stringify(dropped.json)).toBe(200);
    expect((await gw.call('GET', orderPath(order.id))).json.campaignId ?? null).toBeNull();
    const third = await gw.call('POST', '/campaign/v1/campaigns/', { body: campaignBody(company.id, order.id) });
    expect((await gw.call('GET', orderPath(order.id))).json.campaignId).toBe(third.json.id);
  });

  it('lists orders by name within one campaign when both are asked', async () => {
    const company = await createCompany(gw);
    const mine = await createOrder(gw, company.id, { name: 'Filter Twin North' });
    await createOrder(gw, company.id, { name: 'Filter Twin South' });
    const campaign = await gw.call('POST', '/campaign/v1/campaigns/', {
body: campaignBody(company.id, mine.id) });
    expect(campaign.status).toBe(201);
    const listed = await gw.call('GET', `/order/v1/insertionOrders/?name=filter%20twin&campaignId=${campaign.json.id}`);
    expect(listed.json.objects.map((o: { name: string }) => o.name)).toEqual(['Filter Twin North']);
  });
});
