import { apiUrl, SEARCHABLE_ENTITIES, type SearchableEntity } from '#domain/entities';
import type { CampaignServiceVersion } from '#domain/flags';
import { getAd } from './ad-browser';
import { api, type Page } from './client';
import { adLink, campaignLink, chainLink, companyLink, orderLink, type AppTo } from './links';

/** One hit of the palette's record search: a real link inside the portal. */
export interface RecordHit {
  kind: SearchableEntity['recordSearch']['heading'] | 'Ads';
  id: string;
  name: string;
  link: AppTo;
}

/** Few hits per kind: the palette shows the best, it is not a list screen. */
export const RECORD_SEARCH_LIMIT = 5;

/** Where a hit of each kind the manifest (src/domain/entities) makes searchable leads. */
const LINK_OF: { [N in SearchableEntity['name']]: (id: string) => AppTo } = {
  campaign: campaignLink,
  insertionOrder: orderLink,
  company: companyLink,
  chain: chainLink,
};

async function search(entity: SearchableEntity, version: CampaignServiceVersion, term: string, signal: AbortSignal): Promise<RecordHit[]> {
  const { heading, param, nameField } = entity.recordSearch;
  const page = await api<Page<{ id: string } & Record<string, unknown>>>(apiUrl(entity.apiPath, { version }), { query: { [param]: term, limit: RECORD_SEARCH_LIMIT }, signal });
  return page.objects.slice(0, RECORD_SEARCH_LIMIT).map((o) => ({ kind: heading, id: o.id, name: String(o[nameField] ?? o.id), link: LINK_OF[entity.name](o.id) }));
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
  const all = await Promise.allSettled([...SEARCHABLE_ENTITIES.map((entity) => search(entity, version, term, signal)), adById(term, signal)]);
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  return all.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
}
