/**
 * The browser tests' calls to the gateway global setup started: building and checking data through
 * the API beside what the browser does.
 */
export type Doc = { id: string; version: number } & Record<string, unknown>;

/** One API call under /flightdeck/services; anything but a 2xx fails the test with the answer's text. */
export async function call<T = Doc>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/flightdeck/services${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A UTC timestamp `offset` days from now, in the gateway's text form. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';

export type OrderDoc = Doc & { orderLineItems: { id: string }[] };

/**
 * What a campaign stands on, built through the API: a company, an order for it with one SCAN line
 * item, and the campaign on both, running from ten days ago to thirty days ahead.
 */
export async function createCampaign(
  names: { company: string; order: string; campaign: string },
  { version = 'v3', order: orderFields = {}, campaign: campaignFields = {} }: { version?: string; order?: Record<string, unknown>; campaign?: Record<string, unknown> } = {},
) {
  const company = await call('POST', '/company/v1/companies/', { name: names.company });
  const order = await call<OrderDoc>('POST', '/order/v1/insertionOrders/', {
    name: names.order,
    description: 'Scans',
    companyId: company.id,
    orderLineItems: [{ orderLineItemType: 'SCAN', description: 'Scans', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 2550 } }],
    ...orderFields,
  });
  const campaign = await createRunningCampaign(`/campaign/${version}/campaigns`, {
    campaignName: names.campaign,
    accountManager: 'ana.account@flightdeck.example',
    campaignManager: 'carl.campaign@flightdeck.example',
    companyIds: [company.id],
    insertionOrderIds: [order.id],
    startDate: day(-10),
    endDate: day(30),
    ...campaignFields,
  });
  return { company, order, campaign };
}

/**
 * A campaign whose dates may lie in the past (one already running): created with dates ahead, as a
 * new campaign must be (spec 1 §5), then moved to the wanted ones, as an edit may.
 */
export async function createRunningCampaign(path: string, body: Record<string, unknown>): Promise<Doc> {
  const created = await call('POST', `${path}/`, { ...body, startDate: day(1), endDate: day(2) });
  return call('PUT', `${path}/${created.id}`, { ...created, startDate: body.startDate, endDate: body.endDate }, { 'If-Match': `"${created.version}"` });
}

/** The id of the chain global setup seeded (SEEDED_CHAIN in seed.ts). */
export function seededChainId(): string {
  const id = process.env.E2E_CHAIN_ID;
  if (!id) throw new Error('E2E_CHAIN_ID is not set: global setup seeds the chain');
  return id;
}

/** A chain constraint at the seeded chain (ads need chains: spec 2 §5; the gateway refuses unknown ones). */
export const seededChainConstraint = () => ({ '@type': 'ChainConstraint', chainIds: { [seededChainId()]: true } });

/** An ad set running from five days ago to day twenty at the seeded chain. */
export const launchSet = () => ({
  name: 'Launch set',
  constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(-5), endTimestamp: day(20) }, seededChainConstraint()],
});

/** A promoted product of the campaign (scan ads name one), with a barcode of its own; answers its id. */
export async function createProduct(campaignId: string, name = 'Crunchy Oats', version = 'v1'): Promise<string> {
  const barcode = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-12);
  return (await call('POST', `/campaign/${version}/campaigns/${campaignId}/topics/`, { '@type': 'PromotedProduct', name, barcodes: [{ barcode }] })).id;
}

/** A scan ad of the product on the order's first line item: 25 points, once a month. */
export const cerealScan = (order: OrderDoc, productId: string) => ({
  name: 'Cereal scan',
  description: 'Scan the cereal box',
  insertionOrderId: order.id,
  orderLineItemId: order.orderLineItems[0]!.id,
  topicIds: [productId],
  format: { '@type': 'ProductScanFormat', promotedProductId: productId },
  awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25 } },
  constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }],
});

/** The logo images a new chain must have (spec 3 §5: the first six), for chains the journeys only name. */
export const CHAIN_LOGOS = Object.fromEntries(
  ['logo_image_name_38x38', 'logo_image_name_105x105', 'logo_image_name_50x25', 'square_logo_image_name', 'logo_image_name_Nx30', 'white_logo_image_name_130x50'].map((field) => [field, `${field}.png`]),
);
