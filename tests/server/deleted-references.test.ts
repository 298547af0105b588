import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adsPath, makeWorld, scanAd } from './ad-fixtures';
import { createCompany, createOrder, ifMatch } from './fixtures';
import { gatewayForSuite, STORE_KINDS, startGateway } from './harness';

/**
 * What a GET answered can be PUT back as it is (DESIGN.md), even after something it names was
 * deleted; and a deleted campaign leaves nothing pointing at it.
 */
describe.each(STORE_KINDS)('references to deleted documents on %s', (kind) => {
  const gw = gatewayForSuite(() => startGateway(kind));

  it('a campaign naming an order deleted since (data from before deletes were refused) is PUT back as read; an unknown order it adds is still refused', async () => {
    const w = await makeWorld(gw);
    const campaign = await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`);
    const company = campaign.json.companyIds[0];
    const extra = await createOrder(gw, company);
    const named = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { body: { ...campaign.json, insertionOrderIds: [...campaign.json.insertionOrderIds, extra.id] }, headers: ifMatch(campaign.json) });
    expect(named.status, JSON.stringify(named.json)).toBe(200);
    await gw.store.tx((db) => db.execute(sql`delete from insertion_order where id = ${extra.id}`));

    const read = await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`);
    expect(read.json.insertionOrderIds).toContain(extra.id);
    const back = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { body: read.json, headers: ifMatch(read.json) });
    expect(back.status, JSON.stringify(back.json)).toBe(200);

    const added = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { body: { ...back.json, insertionOrderIds: [...back.json.insertionOrderIds, '404404'] }, headers: ifMatch(back.json) });
    expect(added.status).toBe(400);
    expect(added.json.errors).toEqual([{ fieldName: 'insertionOrderIds', message: 'Unknown insertion order 404404' }]);
  });

  it('a campaign sheet row naming an order deleted since (data from before deletes were refused) updates the campaign', async () => {
    const w = await makeWorld(gw);
    const campaign = await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`);
    const extra = await createOrder(gw, campaign.json.companyIds[0]);
    const named = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { body: { ...campaign.json, insertionOrderIds: [...campaign.json.insertionOrderIds, extra.id] }, headers: ifMatch(campaign.json) });
    expect(named.status).toBe(200);
    await gw.store.tx((db) => db.execute(sql`delete from insertion_order where id = ${extra.id}`));

    const exported = await (await fetch(`${gw.base}/adminBackend/sheets/v1/campaigns`)).text();
    const [header, ...rows] = Papa.parse<string[]>(exported, { skipEmptyLines: true }).data;
    const row = rows.find((r) => r[header!.indexOf('id')] === w.campaignId)!;
    row[header!.indexOf('campaignName')] = 'Renamed by sheet';
    const form = new FormData();
    form.set('file', new Blob([Papa.unparse([header!, row], { quotes: true })], { type: 'text/csv' }), 'campaigns.csv');
    const res = await fetch(`${gw.base}/adminBackend/sheets/v1/campaigns`, { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`)).json.campaignName).toBe('Renamed by sheet');
  });

  it('an order whose company is gone (data from before deletes were refused) is PUT back as read; a change of company is still checked', async () => {
    const company = await createCompany(gw);
    const order = await createOrder(gw, company.id);
    await gw.store.tx((db) => db.execute(sql`delete from company where id = ${company.id}`));
    const read = await gw.call('GET', `/order/v1/insertionOrders/${order.id}`);
    const back = await gw.call('PUT', `/order/v1/insertionOrders/${order.id}`, { body: read.json, headers: ifMatch(read.json) });
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    const moved = await gw.call('PUT', `/order/v1/insertionOrders/${order.id}`, { body: { ...back.json, companyId: '404404' }, headers: ifMatch(back.json) });
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toEqual([{ fieldName: 'companyId', message: 'Unknown company 404404' }]);
  });

  it('deleting a campaign deletes its ad sets, ads and topics and unties its orders, each with a change history entry', async () => {
    const w = await makeWorld(gw);
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(201);
    const topic = await gw.call('POST', `/campaign/v1/campaigns/${w.campaignId}/topics`, { body: { '@type': 'PromotedProduct', name: 'Cereal', barcodes: [{ barcode: '012345678905', matchType: 'EXACT' }] } });
    expect(topic.status, JSON.stringify(topic.json)).toBe(201);
    expect((await gw.call('GET', `/order/v1/insertionOrders/${w.orderId}`)).json.campaignId).toBe(w.campaignId);

    const campaign = await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`);
    expect((await gw.call('DELETE', `/campaign/v1/campaigns/${w.campaignId}`, { headers: ifMatch(campaign.json) })).status).toBe(200);

    // nothing of it is left, not even in the ad browser
    expect((await gw.call('GET', `/ad/v1/ads/${ad.json.id}`)).status).toBe(404);
    expect((await gw.call('POST', '/ad/v1/ads', { body: { adIds: [ad.json.id] } })).json.objects).toEqual([]);
    for (const id of [ad.json.id, w.adSetId, topic.json.id]) {
      const history = await gw.call('GET', `/changelog/v1/changelog/${id}`);
      expect(history.json.versions.at(-1).event, id).toBe('DELETE');
    }
    // the order is untied and, as read, can be PUT back
    const order = await gw.call('GET', `/order/v1/insertionOrders/${w.orderId}`);
    expect(order.json.campaignId ?? null).toBeNull();
    const back = await gw.call('PUT', `/order/v1/insertionOrders/${w.orderId}`, { body: order.json, headers: ifMatch(order.json) });
    expect(back.status, JSON.stringify(back.json)).toBe(200);
  });
  it('an ad linking (nextAdId) or bundling an ad deleted since is PUT back as read; a new link to an unknown ad is still refused', async () => {
    const w = await makeWorld(gw);
    const made = async (body: Record<string, unknown>) => {
      const res = await gw.call('POST', adsPath(w), { body });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json as { id: string; version: number };
    };
    const [first, second, third] = [await made(scanAd(w, { name: 'Oat scan' })), await made(scanAd(w, { name: 'Bran scan' })), await made(scanAd(w, { name: 'Rye scan' }))];
    const linking = await made(scanAd(w, { name: 'Links the oat scan', nextAdId: first.id }));
    const bundle = await made({
      name: 'Breakfast bundle',
      insertionOrderId: w.orderId,
      orderLineItemId: w.lineItems.RECEIPT_BUNDLE!.id,
      format: { '@type': 'BundleFormat', legacy: { bundle_type: 'RECEIPT_BUNDLE' }, adIds: [first.id, second.id, third.id] },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 50 } },
    });
    expect((await gw.call('DELETE', `${adsPath(w)}/${first.id}`, { headers: ifMatch(first) })).status).toBe(200);

    for (const id of [linking.id, bundle.id]) {
      const read = await gw.call('GET', `${adsPath(w)}/${id}`);
      const put = await gw.call('PUT', `${adsPath(w)}/${id}`, { body: read.json, headers: ifMatch(read.json) });
      expect(put.status, JSON.stringify(put.json)).toBe(200);
    }
    const read = await gw.call('GET', `${adsPath(w)}/${linking.id}`);
    const relinked = await gw.call('PUT', `${adsPath(w)}/${linking.id}`, { body: { ...read.json, nextAdId: '987654321' }, headers: ifMatch(read.json) });
    expect(relinked.status).toBe(400);
    expect(relinked.json.errors).toEqual([{ fieldName: 'nextAdId', message: 'Unknown ad 987654321' }]);
  });
});
