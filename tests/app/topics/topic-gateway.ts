import { vi } from 'vitest';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';

export const campaign = (category: 'BRAND' | 'MCOMM' = 'BRAND') => ({
  id: '700', campaignName: 'Harbor Spring', accountManager: 'ana@x.example', campaignManager: 'carl@x.example', companyIds: ['1'], insertionOrderIds: ['2'],
  category, startDate: day(-10), endDate: day(60), created: day(-40), modified: day(-1), version: 1,
});

export type Doc = Record<string, unknown> & { id: string; version: number; name: string; '@type': string };

export const product = (id: string, name: string, over: Record<string, unknown> = {}): Doc => ({
  '@type': 'PromotedProduct', id, name, campaignId: '700', description: `${name} description`,
  barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }], contentTags: [], msrps: [], ontologyKeywords: [], tags: [], receiptDescriptions: [],
  legacy: { enabled: 'true' }, decoupleReceiptsFromScans: false, allowSameDayMultilocationScans: false,
  created: day(-20), modified: day(-2), version: 1, ...over,
});

export const category = (id: string, name: string, over: Record<string, unknown> = {}): Doc => ({
  '@type': 'PromotedCategory', id, name, campaignId: '700', chainId: '10', kicksPerDollar: 5, includedCategories: ['grocery'], excludedCategories: [], matchAll: false,
  legacy: { enabled: 'true' }, created: day(-20), modified: day(-2), version: 1, ...over,
});

const UPC: Record<string, string> = { '012000161155': 'Sparkling Cola 12 fl oz Can', '016000275287': 'Honey Oat Cereal 12 oz' };
const CHAINS = [
  { id: '10', label: 'Fresh Mart', loyaltyPrograms: [], isOnline: false, isDisabled: false, priority: null },
  { id: '11', label: 'Fresh Foods Co', loyaltyPrograms: [], isOnline: true, isDisabled: false, priority: null },
];
const ONTOLOGY = [{ node_id: '100', node_name: 'Grocery', parent_id: null, childNodes: [{ node_id: '120', node_name: 'Snacks', parent_id: '100', childNodes: [] }] }];

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
  headers: Headers;
}

/**
 * The topic screens' calls, answered like the gateway (in memory) for campaign 700: topics paged
 * by offset cursors, If-Match on writes (412 with the current document), UPC info, the tooltip
 * check (the domain's own rule), failed barcodes, chains, ontology and image uploads.
 */
export function topicGateway(topics: Doc[] = [], opts: { category?: 'BRAND' | 'MCOMM'; failed?: { barcode: string; wrong_num_scans: number }[] } = {}) {
  const calls: Call[] = [];
  const store = new Map(topics.map((t) => [t.id, t]));
  const state = { nextId: 801, uploads: 0, answer: undefined as undefined | ((call: Call) => Response | undefined) };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url, 'http://portal.test');
    // The record stream and presence (issue 28 §3) are the real gateway's only: answered as a gateway without them, and not recorded.
    if (url.pathname.startsWith('/flightdeck/services/events/')) return json({ errorMsg: 'No record stream here' }, 404);
    const path = url.pathname.replace('/flightdeck/services', '');
    const type = req.headers.get('content-type') ?? '';
    const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : type.includes('json') ? await req.clone().json().catch(() => undefined) : type.includes('multipart') ? undefined : await req.clone().text();
    const call = { method: req.method, path, query: url.searchParams, body, headers: req.headers };
    calls.push(call);
    const forced = state.answer?.(call);
    if (forced) return forced;
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: 'v1' });
    if (path === '/campaign/v1/campaigns/700') return json(campaign(opts.category));
    if (path === '/adminBackend/legacy/v1/ontology/taxonomyNodes') return json(ONTOLOGY);
    if (path === '/adminBackend/v1/blink/upcInfo') return json((body as string[]).map((upc) => ({ input_upc: upc, product_name: UPC[upc] ?? null })));
    if (path === '/adminBackend/topics/tooltip') {
      const text = String(body ?? '').trim();
      return json({ fits: text.length <= 100, fitsWhenSplit: text.length <= 50, splitValue: text.length <= 50 ? text : null });
    }
    const failed = /^\/adminBackend\/failedBarcodes\/topics\/(\w+)$/.exec(path);
    if (failed) return json(opts.failed ?? []);
    if (path === '/files/v1/images/') {
      state.uploads++;
      return json({ fileURL: `http://portal.test/upload-${state.uploads}.png`, width: 1024, height: 1024 }, 201);
    }
    if (path === '/chain/v1/chains') {
      const term = (url.searchParams.get('label') ?? '').toLowerCase();
      const objects = CHAINS.filter((c) => c.label.toLowerCase().includes(term));
      return json({ objects, pagination: { objectCount: objects.length, pageCount: 1, pageIndex: 0, limit: 20, prev: null, next: null } });
    }
    const chain = /^\/chain\/v1\/chains\/(\w+)$/.exec(path);
    if (chain) {
      const c = CHAINS.find((x) => x.id === chain[1]);
      return c ? json({ chain: { chain_id: c.id, name: c.label }, button_ids: [] }) : json({ errorMsg: 'Chain not found' }, 404);
    }
    if (path === '/campaign/v1/campaigns/700/topics/') {
      if (req.method === 'POST') {
        const doc = { ...(body as object), id: String(state.nextId++), campaignId: '700', version: 1, created: day(0), modified: day(0) } as unknown as Doc;
        store.set(doc.id, doc);
        return json(doc, 201);
      }
      const kind = url.searchParams.get('type');
      const hits = [...store.values()].filter((t) => !kind || t['@type'] === kind);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('next') ?? 0);
      return json({
        objects: hits.slice(offset, offset + limit),
        pagination: {
          objectCount: hits.length, pageCount: Math.ceil(hits.length / limit), pageIndex: Math.floor(offset / limit), limit,
          prev: offset > 0 ? String(Math.max(0, offset - limit)) : null, next: offset + limit < hits.length ? String(offset + limit) : null,
        },
      });
    }
    const one = /^\/campaign\/v1\/campaigns\/700\/topics\/(\w+)$/.exec(path);
    if (one) {
      const doc = store.get(one[1]!);
      if (!doc) return json({ errorMsg: `Topic ${one[1]} not found` }, 404);
      if (req.method === 'GET') return json(doc);
      if (req.headers.get('If-Match') !== `"${doc.version}"`) return json({ errorMsg: `Topic ${doc.id} was changed by someone else since you read it`, current: doc }, 412);
      if (req.method === 'DELETE') {
        store.delete(doc.id);
        return json({ id: doc.id });
      }
      const next = { ...(body as object), id: doc.id, campaignId: '700', created: doc.created, version: doc.version + 1, modified: day(0) } as unknown as Doc;
      store.set(doc.id, next);
      return json(next);
    }
    return json({ errorMsg: `No such call: ${req.method} ${path}` }, 404);
  });
  return { calls, store, state };
}
