import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '#domain/insertion-order';
import { adsPath, makeWorld, scanAd, type World } from './ad-fixtures';
import { campaignBody, createCompany, createOrder, ifMatch } from './fixtures';
import { type Gateway, gatewayForSuite, STORE_KINDS, startGateway } from './harness';

const orderPath = (id: string) => `/order/v1/insertionOrders/${id}`;

/** An order still named by a campaign or an ad is not deleted (409, as a company in use), and stays readable. */
describe.each(STORE_KINDS)('deleting an insertion order in use on %s', (kind) => {
  const gw: Gateway = gatewayForSuite(() => startGateway(kind));

  const deleteOrder = async (id: string) => {
    const order = await gw.call('GET', orderPath(id));
    expect(order.status).toBe(200);
    return gw.call('DELETE', orderPath(id), { headers: ifMatch(order.json) });
  };
  const expectRefused = async (id: string) => {
    const del = await deleteOrder(id);
    expect(del.status, JSON.stringify(del.json)).toBe(409);
    expect(del.json.errorMsg).toContain(ORDER_MESSAGES.inUse);
    expect(del.json.errors).toEqual([{ fieldName: 'id', message: del.json.errorMsg }]);
    expect((await gw.call('GET', orderPath(id))).status).toBe(200);
    return del.json.errorMsg as string;
  };

  it('refuses while a campaign names it, and deletes once the campaign is deleted (which frees its orders)', async () => {
    const company = await createCompany(gw);
    const order = await createOrder(gw, company.id);
    const made = await gw.call('POST', '/campaign/v1/campaigns/', { body: campaignBody(company.id, order.id, { campaignName: 'Campaign Holding It' }) });
    expect(made.status).toBe(201);
    expect(await expectRefused(order.id)).toBe(`${ORDER_MESSAGES.inUse} campaign "Campaign Holding It"`);
    expect((await gw.call('GET', `/campaign/v1/campaigns/${made.json.id}`)).json.insertionOrderIds).toEqual([order.id]);

    const campaign = await gw.call('GET', `/campaign/v1/campaigns/${made.json.id}`);
    expect((await gw.call('DELETE', `/campaign/v1/campaigns/${made.json.id}`, { headers: ifMatch(campaign.json) })).status).toBe(200);
    expect((await deleteOrder(order.id)).status).toBe(200);
    expect((await gw.call('GET', orderPath(order.id))).status).toBe(404);
  });

  it('names the campaign and its ads together; deleting the campaign takes the ads and frees the order', async () => {
    const w = await makeWorld(gw);
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(201);
    expect(await expectRefused(w.orderId)).toBe(`${ORDER_MESSAGES.inUse} campaign "Spring campaign"; ad ${ad.json.id}`);

    const campaign = await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`);
    expect((await gw.call('DELETE', `/campaign/v1/campaigns/${w.campaignId}`, { headers: ifMatch(campaign.json) })).status).toBe(200);
    expect((await deleteOrder(w.orderId)).status).toBe(200);
  });

  /**
   * A second order of the world's campaign, named by an ad made with `adOf`; then the campaign drops
   * the order (its ad keeps what it names), so only the ad still uses it.
   */
  async function orderUsedOnlyByAd(adOf: (w: World, order: { id: string; scan: string; wallet: string }) => Record<string, unknown>) {
    const w = await makeWorld(gw);
    const campaign = await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`);
    const created = await createOrder(gw, campaign.json.companyIds[0]);
    const lineItem = (type: string) => created.orderLineItems.find((li: { orderLineItemType: string }) => li.orderLineItemType === type).id as string;
    const order = { id: created.id as string, scan: lineItem('SCAN'), wallet: lineItem('PURCHASE_VALIDATION') };
    const named = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { body: { ...campaign.json, insertionOrderIds: [w.orderId, order.id] }, headers: ifMatch(campaign.json) });
    expect(named.status, JSON.stringify(named.json)).toBe(200);
    const ad = await gw.call('POST', adsPath(w), { body: adOf(w, order) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(201);
    const dropped = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { body: { ...named.json, insertionOrderIds: [w.orderId] }, headers: ifMatch(named.json) });
    expect(dropped.status, JSON.stringify(dropped.json)).toBe(200);
    return { w, order, ad: ad.json as { id: string; version: number } };
  }

  it.each([
    ['its insertionOrderId and orderLineItemId', (w: World, o: { id: string; scan: string }) => scanAd(w, { insertionOrderId: o.id, orderLineItemId: o.scan })],
    ['only a line item of it (orderLineItemId, and the pricing model filled in from it)', (w: World, o: { scan: string }) => scanAd(w, { insertionOrderId: null, orderLineItemId: o.scan })],
    [
      "only its award's insertionOrderId and walletId (as a linked receipt's award)",
      (w: World, o: { id: string; wallet: string }) => scanAd(w, { awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25, insertionOrderId: o.id, walletId: o.wallet } } }),
    ],
    ["only its award's walletId (a wallet line item of it)", (w: World, o: { wallet: string }) => scanAd(w, { awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25, walletId: o.wallet } } })],
  ])('refuses while an ad names %s, and deletes once the ad is gone', async (_what, adOf) => {
    const { w, order, ad } = await orderUsedOnlyByAd(adOf as never);
    expect(await expectRefused(order.id)).toBe(`${ORDER_MESSAGES.inUse} ad ${ad.id}`);
    expect((await gw.call('DELETE', `${adsPath(w)}/${ad.id}`, { headers: ifMatch(ad) })).status).toBe(200);
    expect((await deleteOrder(order.id)).status).toBe(200);
  });

  it('names at most three ads, then says there may be more', async () => {
    const w = await makeWorld(gw);
    for (let i = 0; i < 4; i++) expect((await gw.call('POST', adsPath(w), { body: scanAd(w, { name: `Scan ${i}` }) })).status).toBe(201);
    expect(await expectRefused(w.orderId)).toMatch(/; ad \w+, \w+, \w+ and maybe more$/);
  });
});
