import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { BrowserAd } from '#app/api/ad-browser';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Place = { id: string; name: string; address?: string; city?: string };

/** An ad as the browser lists it, with its campaign 700 and ad set 31 unless told. */
export function browserAd(id: string, name: string, fields: Partial<BrowserAd> = {}): BrowserAd {
  return {
    id, name, description: `${name} description`, nextAdId: null,
    format: { '@type': 'ProductScanFormat' }, awards: { COMPLETED: { amount: 25 } }, constraints: [],
    campaignId: '700', adSetId: '31', ...fields,
  };
}

export interface AdBrowserGateway {
  ads: BrowserAd[];
  searches: { query: URLSearchParams; body: { chainIds: string[]; locationIds: string[]; adIds: string[] } }[];
  calls: string[];
  /** Every search answers this status and message. */
  failSearches?: { status: number; errorMsg: string };
  /** Holds the answers of GET /ad/v1/ads/{id} until it resolves (to see the redirect notice). */
  gate?: Promise<void>;
  chains: { id: string; label: string }[];
  locations: Record<string, Place[]>;
}

const page = <T,>(all: T[], url: URL) => {
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const offset = Number(url.searchParams.get('next') ?? 0);
  return {
    objects: all.slice(offset, offset + limit),
    pagination: { objectCount: all.length, pageCount: Math.ceil(all.length / limit), pageIndex: Math.floor(offset / limit), limit, prev: offset > 0 ? String(Math.max(0, offset - limit)) : null, next: offset + limit < all.length ? String(offset + limit) : null },
  };
};

const sortKey = (ad: BrowserAd, key: string) =>
  key === 'kickAmount' ? (ad.awards.COMPLETED?.amount ?? -1) : key === 'format' ? ad.format['@type'] : ad.name.toLowerCase();

/** The ad service, campaign, ad set, chains and chain locations as the gateway answers them (cursors are offsets). */
export function adBrowserGateway(ads: BrowserAd[]): AdBrowserGateway {
  const gw: AdBrowserGateway = {
    ads, searches: [], calls: [],
    chains: [{ id: '10', label: 'Fresh Mart' }, { id: '11', label: 'Corner Grocer' }],
    locations: {},
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(req.url);
    const path = url.pathname.replace('/flightdeck/services', '');
    gw.calls.push(`${req.method} ${path}`);
    if (path === '/config/v1/flags') return json({ campaignServiceVersion: 'v3' });
    if (path === '/ad/v1/ads' && req.method === 'POST') {
      const body = (await req.json()) as AdBrowserGateway['searches'][number]['body'];
      gw.searches.push({ query: url.searchParams, body });
      if (gw.failSearches) return json({ errorMsg: gw.failSearches.errorMsg }, gw.failSearches.status);
      const term = (url.searchParams.get('name') ?? '').toLowerCase();
      const sort = url.searchParams.get('sort') ?? 'name';
      const key = sort.replace(/^-/, '');
      const placed = (ad: BrowserAd) => {
        if (!body.chainIds.length && !body.locationIds.length) return true;
        const chains = ad.constraints.flatMap((c) => (c['@type'] === 'ChainConstraint' ? Object.keys(c.chainIds) : []));
        const locations = ad.constraints.flatMap((c) => (c['@type'] === 'LocationConstraint' ? Object.keys(c.locationIds) : []));
        return body.chainIds.some((id) => chains.includes(id)) || body.locationIds.some((id) => locations.includes(id));
      };
      const hits = gw.ads
        .filter((ad) => `${ad.name}\n${ad.description ?? ''}`.toLowerCase().includes(term))
        .filter(placed)
        .filter((ad) => !body.adIds.length || body.adIds.includes(ad.id))
        .sort((a, b) => (sortKey(a, key) < sortKey(b, key) ? -1 : sortKey(a, key) > sortKey(b, key) ? 1 : 0) * (sort.startsWith('-') ? -1 : 1));
      return json(page(hits, url));
    }
    const one = /^\/ad\/v1\/ads\/([^/]+)$/.exec(path);
    if (one) {
      await gw.gate;
      const ad = gw.ads.find((a) => a.id === one[1]);
      return ad ? json({ ...ad, version: 1 }, 200, { ETag: '"1"' }) : json({ errorMsg: `Ad ${one[1]} not found` }, 404);
    }
    if (/^\/campaign\/v3\/campaigns\/700$/.test(path)) return json({ id: '700', campaignName: 'Spring Push', version: 1 });
    if (/^\/campaign\/v3\/campaigns\/700\/adsets\/31$/.test(path)) return json({ id: '31', campaignId: '700', name: 'Launch set', version: 1 });
    if (path === '/chain/v1/chains') {
      const label = (url.searchParams.get('label') ?? '').toLowerCase();
      const hits = gw.chains.filter((c) => c.label.toLowerCase().includes(label)).map((c) => ({ ...c, loyaltyPrograms: [], isOnline: false, isDisabled: false, priority: null }));
      return json(page(hits, url));
    }
    const chain = /^\/chain\/v1\/chains\/([^/]+)$/.exec(path);
    const known = chain && gw.chains.find((c) => c.id === chain[1]);
    if (known) return json({ chain: { chain_id: known.id, name: known.label }, button_ids: [] }, 200, { ETag: '"1"' });
    const stores = /^\/adminBackend\/legacy\/v1\/location\/chains\/([^/]+)\/locations$/.exec(path);
    if (stores) return json(page(gw.locations[stores[1]!] ?? [], url));
    return json({ errorMsg: `No such call: ${req.method} ${path}` }, 404);
  });
  return gw;
}

/** The ad browser's Filters popup, opened from the keyboard, focus in its Chains box. */
export async function openFilters(gw = adBrowserGateway([browserAd('51', 'Alpha Cereal')])) {
  const user = userEvent.setup();
  renderApp('/flightdeck/adBrowser');
  await screen.findByRole('grid', { name: 'Ad Browser' });
  await tabTo(user, 'Filters');
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  const chains = within(dialog).getByRole('combobox', { name: 'Chains' });
  // In Chromium the popup opens with focus in the Chains box (autoFocus); jsdom leaves it on the
  // dialog, so it is put there as the browser does.
  if (document.activeElement !== chains) chains.focus();
  return { gw, user, dialog, chains };
}
