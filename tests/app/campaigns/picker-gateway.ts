import { vi } from 'vitest';
import { type FakeUser, usersAnswer } from '#tests/app/support/users-gateway';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Doc = Record<string, unknown> & { id: string; name: string };

export interface PickerCall {
  method: string;
  url: URL;
  body?: unknown;
}

const stamp = '2030-01-01T00:00:00Z[UTC]';

/** Order `i` (1-based): ids o-0001…, names 'Order 0001'…, newest first as the gateway lists them. */
export const pickerOrder = (i: number): Doc => ({
  id: `o-${String(i).padStart(4, '0')}`,
  name: `Order ${String(i).padStart(4, '0')}`,
  companyId: 'c-0001',
  campaignType: 'UNSPECIFIED',
  currency: 'USD',
  amountPrecision: 2,
  totalAmount: 100000,
  tags: [],
  selfFunded: false,
  orderLineItems: [{ id: `li-${i}`, orderLineItemType: 'PURCHASE_VALIDATION', description: 'Receipts', selfFunded: false }],
  created: stamp,
  modified: stamp,
  version: 1,
});
/** Company `i` (1-based): ids c-0001…, names 'Company 0001'… (listed by name). */
export const pickerCompany = (i: number): Doc => ({ id: `c-${String(i).padStart(4, '0')}`, name: `Company ${String(i).padStart(4, '0')}`, version: 1 });

/** User `i` (1-based): 'User 0001' with e-mail user0001@flightdeck.example (listed by name). */
export const pickerUser = (i: number): FakeUser => ({ email: `user${String(i).padStart(4, '0')}@flightdeck.example`, given_name: 'User', family_name: String(i).padStart(4, '0') });

/** A page of `rows` from the offset in `next`, as the gateway's keyset pages answer (cursors here are offsets). */
function paged(rows: Doc[], url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) return json({ errorMsg: 'Bad input', errors: [{ fieldName: 'limit', message: 'Must be a whole number from 1 to 200' }] }, 400);
  const offset = Number(url.searchParams.get('next') ?? 0);
  const next = offset + limit < rows.length ? String(offset + limit) : null;
  return json({ objects: rows.slice(offset, offset + limit), pagination: { objectCount: rows.length, pageCount: Math.ceil(rows.length / limit), pageIndex: Math.floor(offset / limit), limit, prev: offset > 0 ? String(Math.max(0, offset - limit)) : null, next } });
}

/**
 * The campaign screens' calls over many orders, companies and users, paged like the gateway (limit 1–200,
 * a `next` cursor), with reads by id and order creation.
 */
export function pickerGateway(opts: { orders?: number; companies?: number; users?: number } = {}) {
  const calls: PickerCall[] = [];
  const users: FakeUser[] = [{ email: 'ana@flightdeck.example', given_name: 'Ana', family_name: 'Account' }, ...Array.from({ length: opts.users ?? 0 }, (_, i) => pickerUser(i + 1))];
  const orders = Array.from({ length: opts.orders ?? 3 }, (_, i) => pickerOrder(i + 1));
  const companies = Array.from({ length: opts.companies ?? 3 }, (_, i) => pickerCompany(i + 1));
  const campaigns = new Map<string, Record<string, unknown>>();
  let nextId = 7000;
  const gw = { calls, orders, companies, campaigns, listCalls: (path: string) => calls.filter((c) => c.method === 'GET' && c.url.pathname === `/flightdeck/services${path}`) };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url, 'http://portal.test');
    // The record stream and presence (issue 28 §3) are the real gateway's only: answered as a gateway without them, and not recorded.
    if (url.pathname.startsWith('/flightdeck/services/events/')) return json({ errorMsg: 'No record stream here' }, 404);
    const body = req.method === 'GET' ? undefined : await req.clone().json().catch(() => undefined);
    calls.push({ method: req.method, url, body });
    const p = url.pathname.replace('/flightdeck/services', '');
    const name = (url.searchParams.get('name') ?? '').toLowerCase();
    if (p === '/config/v1/flags') return json({ campaignServiceVersion: 'v1' });
    if (p === '/adminBackend/v1/users') return json(usersAnswer(users, url));
    if (p === '/order/v1/insertionOrders/' && req.method === 'POST') {
      const doc: Doc = { name: '', ...(body as object), id: String(nextId++), created: stamp, modified: stamp, version: 1 };
      orders.unshift(doc);
      return json(doc, 201);
    }
    if (p === '/order/v1/insertionOrders/') return paged(orders.filter((o) => o.name.toLowerCase().includes(name)), url);
    const order = /^\/order\/v1\/insertionOrders\/([^/]+)$/.exec(p);
    if (order) {
      const doc = orders.find((o) => o.id === order[1]);
      return doc ? json(doc) : json({ errorMsg: `Insertion order ${order[1]} not found` }, 404);
    }
    if (p === '/company/v1/companies/') return paged(companies.filter((c) => c.name.toLowerCase().includes(name)), url);
    const company = /^\/company\/v1\/companies\/([^/]+)$/.exec(p);
    if (company) {
      const doc = companies.find((c) => c.id === company[1]);
      return doc ? json(doc) : json({ errorMsg: `Company ${company[1]} not found` }, 404);
    }
    const one = /^\/campaign\/v1\/campaigns\/([^/]+)$/.exec(p);
    if (one) {
      const doc = campaigns.get(one[1]!);
      if (!doc) return json({ errorMsg: `Campaign ${one[1]} not found` }, 404);
      if (req.method === 'PUT') {
        const next = { ...(body as object), id: doc.id, created: doc.created, version: (doc.version as number) + 1, modified: stamp };
        campaigns.set(one[1]!, next);
        return json(next);
      }
      return json(doc);
    }
    if (/^\/campaign\/v1\/campaigns\/$/.test(p)) return json({ objects: [...campaigns.values()], pagination: { objectCount: campaigns.size, pageCount: 1, pageIndex: 0, limit: 20, prev: null, next: null } });
    return json({ errorMsg: `No such call: ${req.method} ${p}` }, 404);
  });
  return gw;
}

/** A stored campaign naming these orders and companies. */
export const pickerCampaign = (over: Record<string, unknown> = {}) => ({
  id: '900',
  campaignName: 'Harbor Launch',
  status: 'LIVE',
  accountManager: 'ana@flightdeck.example',
  campaignManager: 'ana@flightdeck.example',
  opsAssociate: '',
  description: '',
  category: 'BRAND',
  insertionOrderIds: ['o-0001'],
  companyIds: ['c-0001'],
  walletIds: ['li-1'],
  tags: [],
  startDate: '2020-03-01T17:00:00Z[UTC]',
  endDate: '2099-03-31T06:59:00Z[UTC]',
  constraints: [],
  created: stamp,
  modified: stamp,
  version: 3,
  ...over,
});
