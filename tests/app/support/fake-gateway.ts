import { vi } from 'vitest';

/** Campaign documents as the gateway answers them. */
export function campaigns(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: String(1000 + i),
    campaignName: i === 1 ? 'Harbor Launch' : `Campaign ${String(i).padStart(3, '0')}`,
    accountManager: 'ana.account@flightdeck.example',
    campaignManager: 'carl.campaign@flightdeck.example',
    opsAssociate: 'olga.ops@flightdeck.example',
    companyIds: ['1'],
    insertionOrderIds: ['2'],
    category: 'BRAND',
    startDate: '2026-01-01T17:00:00Z[UTC]',
    endDate: '2099-01-01T17:00:00Z[UTC]',
    created: '2026-01-01T00:00:00Z[UTC]',
    modified: '2026-01-01T00:00:00Z[UTC]',
    version: 1,
  }));
}

export interface FakeGateway {
  calls: URL[];
  flags: () => Response | Promise<Response>;
  /** Holds list answers until it resolves (to see loading states). */
  gate?: Promise<void>;
  /** While set, the campaign list answers this failure (status and errorMsg). */
  listFailure?: { status: number; errorMsg: string };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the portal's calls like the gateway: flags and a keyset-paged campaign list with
 * campaignName search and cursors that are just offsets.
 */
export function fakeGateway(all = campaigns(120), limitCap = 200): FakeGateway {
  const gw: FakeGateway = { calls: [], flags: () => json({ campaignServiceVersion: 'v3' }) };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://portal.test');
    gw.calls.push(url);
    if (url.pathname === '/flightdeck/services/config/v1/flags') return gw.flags();
    const list = /^\/flightdeck\/services\/campaign\/(v\d)\/campaigns\/$/.exec(url.pathname);
    if (list) {
      await gw.gate;
      if (gw.listFailure) return json({ errorMsg: gw.listFailure.errorMsg }, gw.listFailure.status);
      const term = (url.searchParams.get('campaignName') ?? '').toLowerCase();
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), limitCap);
      const offset = Number(url.searchParams.get('next') ?? 0);
      const hits = all.filter((c) => c.campaignName.toLowerCase().includes(term));
      const objects = hits.slice(offset, offset + limit);
      return json({
        objects,
        pagination: {
          objectCount: hits.length,
          pageCount: Math.ceil(hits.length / limit),
          pageIndex: Math.floor(offset / limit),
          limit,
          prev: offset > 0 ? String(Math.max(0, offset - limit)) : null,
          next: offset + limit < hits.length ? String(offset + limit) : null,
        },
      });
    }
    return json({ errorMsg: `No such call: ${url.pathname}` }, 404);
  });
  return gw;
}
