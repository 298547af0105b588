import { vi } from 'vitest';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (objects: unknown[]) => json({ objects, pagination: { objectCount: objects.length, pageCount: 1, pageIndex: 0, limit: 200, prev: null, next: null } });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';
const doc = { created: day(-40), modified: day(-1), version: 1 };

export const CAMPAIGN = {
  id: '9001', campaignName: 'Harbor Spring', accountManager: 'ana@x.example', campaignManager: 'carl@x.example', opsAssociate: 'olga@x.example',
  description: 'Spring push', category: 'MCOMM', companyIds: ['1'], insertionOrderIds: ['2', '404'], startDate: day(-10), endDate: day(20), ...doc,
};
export const ORDER = {
  id: '2', name: 'Spring Order', description: 'Q2 budget', companyId: '1', url: 'https://salesforce.example/o/2', ...doc,
  orderLineItems: [{ id: '21', orderLineItemType: 'SCAN', description: 'Scans', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 2550, precision: 2, currency: 'USD' } }],
};
export const PRODUCTS = Array.from({ length: 6 }, (_, i) => ({ id: `p${i}`, '@type': 'PromotedProduct', name: `Product ${i}`, campaignId: '9001', ...doc }));
export const CATEGORIES = [{ id: 'c1', '@type': 'PromotedCategory', name: 'Dairy aisle', campaignId: '9001', ...doc }];
export const AD_SETS = [
  { id: '31', name: 'Launch set', campaignId: '9001', enabled: true, constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(-5), endTimestamp: day(10) }], ...doc },
  { id: '32', name: 'Empty set', campaignId: '9001', enabled: true, constraints: [], ...doc },
];
export const ADS = [
  { id: '41', adSetId: '31', campaignId: '9001', name: 'Scan me', description: 'Scan the jar', enabled: true, format: { '@type': 'ProductScanFormat' }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 50 } },
    constraints: [{ '@type': 'FrequencyConstraint', engagements: 2, period: 'MONTH' }], ...doc },
  { id: '42', adSetId: '31', campaignId: '9001', name: 'Later banner', enabled: false, format: { '@type': 'BannerFormat' }, awards: {},
    constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(3), endTimestamp: day(8) }], ...doc },
];

export interface StreamControl {
  push: (text: string) => void;
  close: () => void;
}

export interface SummaryGateway {
  requests: Request[];
  streams: StreamControl[];
  streamStatus: number;
  campaignStatus: number;
  adSets: typeof AD_SETS;
  products: typeof PRODUCTS;
}

/** The gateway calls a campaign summary makes, with a controllable mapping stream. */
export function summaryGateway(version = 'v3'): SummaryGateway {
  const gw: SummaryGateway = { requests: [], streams: [], streamStatus: 200, campaignStatus: 200, adSets: AD_SETS, products: PRODUCTS };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    gw.requests.push(req);
    const url = new URL(req.url);
    const path = url.pathname.replace('/flightdeck/services', '');
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: version });
    if (/^\/campaign\/v\d\/campaigns\/9001$/.test(path)) return gw.campaignStatus === 200 ? json(CAMPAIGN) : json({ errorMsg: 'boom' }, gw.campaignStatus);
    if (path === '/order/v1/insertionOrders/2') return json(ORDER);
    if (path === '/company/v1/companies/1') return json({ id: '1', name: 'Acme Foods', ...doc });
    if (/\/campaigns\/9001\/topics\/$/.test(path)) return page(url.searchParams.get('type') === 'PromotedCategory' ? CATEGORIES : gw.products);
    if (/\/campaigns\/9001\/adsets\/$/.test(path)) return page(gw.adSets);
    const ads = /\/campaigns\/9001\/adsets\/(\d+)\/ads$/.exec(path);
    if (ads) return page(ADS.filter((a) => a.adSetId === ads[1]));
    if (/^\/mapping\/v1\/campaigns\/[^/]+\/stream$/.test(path)) {
      if (gw.streamStatus !== 200) return json({ errorMsg: 'nope' }, gw.streamStatus);
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      const enc = new TextEncoder();
      const control = { push: (t: string) => controller.enqueue(enc.encode(t)), close: () => controller.close() };
      req.signal?.addEventListener('abort', () => {
        try {
          controller.error(new DOMException('aborted', 'AbortError'));
        } catch {
          /* closed */
        }
      });
      gw.streams.push(control);
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (/^\/campaign\/v\d\/campaigns\/9001\/event$/.test(path) && req.method === 'PUT') return json({ eventId: 'e1' }, 202);
    if (/^\/mapping\/v1\/tasks\/[^/]+\/retry$/.test(path) && req.method === 'POST') return json({ id: path.split('/')[4] });
    return json({ errorMsg: `No such call: ${req.method} ${path}` }, 404);
  });
  return gw;
}

export const sse = (event: string | undefined, data: unknown, id?: string) =>
  `${event ? `event: ${event}\n` : ''}${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
