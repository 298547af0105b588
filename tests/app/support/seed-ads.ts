import { eq } from 'drizzle-orm';
import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import { openChangeSet } from '#server/repo/changelog';
import { adCollection } from '#server/repo/collections/ad';
import { updateDocument } from '#server/repo/documents';
import { ad as adTable } from '#server/store/schema';
import type { RealGateway } from './real-gateway';

/** A gateway timestamp `days` from now ('…Z[UTC]'). */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';

export type Doc = Record<string, any> & { id: string; version: number };

/** A line item of the order, by its type; its pricing model is free unless told. */
export interface LineItemSpec { type: string; pricingModel?: Record<string, unknown> }

/** The line items of an ad world by default: one for each format the ad tests make (spec 2 §9 line item types). */
export const LINE_ITEMS: LineItemSpec[] = [
  { type: 'SCAN', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 25 } }, { type: 'BANNER' }, { type: 'WALK_IN' }, { type: 'CAROUSEL' },
  { type: 'VIDEO' }, { type: 'LINKED_CARD' }, { type: 'PURCHASE_VALIDATION', pricingModel: { '@type': 'FlatFee', amount: 1000, engagements: 10 } },
  { type: 'SCAN_MISSION', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 25 } }, { type: 'EMAIL', pricingModel: { '@type': 'FlatFee', amount: 1000, engagements: 10 } },
];
/** Only a scan and a linked card line item: what the ad type picker works with. */
export const SCAN_AND_CARD = LINE_ITEMS.filter((li) => li.type === 'SCAN' || li.type === 'LINKED_CARD');

/** What an ad world holds: ids of its records and the portal's addresses of its ad set. */
export interface AdWorld {
  companyId: string;
  orderId: string;
  campaignId: string;
  /** the chains by name: 'Fresh Mart' (the ad set's), 'Fresh Foods Co', 'Big Box' unless told */
  chains: Record<string, string>;
  /** line item and pricing model ids by line item type */
  lineItems: Record<string, { id: string; pricingModelId: string }>;
  /** promoted product ids by name */
  products: Record<string, string>;
  adSetId: string;
  /** the API path of the ad set's ads */
  adsPath: string;
  /** the portal's address of the ad set (…/campaigns/{id}/adsets/{id}) */
  setUrl: string;
}

export interface AdWorldOptions {
  lineItems?: LineItemSpec[];
  /** the campaign's promoted products, by name ('Oat Crunch', 'Bran Flakes' unless told) */
  products?: string[];
  /** what differs in the campaign (its category, its dates) */
  campaign?: Record<string, unknown>;
  /** the chains to make, by name, with their loyalty programs; the first is the ad set's */
  chains?: { name: string; loyaltyPrograms?: string[] }[];
  /** the ad set's name ('Main set') */
  adSetName?: string;
}

async function ok<T = Doc>(what: string, res: Promise<{ status: number; json: any }>, status = 201): Promise<T> {
  const r = await res;
  if (r.status !== status) throw new Error(`seeding ${what}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json as T;
}

const CHAIN_LOGOS = Object.fromEntries(CHAIN_IMAGE_SLOTS.filter((s) => s.required).map((s) => [s.field, `https://images.example/${s.field}.png`]));

/** A chain made through the API (the logos a new chain needs), with its loyalty programs; answers its id. */
export async function seedChain(gw: RealGateway, name: string, loyaltyPrograms: string[] = []): Promise<string> {
  const res = await ok<{ chain: { chain_id: string } }>(`chain ${name}`, gw.call('POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name, loyalty_program_ids: loyaltyPrograms }, button_ids: [] }));
  return res.chain.chain_id;
}

/** A promoted product of the campaign, with a barcode of its own; answers its id. */
export async function seedProduct(gw: RealGateway, campaignId: string, name: string, i = 0): Promise<string> {
  const barcode = String(100_000_000_000 + i).padStart(12, '0');
  return (await ok(`product ${name}`, gw.call('POST', `/campaign/v1/campaigns/${campaignId}/topics`, { '@type': 'PromotedProduct', name, barcodes: [{ barcode, matchType: 'EXACT' }] }))).id;
}

/**
 * Company → insertion order (its line items) → campaign (running: started 10 days ago, ends in 60) →
 * chains → promoted products → ad set 'Main set' at the first chain, all through the gateway's API.
 */
export async function seedAdWorld(gw: RealGateway, options: AdWorldOptions = {}): Promise<AdWorld> {
  const company = await ok('company', gw.call('POST', '/company/v1/companies/', { name: 'Harbor Foods' }));
  const order = await ok('order', gw.call('POST', '/order/v1/insertionOrders/', {
    name: 'Spring order', companyId: company.id,
    orderLineItems: (options.lineItems ?? LINE_ITEMS).map((li) => ({ orderLineItemType: li.type, description: `${li.type} line`, pricingModel: li.pricingModel ?? { '@type': 'FreePricingModel' } })),
  }));
  const lineItems: AdWorld['lineItems'] = {};
  for (const li of order.orderLineItems) lineItems[li.orderLineItemType] = { id: li.id, pricingModelId: li.pricingModel.id };
  const { startDate = day(-10), endDate = day(60), ...over } = options.campaign ?? {};
  const body = {
    campaignName: 'Harbor Spring', accountManager: 'ana.account@flightdeck.example', campaignManager: 'carl.campaign@flightdeck.example',
    companyIds: [company.id], insertionOrderIds: [order.id], category: 'BRAND', ...over,
  };
  // a new campaign starts ahead (spec 1 §5); an edit moves it to the dates wanted
  const created = await ok('campaign', gw.call('POST', '/campaign/v1/campaigns/', { ...body, startDate: day(1), endDate: day(2) }));
  const campaign = await ok('campaign dates', gw.call('PUT', `/campaign/v1/campaigns/${created.id}`, { ...created, startDate, endDate }, { 'If-Match': `"${created.version}"` }), 200);
  const chains: Record<string, string> = {};
  for (const c of options.chains ?? [{ name: 'Fresh Mart' }, { name: 'Fresh Foods Co' }, { name: 'Big Box' }]) chains[c.name] = await seedChain(gw, c.name, c.loyaltyPrograms);
  const products: Record<string, string> = {};
  for (const [i, name] of (options.products ?? ['Oat Crunch', 'Bran Flakes']).entries()) products[name] = await seedProduct(gw, campaign.id, name, i);
  const first = Object.values(chains)[0]!;
  const adSet = await ok('ad set', gw.call('POST', `/campaign/v1/campaigns/${campaign.id}/adsets/`, { name: options.adSetName ?? 'Main set', constraints: [{ '@type': 'ChainConstraint', chainIds: { [first]: true } }] }));
  return {
    companyId: company.id, orderId: order.id, campaignId: campaign.id, chains, lineItems, products, adSetId: adSet.id,
    adsPath: `/campaign/v1/campaigns/${campaign.id}/adsets/${adSet.id}/ads`, setUrl: `/flightdeck/campaigns/${campaign.id}/adsets/${adSet.id}`,
  };
}

/** An ad of the world's order (line item of `type`), with a monthly frequency of one and 25 kicks unless told. */
export function adBody(w: AdWorld, type: string, name: string, over: Record<string, unknown> = {}) {
  const li = w.lineItems[type];
  if (!li) throw new Error(`no ${type} line item in the order`);
  return {
    name, description: `${name} description`, enabled: true, insertionOrderId: w.orderId, orderLineItemId: li.id,
    awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25 } }, constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }],
    ...over,
  };
}

/** A scan ad of the product named (the world's first unless told) that passes every rule of the form. */
export const scanAdBody = (w: AdWorld, name: string, over: Record<string, unknown> = {}, product = Object.keys(w.products)[0]!) =>
  adBody(w, 'SCAN', name, {
    topicIds: [w.products[product]],
    format: { '@type': 'ProductScanFormat', promotedProductId: w.products[product], legacy: { bannerPriority: '2026-01-01' } },
    ...over,
  });

/** A Nearby Tab banner that opens the store details of the ad set's chain (spec 2 §5: that tapout needs the chain; with it, no product). */
export const bannerAdBody = (w: AdWorld, name: string) =>
  adBody(w, 'BANNER', name, { format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId: Object.values(w.chains)[0] } }] } });

/** A post-scan video: no dates of its own (a bulk end date refuses it). */
export const postScanVideoBody = (w: AdWorld, name: string) =>
  adBody(w, 'VIDEO', name, { format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://video.example/v.mp4' } });

/** Ads created in the world's ad set in one call (campaign service v3's bulk create, at most 100), in order; answers their ids. */
export async function seedAds(gw: RealGateway, w: AdWorld, ads: readonly Record<string, unknown>[]): Promise<string[]> {
  const path = `/campaign/v3/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads:bulkCreate`;
  return (await ok<{ objects: Doc[] }>(`${ads.length} ads`, gw.call('POST', path, { ads, chained: false }))).objects.map((ad) => ad.id);
}

/** An ad created through the API in the world's ad set (or `adsPath`). */
export const seedAd = (gw: RealGateway, w: AdWorld, body: Record<string, unknown>, adsPath = w.adsPath) => ok(`ad ${String(body.name)}`, gw.call('POST', adsPath, body));

/** The stored ad, read over the API. */
export const readAd = async (gw: RealGateway, w: AdWorld, id: string) => ok(`ad ${id}`, gw.call('GET', `${w.adsPath}/${id}`), 200);

/** Writes fields of a stored ad past the gateway's checks, as data written before a rule holds them (a new version). */
export const storeAdFields = (gw: RealGateway, id: string, fields: Record<string, unknown>) =>
  gw.store.tx(async (db) => {
    const [row] = await db.select({ body: adTable.body, version: adTable.version }).from(adTable).where(eq(adTable.id, id));
    if (!row) throw new Error(`no ad ${id}`);
    const outcome = await updateDocument(db, adCollection, id, row.version, { ...row.body, ...fields } as never, await openChangeSet(db, 'test'));
    if (!outcome.ok) throw new Error(`ad ${id}: ${outcome.reason}`);
  });

/** The ads stored in the world's ad set, read over the API. */
export const storedAds = async (gw: RealGateway, w: AdWorld) => (await ok<{ objects: Doc[] }>('ads', gw.call('GET', `${w.adsPath}?limit=200`), 200)).objects;

/** A save of the ad by someone else (a PUT with its current version), as another tab or user would. */
export async function saveAdElsewhere(gw: RealGateway, w: AdWorld, id: string, patch: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Doc> {
  const current = await readAd(gw, w, id);
  return ok(`ad ${id} saved`, gw.call('PUT', `${w.adsPath}/${id}`, { ...current, ...patch }, { 'If-Match': `"${current.version}"`, ...headers }), 200);
}

/** The portal's writes to the ad service in this test (POST, PUT, DELETE), in order. */
export const adWrites = (gw: RealGateway) => gw.calls.filter((c) => c.method !== 'GET' && /\/ads(\/|$|:)/.test(c.path));
