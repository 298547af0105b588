import type { CampaignServiceVersion } from '#domain/flags';
import { getAd } from './ad-browser';
import { api, type Page } from './client';
import { adLink, campaignLink, chainLink, companyLink, orderLink, type AppTo } from './links';

/** One hit of the palette's record search: a real link inside the portal. */
export interface RecordHit {
  kind: 'Campaigns' | 'Orders' | 'Companies' | 'Chains' | 'Ads';
  id: string;
  name: string;
  link: AppTo;
}

/** Few hits per kind: the palette shows the best, it is not a list screen. */
export const RECORD_SEARCH_LIMIT = 5;

type Named = { id?: string; name?: string; campaignName?: string; chain_id?: string; label?: string };

async function search(kind: RecordHit['kind'], url: string, query: Record<string, string | number>, linkOf: (id: string) => AppTo, signal: AbortSignal): Promise<RecordHit[]> {
  const page = await api<Page<Named>>(url, { query: { ...query, limit: RECORD_SEARCH_LIMIT }, signal });
  return page.objects.slice(0, RECORD_SEARCH_LIMIT).map((o) => {
    const id = String(o.id ?? o.chain_id ?? '');
    return { kind, id, name: o.campaignName ?? o.name ?? o.label ?? id, link: linkOf(id) };
  });
}

/** An ad by its id (DESIGN.md: the palette finds ads by id): ids are numbers, so other terms skip the call. */
async function adById(term: string, signal: AbortSignal): Promise<RecordHit[]> {
  if (!/^\d{1,18}$/.test(term)) return [];
  const ad = await getAd(term, signal);
  return [{ kind: 'Ads', id: ad.id, name: ad.name || ad.id, link: adLink(ad.campaignId, ad.adSetId, ad.id) }];
}

/**
 * Searches campaigns, orders, companies and chains by name, and ads by id, on the server in
 * parallel (the palette never mounts thousands of items); a kind that fails (an unknown ad id
 * answers 404) is left out rather than failing all.
 */
export async function searchRecords(version: CampaignServiceVersion, term: string, signal: AbortSignal): Promise<RecordHit[]> {
  const all = await Promise.allSettled([
    search('Campaigns', `/campaign/${version}/campaigns/`, { campaignName: term }, campaignLink, signal),
    search('Orders', '/order/v1/insertionOrders/', { name: term }, orderLink, signal),
    search('Companies', '/company/v1/companies/', { name: term }, companyLink, signal),
    search('Chains', '/chain/v1/chains', { label: term }, chainLink, signal),
    adById(term, signal),
  ]);
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  return all.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
}
