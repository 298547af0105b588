import { eq, sql } from 'drizzle-orm';
import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import { parseUtc } from '#domain/timestamp';
import { adCollection } from '#server/repo/collections/ad';
import { updateDocument } from '#server/repo/documents';
import { ad, campaign } from '#server/store/schema';
import type { Gateway } from './harness';
import { openChangeSet } from '#server/repo/changelog';

let counter = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${++counter}`;

export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';

/**
 * Stored timestamps in time order, as milliseconds: their texts do not sort as text (a whole second
 * is written without its milliseconds, '…:11Z[UTC]', which sorts after '…:11.025Z[UTC]').
 */
export const instants = (timestamps: readonly string[]) => timestamps.map((t) => parseUtc(t)!.getTime());
export const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

export function lineItem(overrides: Record<string, unknown> = {}) {
  return {
    orderLineItemType: 'PURCHASE_VALIDATION',
    description: 'Receipt awards',
    pricingModel: { '@type': 'CostPerKick', kicks: 1030, kicksSold: 1000, overShootAllowed: 30, amount: 5, precision: 2 },
    ...overrides,
  };
}

export async function createCompany(gw: Gateway, name = unique('Company')) {
  const res = await gw.call('POST', '/company/v1/companies/', { body: { name } });
  if (res.status !== 201) throw new Error(`company: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

export function orderBody(companyId: string, overrides: Record<string, unknown> = {}) {
  return { name: unique('Order'), companyId, orderLineItems: [lineItem(), lineItem({ orderLineItemType: 'SCAN', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 25 } })], ...overrides };
}

export async function createOrder(gw: Gateway, companyId: string, overrides: Record<string, unknown> = {}) {
  const res = await gw.call('POST', '/order/v1/insertionOrders/', { body: orderBody(companyId, overrides) });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

export function campaignBody(companyId: string, orderId: string, overrides: Record<string, unknown> = {}) {
  return {
    campaignName: unique('Campaign'),
    accountManager: 'ana.account@flightdeck.example',
    campaignManager: 'carl.campaign@flightdeck.example',
    opsAssociate: 'olga.ops@flightdeck.example',
    companyIds: [companyId],
    insertionOrderIds: [orderId],
    startDate: future(1),
    endDate: future(30),
    ...overrides,
  };
}

export async function createCampaign(gw: Gateway, overrides: Record<string, unknown> = {}) {
  const company = await createCompany(gw);
  const order = await createOrder(gw, company.id);
  const res = await gw.call('POST', '/campaign/v1/campaigns/', { body: campaignBody(company.id, order.id, overrides) });
  if (res.status !== 201) throw new Error(`campaign: ${res.status} ${JSON.stringify(res.json)}`);
  return { company, order, campaign: res.json };
}

/**
 * A campaign whose dates may lie in the past (one already running): created with dates ahead, as a
 * new campaign must be (spec 1 §5), then moved to the wanted ones, as an edit may.
 */
export async function createRunningCampaign(gw: Gateway, path: string, body: Record<string, unknown> & { startDate: string; endDate: string }) {
  const created = await gw.call('POST', path, { body: { ...body, startDate: future(1), endDate: future(2) } });
  if (created.status !== 201) throw new Error(`campaign ${created.status} ${JSON.stringify(created.json)}`);
  const moved = await gw.call('PUT', `${path}/${created.json.id}`, { body: { ...created.json, startDate: body.startDate, endDate: body.endDate }, headers: ifMatch(created.json) });
  if (moved.status !== 200) throw new Error(`campaign dates ${moved.status} ${JSON.stringify(moved.json)}`);
  return moved.json as Record<string, any> & { id: string; version: number };
}

export const ifMatch = (doc: { version: number }) => ({ 'If-Match': `"${doc.version}"` });

/**
 * Changes a campaign's category in the store, past the gateway: an MCOMM campaign holding retailer
 * categories is refused another category now, and campaigns changed before that rule are so stored.
 */
/**
 * Gives a stored ad other constraints in the store, past the gateway: an ad whose dates have passed
 * since it was saved (the gateway refuses dates set in the past, spec 2 §5). Answers the ad as stored.
 */
export const storeAdConstraints = (gw: Gateway, adId: string, constraints: unknown[]) => storeAdFields(gw, adId, { constraints });

/** Writes fields of a stored ad past the gateway's checks, as data written before a rule holds them. */
export const storeAdFields = (gw: Gateway, adId: string, fields: Record<string, unknown>) =>
  gw.store.tx(async (db) => {
    const [row] = await db.select({ body: ad.body, version: ad.version }).from(ad).where(eq(ad.id, adId));
    if (!row) throw new Error(`no ad ${adId}`);
    const outcome = await updateDocument(db, adCollection, adId, row.version, { ...row.body, ...fields } as never, await openChangeSet(db, 'test'));
    if (!outcome.ok) throw new Error(`ad ${adId}: ${outcome.reason}`);
    return outcome.doc;
  });

export const storeCampaignCategory = (gw: Gateway, campaignId: string, category: string) =>
  gw.store.tx((db) =>
    db.update(campaign).set({ category, body: sql`${campaign.body} || ${JSON.stringify({ category })}::jsonb` }).where(eq(campaign.id, campaignId)),
  );

/** The logo images a new chain must have (spec 3 §5: the first six), for chains made only to be named. */
export const CHAIN_LOGOS = Object.fromEntries(CHAIN_IMAGE_SLOTS.filter((s) => s.required).map((s) => [s.field, `https://images.example/${s.field}.png`]));

/** A chain for documents to name (chain constraints, tapouts, retailer categories): the gateway refuses chains it does not hold. */
export async function createChain(gw: Gateway, name = unique('Chain')): Promise<string> {
  const res = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name }, button_ids: [] } });
  if (res.status !== 201) throw new Error(`chain: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.chain.chain_id;
}
