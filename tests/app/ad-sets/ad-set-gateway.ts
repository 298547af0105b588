import { vi } from 'vitest';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (objects: unknown[]) => json({ objects, pagination: { objectCount: objects.length, pageCount: 1, pageIndex: 0, limit: 200, prev: null, next: null } });
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';

export const CAMPAIGN = {
  id: '700', campaignName: 'Harbor Spring', accountManager: 'ana@x.example', campaignManager: 'carl@x.example', companyIds: ['1'], insertionOrderIds: ['2'],
  category: 'BRAND', startDate: day(-10), endDate: day(60), created: day(-40), modified: day(-1), version: 1,
};

export const CHAINS = [
  { id: '10', label: 'Fresh Mart', loyaltyPrograms: [], isOnline: false, isDisabled: false, priority: null },
  { id: '11', label: 'Fresh Foods Co', loyaltyPrograms: [], isOnline: true, isDisabled: false, priority: null },
  { id: '12', label: 'Big Box', loyaltyPrograms: [], isOnline: false, isDisabled: false, priority: null },
];

/** The campaign's order: a Lookbook (CAROUSEL) line item beside a scan one. */
export const ORDER = {
  id: '2', name: 'Spring order', companyId: '1', created: day(-40), modified: day(-1), version: 1,
  orderLineItems: [
    { id: '21', orderLineItemType: 'SCAN', pricingModel: { id: '91', '@type': 'CostPerEngagement', amount: 1 } },
    { id: '22', orderLineItemType: 'CAROUSEL', pricingModel: { id: '92', '@type': 'FreePricingModel' } },
  ],
};
const STORY_GROUPS = [
  { story_group_id: '301', title: 'Weekly Deals', story_group_type: 'BRANDED' }, { story_group_id: '303', title: 'Holiday Gifting', story_group_type: 'BRANDED' },
  { story_group_id: '313', title: 'Sponsored Spotlight', story_group_type: 'SPONSORED' },
];

const ONTOLOGY = [{ node_id: '100', node_name: 'Grocery', parent_id: null, childNodes: [{ node_id: '120', node_name: 'Snacks', parent_id: '100', childNodes: [] }] }];

export type Doc = Record<string, unknown> & { id: string; version: number };

export const adSet = (id: string, name: string, over: Record<string, unknown> = {}): Doc => ({
  id, name, campaignId: '700', description: '', enabled: true, constraints: [], topicIds: [], deleted: false,
  created: day(-20), modified: day(-2), version: 1, ...over,
});

export const ad = (id: string, adSetId: string, name: string, over: Record<string, unknown> = {}) => ({
  id, adSetId, campaignId: '700', name, description: `${name} description`, enabled: true, format: { '@type': 'ProductScanFormat' },
  awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25 } }, constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }],
  created: day(-5), modified: day(-1), version: 1, ...over,
});

export interface Call {
  method: string;
  path: string;
  /** the whole address, its query included */
  url: URL;
  body?: Record<string, unknown>;
  /** a multipart body's parts */
  form?: FormData;
  headers: Headers;
}

/** The ad set screens' calls, answered like the gateway (in memory), for campaign 700. */
export function adSetGateway(sets: Doc[] = [], ads: ReturnType<typeof ad>[] = []) {
  const calls: Call[] = [];
  const store = new Map(sets.map((s) => [s.id, s]));
  const state = { nextId: 801, answer: undefined as undefined | ((call: Call) => Response | undefined) };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url, 'http://portal.test');
    // The record stream and presence (issue 28 §3) are the real gateway's only: answered as a gateway without them, and not recorded.
    if (url.pathname.startsWith('/flightdeck/services/events/')) return json({ errorMsg: 'No record stream here' }, 404);
    const path = url.pathname.replace('/flightdeck/services', '');
    const multipart = req.headers.get('Content-Type')?.startsWith('multipart/form-data');
    const body = req.method === 'GET' || req.method === 'DELETE' || multipart ? undefined : await req.clone().json().catch(() => undefined);
    const form = multipart ? await req.clone().formData() : undefined;
    const call = { method: req.method, path, url, body, form, headers: req.headers };
    calls.push(call);
    const forced = state.answer?.(call);
    if (forced) return forced;
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: 'v1' });
    if (path === '/campaign/v1/campaigns/700') return json(CAMPAIGN);
    if (path === '/adminBackend/legacy/v1/ontology/taxonomyNodes') return json(ONTOLOGY);
    if (path === '/adminBackend/legacy/v1/storyGroups') return json(STORY_GROUPS);
    if (path === '/order/v1/insertionOrders/2') return json(ORDER);
    if (/^\/adminBackend\/sheets\/v1\/campaigns\/700\/adsets\/\w+\/lookbooks$/.test(path) && req.method === 'POST') {
      return json({ message: 'Creating Lookbook... Please wait a few minutes...', jobId: 'lookbook-1' }, 202);
    }
    if (path === '/chain/v1/chains') {
      const term = (url.searchParams.get('label') ?? '').toLowerCase();
      return page(CHAINS.filter((c) => c.label.toLowerCase().includes(term)));
    }
    const chain = /^\/chain\/v1\/chains\/(\w+)$/.exec(path);
    if (chain) {
      const c = CHAINS.find((x) => x.id === chain[1]);
      return c ? json({ chain: { chain_id: c.id, name: c.label }, button_ids: [] }) : json({ errorMsg: 'Chain not found' }, 404);
    }
    if (path === '/campaign/v1/campaigns/700/adsets/') {
      if (req.method === 'POST') {
        const doc = { ...body, id: String(state.nextId++), campaignId: '700', version: 1, created: day(0), modified: day(0) } as Doc;
        store.set(doc.id, doc);
        return json(doc, 201);
      }
      return page([...store.values()]);
    }
    const adsOf = /^\/campaign\/v1\/campaigns\/700\/adsets\/(\w+)\/ads$/.exec(path);
    if (adsOf) return page(ads.filter((a) => a.adSetId === adsOf[1]));
    const one = /^\/campaign\/v1\/campaigns\/700\/adsets\/(\w+)$/.exec(path);
    if (one) {
      const doc = store.get(one[1]!);
      if (!doc) return json({ errorMsg: `Ad set ${one[1]} not found` }, 404);
      if (req.method === 'GET') return json(doc);
      if (req.headers.get('If-Match') !== `"${doc.version}"`) return json({ errorMsg: `Ad set ${doc.id} was changed by someone else since you read it`, current: doc }, 412);
      if (req.method === 'DELETE') {
        store.delete(doc.id);
        return json({ id: doc.id });
      }
      const next = { ...body, id: doc.id, campaignId: '700', created: doc.created, version: doc.version + 1, modified: day(0) } as Doc;
      store.set(doc.id, next);
      return json(next);
    }
    return json({ errorMsg: `No such call: ${req.method} ${path}` }, 404);
  });
  return { calls, store, state };
}
