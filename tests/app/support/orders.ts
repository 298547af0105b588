import type { RealGateway } from './real-gateway';
import { day, type Doc } from './seed-ads';

async function ok<T = Doc>(what: string, res: Promise<{ status: number; json: any }>, status = 201): Promise<T> {
  const r = await res;
  if (r.status !== status) throw new Error(`seeding ${what}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json as T;
}

/** A company made through the gateway's API; answers it. */
export const seedCompany = (gw: RealGateway, name: string) => ok(`company ${name}`, gw.call('POST', '/company/v1/companies/', { name }));

/** An order of the company, with one scan line item and the fields given, made through the API. */
export const seedOrder = (gw: RealGateway, companyId: string, name: string, over: Record<string, unknown> = {}) =>
  ok(`order ${name}`, gw.call('POST', '/order/v1/insertionOrders/', {
    name, companyId, currency: 'USD', amountPrecision: 2, tags: [], selfFunded: false,
    orderLineItems: [{ orderLineItemType: 'SCAN', description: 'Scans', selfFunded: false, pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 25 } }],
    ...over,
  }));

/** A campaign of the company choosing these orders (which ties them to it, spec 1 §4), starting tomorrow. */
export const seedCampaign = (gw: RealGateway, name: string, companyId: string, orderIds: string[]) =>
  ok(`campaign ${name}`, gw.call('POST', '/campaign/v1/campaigns/', {
    campaignName: name, accountManager: 'ana.account@flightdeck.example', campaignManager: 'carl.campaign@flightdeck.example',
    companyIds: [companyId], insertionOrderIds: orderIds, category: 'BRAND', startDate: day(1), endDate: day(2),
  }));

/** The order as stored now. */
export const readOrder = (gw: RealGateway, id: string) => ok(`order ${id}`, gw.call('GET', `/order/v1/insertionOrders/${id}`), 200);

/** A save of the order by someone else (a PUT with its current version), as another tab or user would. */
export async function saveOrderElsewhere(gw: RealGateway, id: string, patch: Record<string, unknown>): Promise<Doc> {
  const current = await readOrder(gw, id);
  return ok(`order ${id} saved`, gw.call('PUT', `/order/v1/insertionOrders/${id}`, { ...current, ...patch }, { 'If-Match': `"${current.version}"` }), 200);
}

/** The company deleted by someone else (a DELETE with its current version). */
export async function deleteCompanyElsewhere(gw: RealGateway, id: string): Promise<void> {
  const current = await ok(`company ${id}`, gw.call('GET', `/company/v1/companies/${id}`), 200);
  await ok(`company ${id} deleted`, gw.call('DELETE', `/company/v1/companies/${id}`, undefined, { 'If-Match': `"${current.version}"` }), 200);
}

/**
 * Acme Foods and Blue Harbor Co; Order 00, 01, 02 of Acme Foods (totals $1,000.00, $1,000.01, $1,000.02),
 * Order 00 chosen by the campaign 'Spring Granola Push'. Answers the ids.
 */
export async function someOrders(gw: RealGateway, n = 3) {
  const acme = await seedCompany(gw, 'Acme Foods');
  const blue = await seedCompany(gw, 'Blue Harbor Co');
  const orders: Doc[] = [];
  for (let i = 0; i < n; i++) orders.push(await seedOrder(gw, acme.id, `Order ${String(i).padStart(2, '0')}`, { totalAmount: 100000 + i }));
  const campaign = orders[0] ? (await seedCampaign(gw, 'Spring Granola Push', acme.id, [orders[0].id])).id : undefined;
  return { acme: acme.id, blue: blue.id, orders: orders.map((o) => o.id), campaign };
}
