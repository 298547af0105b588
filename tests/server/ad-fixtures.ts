import { beforeAll } from 'vitest';
import { createChain, createRunningCampaign } from './fixtures';
import { gatewayForSuite, startGateway, type Gateway, type StoreKind } from './harness';

/** A company, an order with scan, banner, video, walk-in and receipt bundle line items, a campaign, a chain and an ad set at it. */
export interface World {
  campaignId: string;
  /** the chain the ad set's chain constraint names (ads need chains: spec 2 §5) */
  chainId: string;
  orderId: string;
  lineItems: Record<string, { id: string; pricingModelId: string }>;
  adSetId: string;
  base: string;
  /** the campaign's promoted product (scan, receipt and big scan ads name one) */
  productId: string;
}

export const CAMPAIGN_START = '2026-01-01T17:00:00Z[UTC]';
export const CAMPAIGN_END = '2035-12-31T07:59:00Z[UTC]';

/** `product: false` leaves the campaign without its promoted product (a mapping tree without a topic task). */
export async function makeWorld(gw: Gateway, version = 'v1', { product: withProduct = true } = {}): Promise<World> {
  const company = await gw.call('POST', '/company/v1/companies', { body: { name: `Acme ${Math.random().toString(36).slice(2, 8)}` } });
  if (company.status !== 201) throw new Error(`company ${company.status} ${JSON.stringify(company.json)}`);
  const item = (type: string, model: string) => ({
    orderLineItemType: type,
    description: `${type} line`,
    pricingModel: model === 'FlatFee' ? { '@type': 'FlatFee', amount: 1000, engagements: 10 } : { '@type': 'FreePricingModel' },
  });
  const order = await gw.call('POST', '/order/v1/insertionOrders', {
    body: {
      name: 'Spring order',
      companyId: company.json.id,
      orderLineItems: [item('SCAN', 'Free'), item('BANNER', 'FlatFee'), item('VIDEO', 'Free'), item('WALK_IN', 'Free'), item('RECEIPT_BUNDLE', 'Free')],
    },
  });
  if (order.status !== 201) throw new Error(`order ${order.status} ${JSON.stringify(order.json)}`);
  const lineItems: World['lineItems'] = {};
  for (const li of order.json.orderLineItems) lineItems[li.orderLineItemType] = { id: li.id, pricingModelId: li.pricingModel.id };
  const campaign = await createRunningCampaign(gw, `/campaign/${version}/campaigns`, {
    campaignName: 'Spring campaign',
    companyIds: [company.json.id],
    insertionOrderIds: [order.json.id],
    accountManager: 'am@example.com',
    campaignManager: 'cm@example.com',
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
  });
  const base = `/campaign/${version}/campaigns/${campaign.id}/adsets`;
  const chainId = await createChain(gw);
  const productId = withProduct ? await createProduct(gw, `/campaign/${version}/campaigns/${campaign.id}/topics`) : '';
  const adSet = await gw.call('POST', base, { body: { name: 'Main set', constraints: [chainConstraint(chainId)] } });
  if (adSet.status !== 201) throw new Error(`ad set ${adSet.status} ${JSON.stringify(adSet.json)}`);
  return { campaignId: campaign.id, chainId, orderId: order.json.id, lineItems, adSetId: adSet.json.id, base, productId };
}

/** For the enclosing describe: a gateway over a fresh store of `kind` with one world in it (filled in place, as gatewayForSuite). */
export function worldForSuite(kind: StoreKind, version = 'v1'): { gw: Gateway; w: World } {
  const gw = gatewayForSuite(() => startGateway(kind));
  const w = {} as World;
  beforeAll(async () => {
    Object.assign(w, await makeWorld(gw, version));
  });
  return { gw, w };
}

async function createProduct(gw: Gateway, topicsPath: string): Promise<string> {
  const barcode = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-13);
  const product = await gw.call('POST', topicsPath, { body: { '@type': 'PromotedProduct', name: 'Cereal', barcodes: [{ barcode, matchType: 'EXACT' }] } });
  if (product.status !== 201) throw new Error(`product ${product.status} ${JSON.stringify(product.json)}`);
  return product.json.id;
}

/** A chain constraint naming these chains. */
export const chainConstraint = (...ids: string[]) => ({ '@type': 'ChainConstraint', chainIds: Object.fromEntries(ids.map((id) => [id, true])) });

export const adsPath = (w: World, adSetId = w.adSetId) => `${w.base}/${adSetId}/ads`;

/** A scan format of the world's product, with `fields`. */
export const scanFormat = (w: World, fields: Record<string, unknown> = {}) => ({ '@type': 'ProductScanFormat', promotedProductId: w.productId, ...fields });

/** A valid scan ad of the world's order, for its product. */
export function scanAd(w: World, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Cereal scan',
    description: 'Scan the cereal box',
    insertionOrderId: w.orderId,
    orderLineItemId: w.lineItems.SCAN!.id,
    format: scanFormat(w),
    awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25 } },
    constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }],
    ...overrides,
  };
}

export function bannerAd(w: World, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nearby banner',
    insertionOrderId: w.orderId,
    orderLineItemId: w.lineItems.BANNER!.id,
    // a Nearby Tab banner opens its chain's store details (spec 2 §5: that tapout needs the chain; with it, no product)
    format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId: w.chainId } }] },
    ...overrides,
  };
}

export const countAds = async (gw: Gateway, w: World, adSetId = w.adSetId) =>
  (await gw.call('GET', `${adsPath(w, adSetId)}?limit=200`)).json.objects.length as number;
