import * as v from 'valibot';
import { isFilterDay, parseIdList, type AdBrowserFilters } from '#domain/ad-browser';
import type { AdSearchParams } from '#app/api/ad-browser';
import { listSearchEntries, openParam, searchText, sortParam } from '#app/search-params';

/** Ads per page; the spec leaves the page size open. */
export const AD_PAGE_SIZE = 50;

/** The columns the spec makes sortable: Name, Format (by format type), Kick Amount. */
export const AD_SORTABLE = ['name', 'format', 'kickAmount'] as const;

/** A comma-separated id list in the URL ('10,11'); anything else falls back to none. */
const idListText = v.pipe(searchText(20_000), v.check((text) => text === '' || Boolean(parseIdList(text).ids)));
/** Chain ids are the chain service's own; only their count and length are bounded. */
const chainListText = v.pipe(searchText(20_000), v.check((text) => text.split(',').every((id) => id.length <= 64)));

/** A filter day in the URL (yyyy-mm-dd); anything else falls back to none. */
const dayText = v.pipe(searchText(10), v.check((text) => text === '' || isFilterDay(text)));

/**
 * The ad browser's state, all of it in the URL (DESIGN.md 'Portal conventions'): the searched
 * name, the filters as comma-separated ids and days (`from` StartDate, `to` EndDate), sort, page
 * cursor, selected ad and the open popup.
 */
export const adBrowserSearch = v.object({
  ...listSearchEntries,
  chains: v.optional(v.fallback(chainListText, ''), ''),
  locations: v.optional(v.fallback(idListText, ''), ''),
  ads: v.optional(v.fallback(idListText, ''), ''),
  from: v.optional(v.fallback(dayText, ''), ''),
  to: v.optional(v.fallback(dayText, ''), ''),
  sort: sortParam(AD_SORTABLE),
  dialog: openParam(['filters']),
});
export type AdBrowserSearch = v.InferOutput<typeof adBrowserSearch>;
export const AD_BROWSER_DEFAULTS = { q: '', chains: '', locations: '', ads: '', from: '', to: '' } as const;

const split = (text: string) => text.split(',').map((id) => id.trim()).filter(Boolean);

/** The filters the URL holds, as the search payload carries them. */
export const filtersOf = (s: Pick<AdBrowserSearch, 'chains' | 'locations' | 'ads' | 'from' | 'to'>): AdBrowserFilters => ({
  chainIds: split(s.chains),
  locationIds: split(s.locations),
  adIds: split(s.ads),
  // Ends before it starts: no date filter (the popup refuses it; a hand-made URL may hold it).
  ...(s.from && s.to && s.to < s.from ? {} : { startDate: s.from || undefined, endDate: s.to || undefined }),
});

/** Filters back into the URL's comma-separated form. */
export const filtersSearch = (f: AdBrowserFilters) => ({
  chains: f.chainIds.join(','),
  locations: f.locationIds.join(','),
  ads: f.adIds.join(','),
  from: f.startDate ?? '',
  to: f.endDate ?? '',
});

export const adSearchParams = (s: Pick<AdBrowserSearch, 'q' | 'chains' | 'locations' | 'ads' | 'from' | 'to' | 'sort' | 'cursor'>): AdSearchParams => ({
  name: s.q || undefined,
  ...filtersOf(s),
  sort: s.sort,
  cursor: s.cursor,
  limit: AD_PAGE_SIZE,
});

/**
 * The ad browser's search params with a change: on the ad browser (its `current` search) its search,
 * filters and sort stay. A new search starts from the first page with nothing selected, unless
 * `keepPlace` (opening a popup over the list).
 */
export function adBrowserSearchWith(current: Readonly<Record<string, unknown>> | undefined, patch: Partial<Record<keyof AdBrowserSearch, string>>, keepPlace = false): Record<string, string> {
  const merged: Record<string, unknown> = { ...current, ...patch };
  if (!keepPlace) {
    delete merged.cursor;
    delete merged.selected;
  }
  return Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}
