import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCollection } from '#server/repo/collections/company';
import { updateDocument } from '#server/repo/documents';
import { company } from '#server/store/schema';
import { COMPANY_MESSAGES } from '#domain/company';
import { campaignBody, createCompany, createOrder, ifMatch } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';
import { openChangeSet } from '#server/repo/changelog';

/** A company still named by an order, a campaign or another company is not deleted (409), and stays readable. */
describe.each(STORE_KINDS)('deleting a company in use on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  const expectRefused = async (company: { id: string; version: number }, named: RegExp) => {
    const del = await gw.call('DELETE', `/company/v1/companies/${company.id}`, { headers: ifMatch(company) });
    expect(del.status).toBe(409);
    expect(del.json.errorMsg).toContain(COMPANY_MESSAGES.inUse);
    expect(del.json.errorMsg).toMatch(named);
    expect((await gw.call('GET', `/company/v1/companies/${company.id}`)).status).toBe(200);
  };

  it('refuses while an insertion order names it, and deletes once the order is gone', async () => {
    const company = await createCompany(gw);
    const order = await createOrder(gw, company.id, { name: 'Order Holding It' });
    await expectRefused(company, /insertion order "Order Holding It"/);
    expect((await gw.call('DELETE', `/order/v1/insertionOrders/${order.id}`, { headers: ifMatch(order) })).status).toBe(200);
    expect((await gw.call('DELETE', `/company/v1/companies/${company.id}`, { headers: ifMatch(company) })).status).toBe(200);
  });

  it('refuses while a campaign names it', async () => {
    const owner = await createCompany(gw);
    const order = await createOrder(gw, owner.id);
    const other = await createCompany(gw);
    const made = await gw.call('POST', '/campaign/v1/campaigns/', { body: campaignBody(owner.id, order.id, { campaignName: 'Campaign Holding It', companyIds: [owner.id, other.id] }) });
    expect(made.status).toBe(201);
    await expectRefused(other, /campaign "Campaign Holding It"/);
  });

  it('refuses while another company lists it as a child or represented company', async () => {
    const child = await createCompany(gw);
    const represented = await createCompany(gw);
    const parent = await gw.call('POST', '/company/v1/companies/', { body: { name: 'Parent Holding Them', childCompanyIds: [child.id], representedCompanyIds: [represented.id] } });
    expect(parent.status).toBe(201);
    await expectRefused(child, /company "Parent Holding Them"/);
    await expectRefused(represented, /company "Parent Holding Them"/);
  });

  it('deletes a company that lists itself (stored before the gateway refused that)', async () => {
    const self = await createCompany(gw);
    const stored = await gw.store.tx(async (db) => {
      const [row] = await db.select({ body: company.body, version: company.version }).from(company).where(eq(company.id, self.id));
      return updateDocument(db, companyCollection, self.id, row!.version, { ...row!.body, childCompanyIds: [self.id] } as never, await openChangeSet(db, 'test'));
    });
    expect(stored.ok && stored.doc.childCompanyIds).toEqual([self.id]);
    expect((await gw.call('DELETE', `/company/v1/companies/${self.id}`, { headers: ifMatch(stored.ok ? stored.doc : self) })).status).toBe(200);
  });
});
