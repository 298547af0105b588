import { vi } from 'vitest';
import { usersAnswer } from '#tests/app/support/users-gateway';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (objects: unknown[]) => ({ objects, pagination: { objectCount: objects.length, pageCount: 1, pageIndex: 0, limit: 200, prev: null, next: null } });

export interface Call {
  method: string;
  url: URL;
  body?: unknown;
  headers: Headers;
}

/** The campaign screens' calls, answered like the gateway (in memory). */
export function campaignGateway(opts: { version?: 'v1' | 'v3'; mappingState?: string } = {}) {
  const calls: Call[] = [];
  const campaigns = new Map<string, Record<string, unknown>>();
  const state = { mappingState: ops(opts.mappingState), nextId: 501, putStatus: undefined as undefined | (() => Response) };
  function ops(s?: string) {
    return s;
  }
  const orders = [
    { id: '11', name: 'Spring Order', companyId: '1', orderLineItems: [{ id: 'li-1', orderLineItemType: 'PURCHASE_VALIDATION' }, { id: 'li-2', orderLineItemType: 'SCAN' }] },
    { id: '12', name: 'Summer Order', companyId: '2', orderLineItems: [{ id: 'li-3', orderLineItemType: 'PRODUCT_CATALOG_MCOMM' }] },
  ];
  const companies = [
    { id: '1', name: 'Acme Foods' },
    { id: '2', name: 'Bolt Drinks' },
  ];
  const gw = {
    calls,
    campaigns,
    state,
    orders,
    put: (id: string, doc: Record<string, unknown>) => campaigns.set(id, doc),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url, 'http://portal.test');
    // The record stream and presence (issue 28 §3) are the real gateway's only: answered as a gateway without them, and not recorded.
    if (url.pathname.startsWith('/flightdeck/services/events/')) return json({ errorMsg: 'No record stream here' }, 404);
    const body = req.method === 'GET' ? undefined : await req.clone().json().catch(() => undefined);
    calls.push({ method: req.method, url, body, headers: req.headers });
    const p = url.pathname.replace('/flightdeck/services', '');
    if (p === '/config/v1/flags') return json({ campaignServiceVersion: opts.version ?? 'v1' });
    if (p === '/adminBackend/v1/users')
      return json(usersAnswer([
        { email: 'ana@flightdeck.example', given_name: 'Ana', family_name: 'Account' },
        { email: 'carl@flightdeck.example', given_name: 'Carl', family_name: 'Campaign' },
      ], url));
    // The pickers search by name: contains, in any case.
    const named = <T extends { name: string }>(rows: T[]) => rows.filter((r) => r.name.toLowerCase().includes((url.searchParams.get('name') ?? '').toLowerCase()));
    if (p === '/order/v1/insertionOrders/') return json(page(named(orders)));
    const order = /^\/order\/v1\/insertionOrders\/(.+)$/.exec(p);
    if (order) return json(orders.find((o) => o.id === order[1]) ?? { errorMsg: 'not found' }, orders.some((o) => o.id === order[1]) ? 200 : 404);
    if (p === '/company/v1/companies/') return json(page(named(companies)));
    const company = /^\/company\/v1\/companies\/(.+)$/.exec(p);
    if (company) return json(companies.find((c) => c.id === company[1]) ?? { errorMsg: 'not found' }, companies.some((c) => c.id === company[1]) ? 200 : 404);
    const mapping = /^\/mapping\/v1\/campaigns\/([^/]+)\/tasks$/.exec(p);
    if (mapping) return json({ tasks: state.mappingState ? [{ id: `mt-${mapping[1]}`, stateType: 'SUCCESS', tasks: [{ id: 'x', stateType: state.mappingState, tasks: [] }] }] : [] });
    const list = /^\/campaign\/(v\d)\/campaigns\/$/.exec(p);
    if (list && req.method === 'POST') {
      const id = String(state.nextId++);
      const doc = { ...(body as object), id, version: 1, created: '2030-01-01T00:00:00Z[UTC]', modified: '2030-01-01T00:00:00Z[UTC]' };
      campaigns.set(id, doc);
      return json(doc, 201);
    }
    if (list) return json(page([...campaigns.values()]));
    const one = /^\/campaign\/(v\d)\/campaigns\/([^/]+)$/.exec(p);
    if (one) {
      const doc = campaigns.get(one[2]!);
      if (!doc) return json({ errorMsg: `Campaign ${one[2]} not found` }, 404);
      if (req.method === 'PUT') {
        if (state.putStatus) return state.putStatus();
        const expected = req.headers.get('If-Match');
        if (expected !== `"${doc.version}"`) return json({ errorMsg: `Campaign ${one[2]} was changed by someone else since you read it`, current: doc }, 412);
        const next = { ...(body as object), id: doc.id, created: doc.created, version: (doc.version as number) + 1, modified: '2030-01-02T00:00:00Z[UTC]' };
        campaigns.set(one[2]!, next);
        return json(next);
      }
      return json(doc);
    }
    return json({ errorMsg: `No such call: ${p}` }, 404);
  });
  return gw;
}

export const storedCampaign = (over: Record<string, unknown> = {}) => ({
  id: '900',
  campaignName: 'Harbor Launch',
  status: 'LIVE',
  accountManager: 'ana@flightdeck.example',
  campaignManager: 'carl@flightdeck.example',
  opsAssociate: '',
  description: 'Spring push',
  category: 'BRAND',
  insertionOrderIds: ['11'],
  companyIds: ['1'],
  walletIds: ['li-1'],
  tags: ['spring'],
  startDate: '2020-03-01T17:00:00Z[UTC]',
  endDate: '2099-03-31T06:59:00Z[UTC]',
  constraints: [],
  created: '2020-01-01T00:00:00Z[UTC]',
  modified: '2020-01-01T00:00:00Z[UTC]',
  version: 3,
  ...over,
});
