import { vi } from 'vitest';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Doc = Record<string, unknown> & { id: string; version: number };

export interface OrderGateway {
  calls: { method: string; url: URL; body?: unknown; headers: Headers }[];
  orders: Doc[];
  companies: Doc[];
  /** Holds company creation until it resolves (to see 'Creating company...'). */
  companyGate?: Promise<void>;
  companyFailure?: number;
  eventGate?: Promise<void>;
  /** Deletes of these orders answer 409 with the message (an order still in use, as the gateway answers). */
  deleteRefusals?: Record<string, string>;
  /** Order writes answer 400 with these field errors. */
  orderFieldErrors?: { fieldName: string; message: string }[];
  /** The image upload answers 400 with this message. */
  imageFailure?: string;
  /** The form fields of the last image upload. */
  imageForm?: { width: unknown; height: unknown };
}

const stamp = '2026-03-01T17:00:00Z[UTC]';

export function sampleOrder(i: number, extra: Record<string, unknown> = {}): Doc {
  return {
    id: String(500 + i),
    name: `Order ${String(i).padStart(2, '0')}`,
    description: null,
    companyId: '1',
    campaignId: i === 0 ? '1000' : null,
    campaignType: 'UNSPECIFIED',
    currency: 'USD',
    amountPrecision: 2,
    totalAmount: 100000 + i,
    url: null,
    externalId: null,
    tags: [],
    selfFunded: false,
    orderLineItems: [{ id: `li-${i}`, orderLineItemType: 'SCAN', description: 'Scans', selfFunded: false, pricingModel: { '@type': 'CostPerEngagement', id: 'pm', engagements: 500, amount: 25, currency: 'USD', precision: 2 } }],
    created: stamp,
    modified: stamp,
    version: 1,
    ...extra,
  };
}

/** Answers the order, company, event and image calls like the gateway (cursors are offsets). */
export function orderGateway(orders = Array.from({ length: 3 }, (_, i) => sampleOrder(i))): OrderGateway {
  const gw: OrderGateway = { calls: [], orders, companies: [{ id: '1', name: 'Acme Foods', version: 1 }, { id: '2', name: 'Blue Harbor Co', version: 1 }] };
  let nextId = 900;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url, 'http://portal.test');
    // The record stream and presence (issue 28 §3) are the real gateway's only: answered as a gateway without them, and not recorded.
    if (url.pathname.startsWith('/flightdeck/services/events/')) return json({ errorMsg: 'No record stream here' }, 404);
    const method = req.method.toUpperCase();
    const type = req.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await req.clone().json().catch(() => undefined) : undefined;
    gw.calls.push({ method, url, body, headers: req.headers });
    const path = url.pathname.replace('/flightdeck/services', '');
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: 'v3' });
    if (path === '/campaign/v3/campaigns/' && url.searchParams.has('ids')) {
      const names: Record<string, string> = { '1000': 'Spring Granola Push' };
      const hits = url.searchParams.get('ids')!.split(',').filter((id) => names[id]).map((id) => ({ id, campaignName: names[id] }));
      return json({ objects: hits, pagination: { objectCount: hits.length, pageCount: 1, pageIndex: 0, limit: 200, prev: null, next: null } });
    }
    if (path === '/company/v1/companies/' && method === 'GET') {
      const term = (url.searchParams.get('name') ?? '').toLowerCase();
      const hits = gw.companies.filter((c) => String(c.name).toLowerCase().includes(term));
      return json({ objects: hits, pagination: { objectCount: hits.length, pageCount: 1, pageIndex: 0, limit: 20, prev: null, next: null } });
    }
    if (path === '/company/v1/companies/' && method === 'POST') {
      await gw.companyGate;
      if (gw.companyFailure === 409) return json({ errorMsg: 'Company name already exists, please choose another name', errors: [{ fieldName: 'name', message: 'Company name already exists, please choose another name' }] }, 409);
      if (gw.companyFailure) return json({ errorMsg: 'Boom' }, gw.companyFailure);
      const c = { id: String(nextId++), name: (body as { name: string }).name, version: 1 };
      gw.companies.push(c);
      return json(c, 201);
    }
    const company = /^\/company\/v1\/companies\/(\w+)$/.exec(path);
    if (company) {
      const c = gw.companies.find((x) => x.id === company[1]);
      return c ? json(c) : json({ errorMsg: 'Company not found' }, 404);
    }
    if (path === '/order/v1/insertionOrders/' && method === 'GET') {
      const term = (url.searchParams.get('name') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('next') ?? 0);
      const hits = gw.orders.filter((o) => String(o.name).toLowerCase().includes(term));
      return json({
        objects: hits.slice(offset, offset + limit),
        pagination: { objectCount: hits.length, pageCount: Math.ceil(hits.length / limit), pageIndex: Math.floor(offset / limit), limit, prev: offset > 0 ? String(Math.max(0, offset - limit)) : null, next: offset + limit < hits.length ? String(offset + limit) : null },
      });
    }
    if (path === '/order/v1/insertionOrders/' && method === 'POST') {
      const o = body as Record<string, unknown>;
      if (!gw.companies.some((c) => c.id === o.companyId)) return json({ errorMsg: 'Bad input', errors: [{ fieldName: 'companyId', message: `Unknown company ${o.companyId}` }] }, 400);
      const doc = { ...o, id: String(nextId++), created: stamp, modified: stamp, version: 1 } as Doc;
      gw.orders.unshift(doc);
      return json(doc, 201, { ETag: '"1"' });
    }
    if (/^\/order\/v1\/insertionOrders\/\w+\/events$/.test(path)) {
      await gw.eventGate;
      return json({ eventId: '1' }, 202);
    }
    const order = /^\/order\/v1\/insertionOrders\/(\w+)$/.exec(path);
    if (order) {
      const i = gw.orders.findIndex((o) => o.id === order[1]);
      if (i < 0) return json({ errorMsg: `Insertion order ${order[1]} not found` }, 404);
      const doc = gw.orders[i]!;
      if (method === 'GET') return json(doc, 200, { ETag: `"${doc.version}"` });
      if (req.headers.get('if-match') !== `"${doc.version}"`) return json({ errorMsg: 'Stale', current: doc }, 412);
      const refusal = method === 'DELETE' ? gw.deleteRefusals?.[doc.id] : undefined;
      if (refusal) return json({ errorMsg: refusal, errors: [{ fieldName: 'id', message: refusal }] }, 409);
      if (method === 'DELETE') {
        gw.orders.splice(i, 1);
        return json(doc);
      }
      if (gw.orderFieldErrors) return json({ errorMsg: 'Bad input', errors: gw.orderFieldErrors }, 400);
      const next = { ...(body as object), id: doc.id, created: doc.created, modified: stamp, version: doc.version + 1 } as Doc;
      gw.orders[i] = next;
      return json(next, 200, { ETag: `"${next.version}"` });
    }
    if (path === '/files/v1/images/' && method === 'POST') {
      const form = await req.formData();
      gw.imageForm = { width: form.get('width'), height: form.get('height') };
      if (gw.imageFailure) return json({ errorMsg: gw.imageFailure, errors: [{ fieldName: 'image', message: gw.imageFailure }] }, 400);
    }
    if (path === '/files/v1/images/' && method === 'POST') return json({ fileURL: 'http://portal.test/img.png', width: 260, height: 100 }, 201);
    return json({ errorMsg: `No such call: ${method} ${url.pathname}` }, 404);
  });
  return gw;
}
