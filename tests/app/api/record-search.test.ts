import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_SEARCH_LIMIT, searchRecords, type RecordHit } from '#app/api/record-search';
import { urlOf } from '#tests/app/support/command-context';

/** A hit with the URL its link leads to. */
const withUrl = ({ link, ...hit }: RecordHit) => ({ ...hit, url: urlOf(link) });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (objects: unknown[]) => json({ objects, pagination: { objectCount: objects.length, pageCount: 1, pageIndex: 0, limit: 20 } });

/** A gateway that answers every search with more hits than asked for, and knows ad 42 only. */
function gateway() {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url);
    urls.push(url);
    const path = url.pathname.replace('/flightdeck/services', '').replace(/(.)\/$/, '$1');
    const many = (field: string) => page(Array.from({ length: 9 }, (_, i) => ({ id: String(i + 1), [field]: `Harbor ${i + 1}` })));
    if (path === '/campaign/v3/campaigns') return many('campaignName');
    if (path === '/order/v1/insertionOrders') return many('name');
    if (path === '/company/v1/companies') return json({ errorMsg: 'Company service is down' }, 503);
    if (path === '/chain/v1/chains') return page([{ chain_id: '10', label: 'Harbor Foods' }]);
    if (path === '/ad/v1/ads/42') return json({ id: '42', name: 'Cereal scan', campaignId: '7', adSetId: '8' });
    return json({ errorMsg: 'not found' }, 404);
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('record search (issue 4: on the server, capped)', () => {
  it('asks each service for a few hits by name and keeps at most that many per kind, as links', async () => {
    const urls = gateway();
    const hits = await searchRecords('v3', 'harbor', new AbortController().signal);
    for (const url of urls) expect(url.searchParams.get('limit')).toBe(String(RECORD_SEARCH_LIMIT));
    expect(urls.find((u) => u.pathname.endsWith('/campaigns'))?.searchParams.get('campaignName')).toBe('harbor');
    expect(hits.filter((h) => h.kind === 'Campaigns')).toHaveLength(RECORD_SEARCH_LIMIT);
    expect(hits.filter((h) => h.kind === 'Orders')).toHaveLength(RECORD_SEARCH_LIMIT);
    expect(hits.filter((h) => h.kind === 'Campaigns').map(withUrl)[0]).toEqual({ kind: 'Campaigns', id: '1', name: 'Harbor 1', url: '/campaigns/view/1' });
    expect(hits.filter((h) => h.kind === 'Chains').map(withUrl)[0]).toEqual({ kind: 'Chains', id: '10', name: 'Harbor Foods', url: '/chains/10' });
    // A kind that fails is left out; the others still answer. A name is no ad id: no ad call.
    expect(hits.some((h) => h.kind === 'Companies')).toBe(false);
    expect(urls.some((u) => u.pathname.includes('/ad/v1/ads/'))).toBe(false);
  });

  it('finds an ad by its id', async () => {
    gateway();
    const hits = await searchRecords('v3', '42', new AbortController().signal);
    expect(hits.filter((h) => h.kind === 'Ads').map(withUrl)).toEqual([{ kind: 'Ads', id: '42', name: 'Cereal scan', url: '/campaigns/7/adsets/8/ads/42' }]);
  });

  it('fails as aborted when the next keystroke aborts it', async () => {
    gateway();
    const controller = new AbortController();
    const search = searchRecords('v3', 'harbor', controller.signal);
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
  });
});
