import { describe, expect, it } from 'vitest';
import { adsPath, scanAd, worldForSuite } from './ad-fixtures';
import { campaignBody, createCompany, createOrder, ifMatch, orderBody, CHAIN_LOGOS } from './fixtures';
import { STORE_KINDS } from './harness';

/** What a client may not set: the server owns these on every document (DESIGN.md, API conventions). */
const FORGED = {
  id: '424242',
  created: '2001-01-01T00:00:00Z[UTC]',
  modified: '2001-01-01T00:00:00Z[UTC]',
  version: 77,
  deleted: true,
};

describe.each(STORE_KINDS)('server-owned fields on %s', (kind) => {
  const { gw, w } = worldForSuite(kind);

  /** Each kind of document: its collection path and a valid body. */
  async function kinds() {
    const company = await createCompany(gw);
    const order = await createOrder(gw, company.id);
    return [
      { kind: 'company', path: '/company/v1/companies', body: { name: `Owned ${Math.random().toString(36).slice(2, 8)}` } },
      { kind: 'order', path: '/order/v1/insertionOrders', body: orderBody(company.id) },
      { kind: 'campaign', path: '/campaign/v1/campaigns', body: campaignBody(company.id, order.id) },
      { kind: 'ad set', path: w.base, body: { name: 'Owned set' } },
      { kind: 'ad', path: adsPath(w), body: scanAd(w) },
      { kind: 'topic', path: `/campaign/v1/campaigns/${w.campaignId}/topics`, body: { '@type': 'PromotedProduct', name: 'Owned cola', barcodes: [{ barcode: '012345678905', matchType: 'EXACT' }] } },
    ];
  }

  const expectNotForged = (doc: Record<string, unknown>, label: string) => {
    expect(doc.id, label).not.toBe(FORGED.id);
    expect(doc.created, label).not.toBe(FORGED.created);
    expect(doc.modified, label).not.toBe(FORGED.modified);
    expect(doc.version, label).not.toBe(FORGED.version);
    expect(doc.deleted ?? false, label).toBe(false);
  };

  it('ignores id, created, modified, version and deleted sent with a create or an update, for every document kind', async () => {
    for (const { kind, path, body } of await kinds()) {
      const created = await gw.call('POST', path, { body: { ...body, ...FORGED } });
      expect(created.status, `${kind} create: ${JSON.stringify(created.json)}`).toBe(201);
      expectNotForged(created.json, `${kind} create answer`);
      const read = await gw.call('GET', `${path}/${created.json.id}`);
      expectNotForged(read.json, `${kind} read after create`);

      const updated = await gw.call('PUT', `${path}/${created.json.id}`, { body: { ...read.json, ...FORGED }, headers: ifMatch(read.json) });
      expect(updated.status, `${kind} update: ${JSON.stringify(updated.json)}`).toBe(200);
      expectNotForged(updated.json, `${kind} update answer`);
      expect(updated.json.id, kind).toBe(created.json.id);
      expect(updated.json.created, kind).toBe(created.json.created);
      expectNotForged((await gw.call('GET', `${path}/${created.json.id}`)).json, `${kind} read after update`);

      // nor does the change history keep a forged value
      const history = await gw.call('GET', `/changelog/v1/changelog/${created.json.id}`);
      for (const version of history.json.versions) expect(version.content.deleted ?? false, `${kind} history`).toBe(false);
    }
  });

  it("assigns an order line item's id, created time and pricing model id itself, whatever the client sends", async () => {
    const company = await createCompany(gw);
    const other = await createOrder(gw, company.id);
    const taken = other.orderLineItems[0];
    const forged = { ...taken, created: FORGED.created, description: 'Forged line' };
    const res = await gw.call('POST', '/order/v1/insertionOrders', { body: orderBody(company.id, { orderLineItems: [forged] }) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [line] = res.json.orderLineItems;
    expect(line.id).not.toBe(taken.id);
    expect(line.created).not.toBe(FORGED.created);
    expect(line.pricingModel.id).not.toBe(taken.pricingModel.id);
    // an update keeps each line item's pricing model id, even when the client sends another
    const put = await gw.call('PUT', `/order/v1/insertionOrders/${res.json.id}`, {
      body: { ...res.json, orderLineItems: [{ ...line, pricingModel: { ...line.pricingModel, id: taken.pricingModel.id } }] },
      headers: ifMatch(res.json),
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(put.json.orderLineItems[0].pricingModel.id).toBe(line.pricingModel.id);
  });

  it('ignores deleted and the other server-owned fields of a chain', async () => {
    const created = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name: 'Owned Mart', ...FORGED }, button_ids: [] } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.chain.deleted).toBeUndefined();
    expect(created.json.chain.created).not.toBe(FORGED.created);
  });

  it('ignores deleted on ads sent in a v3 bulk create', async () => {
    const res = await gw.call('POST', `/campaign/v3/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads:bulkCreate`, { body: { ads: [{ ...scanAd(w, { name: 'Bulk owned' }), ...FORGED }] } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expectNotForged(res.json.objects[0], 'bulk ad');
  });
});
