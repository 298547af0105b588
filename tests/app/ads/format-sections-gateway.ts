import { vi } from 'vitest';
import { ad as adOf, adSet, adSetGateway, CAMPAIGN, day, json, type Call, type Doc } from '#tests/app/ad-sets/ad-set-gateway';

export { day, json, type Call, type Doc };

/** A line item of the campaign's order, named by its type (`li-{type}`, its pricing model `pm-{type}`). */
export const lineItem = (type: string, pricingModel = 'FreePricingModel', over: Record<string, unknown> = {}) => ({
  id: `li-${type}`, orderLineItemType: type, description: `${type} line`, pricingModel: { id: `pm-${type}`, '@type': pricingModel, ...over },
});
/** The order's line items by default: one for each format the tests create (spec 2 §9 line item types). */
export const LINE_ITEMS = [
  lineItem('SCAN', 'CostPerEngagement', { engagements: 500, amount: 25 }), lineItem('BANNER'), lineItem('WALK_IN'), lineItem('CAROUSEL'), lineItem('VIDEO'), lineItem('LINKED_CARD'),
  lineItem('PURCHASE_VALIDATION', 'FlatFee'), lineItem('SCAN_MISSION', 'CostPerEngagement'), lineItem('EMAIL', 'FlatFee'),
];
/** Only a scan and a linked card line item: what the ad type picker and the ad actions work with. */
export const SCAN_AND_CARD = LINE_ITEMS.filter((li) => li.orderLineItemType === 'SCAN' || li.orderLineItemType === 'LINKED_CARD');
/** The campaign's one order, '2'. */
export const orderWith = (orderLineItems: unknown[]) => ({ id: '2', name: 'Spring order', companyId: '1', orderLineItems, created: day(-30), modified: day(-30), version: 1 });

const product = (id: string, name: string) => ({ id, '@type': 'PromotedProduct', name, campaignId: '700', barcodes: [], created: day(-20), modified: day(-20), version: 1 });
/** The campaign's promoted products (its topics). */
export const PRODUCTS = [product('t1', 'Oat Crunch'), product('t2', 'Bran Flakes')];

/** The node service's definitions as the gateway seeds them: the fixed five (with its own kinds) and more. */
export const DEFINITIONS = [
  { definitionId: 'age', name: 'Age', type: 'LabelledString', values: [{ value: '18_24', label: '18-24' }] },
  { definitionId: 'gender', name: 'Gender', type: 'LabelledString', values: [{ value: 'FEMALE', label: 'Female' }, { value: 'MALE', label: 'Male' }] },
  { definitionId: 'scanHistory', name: 'Scan history', type: 'RegexString' },
  { definitionId: 'purchaseHistory', name: 'Purchase history', type: 'String' },
  { definitionId: 'walkInHistory', name: 'Walk-in history', type: 'Long' },
  { definitionId: 'hasLinkedCard', name: 'Has a linked card', type: 'Boolean', description: 'The shopper has linked a payment card' },
  { definitionId: 'platform', name: 'Platform', type: 'LabelledString', values: [{ value: 'IOS', label: 'iOS' }, { value: 'ANDROID', label: 'Android' }] },
  { definitionId: 'homeZip', name: 'Home ZIP code', type: 'String' },
];

/** The ad set of these tests, with chain 10 (Fresh Mart). */
export const AD_SET = adSet('500', 'Main set', { constraints: [{ '@type': 'ChainConstraint', chainIds: { '10': true } }] });
export const AD_SET_LIST = '/flightdeck/campaigns/700/adsets';
export const NEW_AD = (type: string) => `/flightdeck/campaigns/700/adsets/500/ads/new?type=${type}`;
export const EDIT_AD = (id: string) => `/flightdeck/campaigns/700/adsets/500/ads/${id}`;

/** An ad of the ad set (see `ad` of the ad set gateway). */
export const ad = (id: string, name: string, over: Record<string, unknown> = {}) => adOf(id, '500', name, over);

/** A scan ad that passes every rule of the form. */
export const scanAd = (id: string, name: string, over: Record<string, unknown> = {}) =>
  ad(id, name, {
    topicIds: ['t1'], insertionOrderId: '2', orderLineItemId: 'li-SCAN',
    format: { '@type': 'ProductScanFormat', promotedProductId: 't1', legacy: { bannerPriority: '2026-01-01' } },
    ...over,
  });

const page = (objects: unknown[]) => json({ objects, pagination: { objectCount: objects.length, pageCount: 1, pageIndex: 0, limit: 200, prev: null, next: null } });

type TopicDoc = { id: string; '@type': string; name: string };

/** A page of the campaign's topics as the gateway answers one: of the `type`, the name holding `name` (any case), `limit` of them from the offset in `next`. */
function topicPage(topics: TopicDoc[], url: URL) {
  const type = url.searchParams.get('type');
  const name = (url.searchParams.get('name') ?? '').toLowerCase();
  const found = topics.filter((t) => (!type || t['@type'] === type) && t.name.toLowerCase().includes(name));
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const offset = Number(url.searchParams.get('next') ?? 0);
  const next = offset + limit < found.length ? String(offset + limit) : null;
  return json({ objects: found.slice(offset, offset + limit), pagination: { objectCount: found.length, pageCount: Math.ceil(found.length / limit), pageIndex: Math.floor(offset / limit), limit, prev: null, next } });
}

export interface AdFormGatewayOptions {
  /** the order's line items (default LINE_ITEMS) */
  lineItems?: unknown[];
  /** the campaign's promoted products (default PRODUCTS) */
  topics?: unknown[];
  /** what differs in campaign 700 (its category, its end date) */
  campaign?: Partial<typeof CAMPAIGN>;
  /** chain 12's loyalty programs */
  loyaltyPrograms?: string[];
  /** answers GET /node/v1/definitions/ instead of DEFINITIONS */
  definitions?: () => Response;
  /** the campaign service version the flags give: v3 answers like v1, plus the bulk calls */
  version?: 'v1' | 'v3';
  /** an error text to refuse a write with (400), else undefined */
  refuse?: (call: Call) => string | undefined;
  /** answers a call before the in-memory gateway does (an answer held back, another order) */
  before?: (call: Call) => Response | Promise<Response> | undefined;
}

/**
 * The ad screens' calls answered like the gateway, for ad set 500 of campaign 700: the ad set
 * screens' answers plus the campaign's order, topics and targeting definitions, chain 12's loyalty
 * programs, the video upload, and the ads of the ad set in memory (`stored` to start with): list,
 * read, create (ids from 900 on), update and delete with If-Match, and v3's bulk create (chained:
 * each ad links to the next).
 */
export function adFormGateway(stored: Doc[] = [], options: AdFormGatewayOptions = {}) {
  const gw = adSetGateway([AD_SET]);
  const ads = new Map(stored.map((a) => [a.id, a]));
  const created: Call[] = [];
  const updated: Call[] = [];
  const deleted: Call[] = [];
  const bulk: Call[] = [];
  let nextId = 900;
  const store = (body: Record<string, unknown> | undefined): Doc => {
    const doc = { ...body, id: String(nextId++), campaignId: '700', adSetId: '500', created: day(0), modified: day(0), version: 1 };
    ads.set(doc.id, doc);
    return doc;
  };
  gw.state.answer = ((call: Call) => {
    const forced = options.before?.(call);
    if (forced) return forced;
    if (call.path === '/config/v1/flags' && options.version === 'v3') return json({ campaignServiceVersion: 'v3' });
    if (call.path === '/campaign/v1/campaigns/700') return json({ ...CAMPAIGN, ...options.campaign });
    if (call.path === '/campaign/v1/campaigns/700/topics/') return topicPage((options.topics ?? PRODUCTS) as TopicDoc[], call.url);
    const topic = /^\/campaign\/v1\/campaigns\/700\/topics\/([\w-]+)$/.exec(call.path);
    if (topic) {
      const doc = ((options.topics ?? PRODUCTS) as TopicDoc[]).find((t) => t.id === topic[1]);
      return doc ? json(doc) : json({ errorMsg: `Topic ${topic[1]} not found` }, 404);
    }
    if (call.path === '/order/v1/insertionOrders/2') return json(orderWith(options.lineItems ?? LINE_ITEMS));
    if (call.path === '/node/v1/definitions/') return options.definitions?.() ?? page(DEFINITIONS);
    if (call.path === '/chain/v1/chains/12') return json({ chain: { chain_id: '12', name: 'Big Box', loyalty_program_ids: options.loyaltyPrograms ?? [] }, button_ids: [] });
    const refusal = call.method !== 'GET' && options.refuse?.(call);
    if (call.path === '/campaign/v3/campaigns/700/adsets/500/ads:bulkCreate') {
      bulk.push(call);
      if (refusal) return json({ errorMsg: refusal }, 400);
      const { ads: list, chained } = call.body as { ads: Record<string, unknown>[]; chained?: boolean };
      const docs = list.map(store);
      if (chained) docs.forEach((doc, i) => docs[i + 1] && (doc.nextAdId = docs[i + 1]!.id));
      return json({ objects: docs }, 201);
    }
    if (call.path === '/campaign/v1/campaigns/700/adsets/500/ads') {
      if (call.method === 'GET') return page([...ads.values()]);
      created.push(call);
      return refusal ? json({ errorMsg: refusal }, 400) : json(store(call.body), 201);
    }
    const one = /^\/campaign\/v1\/campaigns\/700\/adsets\/500\/ads\/(\w+)$/.exec(call.path);
    if (!one) return undefined;
    const doc = ads.get(one[1]!);
    if (!doc) return json({ errorMsg: `Ad ${one[1]} not found` }, 404);
    if (call.method === 'GET') return json(doc);
    if (call.method === 'DELETE') deleted.push(call);
    else updated.push(call);
    if (refusal) return json({ errorMsg: refusal }, 400);
    if (call.headers.get('If-Match') !== `"${doc.version}"`) return json({ errorMsg: `Ad ${doc.id} was changed by someone else since you read it`, current: doc }, 412);
    if (call.method === 'DELETE') {
      ads.delete(doc.id);
      return json({ id: doc.id });
    }
    const next = { ...call.body, id: doc.id, campaignId: '700', adSetId: '500', created: doc.created, modified: day(0), version: doc.version + 1 } as Doc;
    ads.set(doc.id, next);
    return json(next);
  }) as typeof gw.state.answer;
  if (options.version === 'v3') answerV3LikeV1();
  // `options` stay live: a test may refuse writes from some point on
  return { ...gw, ads, created, updated, deleted, bulk, options };
}

/** Campaign service v3 answers as v1 does, but for its bulk calls: the app's v3 paths reach the v1 answers. */
function answerV3LikeV1() {
  const v1 = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    v1(typeof input === 'string' && !input.includes(':bulk') ? input.replace('/campaign/v3/', '/campaign/v1/') : input, init),
  );
}
