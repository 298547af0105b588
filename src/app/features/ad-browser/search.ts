import * as v from 'valibot';
import { parseIdList, type AdBrowserFilters } from '../../../domain/ad-browser';
import type { AdSearchParams } from '../../api/ad-browser';
import { searchText } from '../../search-params';

/** Ads per page; the spec leaves the page size open. */
export const AD_PAGE_SIZE = 50;

/** The columns the spec makes sortable: Name, Format (by format type), Kick Amount. */
export const AD_SORTABLE = ['name', 'format', 'kickAmount'] as const;
const SORTS = AD_SORTABLE.flatMap((key) => [key, `-${key}`] as const);

/** A comma-separated id list in the URL ('10,11'); anything else falls back to none. */
const idListText = v.pipe(searchText(20_000), v.check((text) => text === '' || Boolean(parseIdList(text).ids)));
/** Chain ids are the chain service's own; only their count and length are bounded. */
const chainListText = v.pipe(searchText(20_000), v.check((text) => text.split(',').every((id) => id.length <= 64)));

/**
 * The ad browser's state, all of it in the URL (DESIGN.md 'Portal conventions'): the searched
 * name, the filters as comma-separated ids, sort, page cursor, selected ad and the open popup.
 */
export const adBrowserSearch = v.object({
  q: v.optional(v.fallback(searchText(256), ''), ''),
  chains: v.optional(v.fallback(chainListText, ''), ''),
  locations: v.optional(v.fallback(idListText, ''), ''),
  ads: v.optional(v.fallback(idListText, ''), ''),
  sort: v.optional(v.fallback(v.optional(v.picklist(SORTS)), undefined)),
  cursor: v.optional(v.fallback(v.optional(searchText(1024)), undefined)),
  selected: v.optional(v.fallback(v.optional(searchText(64)), undefined)),
  dialog: v.optional(v.fallback(v.optional(v.picklist(['filters'])), undefined)),
});
export type AdBrowserSearch = v.InferOutput<typeof adBrowserSearch>;
export const AD_BROWSER_DEFAULTS = { q: '', chains: '', locations: '', ads: '' } as const;

const split = (text: string) => text.split(',').map((id) => id.trim()).filter(Boolean);

/** The filters the URL holds, as the search payload carries them. */
export const filtersOf = (s: Pick<AdBrowserSearch, 'chains' | 'locations' | 'ads'>): AdBrowserFilters => ({
  chainIds: split(s.chains),
  locationIds: split(s.locations),
  adIds: split(s.ads),
});

/** Filters back into the URL's comma-separated form. */
export const filtersSearch = (f: AdBrowserFilters) => ({ chains: f.chainIds.join(','), locations: f.locationIds.join(','), ads: f.adIds.join(',') });

export const adSearchParams = (s: Pick<AdBrowserSearch, 'q' | 'chains' | 'locations' | 'ads' | 'sort' | 'cursor'>): AdSearchParams => ({
  name: s.q || undefined,
  ...filtersOf(s),
  sort: s.sort,
  cursor: s.cursor,
  limit: AD_PAGE_SIZE,
});
