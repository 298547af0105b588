import { LOCATION_IDS_MESSAGE, parseLocationIdList } from './constraint';
import { LIMITS } from './text';
import { DATE_TEXT_PATTERN } from './timestamp';

/**
 * The ad browser's filter fields (spec 3 §2 'Ad browser', §5): Location Ids are digits separated by
 * commas; the ad ids of the search payload are the same kind of number (document ids), so they take
 * the same rule and message. The gateway takes at most LIMITS.listItems ids per list.
 */
export const AD_BROWSER_MESSAGES = {
  ids: LOCATION_IDS_MESSAGE,
  tooMany: `At most ${LIMITS.listItems} ids`,
} as const;

export type IdListResult = { ids: string[]; error?: undefined } | { ids?: undefined; error: string };

/** A comma-separated id field, read: its ids (duplicates dropped, order kept), or the message to show. */
export function parseIdList(text: string): IdListResult {
  const ids = parseLocationIdList(text);
  if (!ids) return { error: AD_BROWSER_MESSAGES.ids };
  const unique = [...new Set(ids)];
  if (unique.length > LIMITS.listItems) return { error: AD_BROWSER_MESSAGES.tooMany };
  return { ids: unique };
}

/**
 * The ad browser search payload (spec 3 §3 'Ad browser search'): all empty at first. The spec's
 * filter keys StartDate and EndDate are Pacific days (yyyy-mm-dd): an ad starting on or after the
 * start day, and ending on or before the end day (its Start Date and End Date columns).
 */
export interface AdBrowserFilters {
  chainIds: string[];
  locationIds: string[];
  adIds: string[];
  startDate?: string;
  endDate?: string;
}

export const AD_BROWSER_DATE_MESSAGES = {
  day: 'Must be a date in the form yyyy-mm-dd',
  order: 'The end date must not be before the start date',
} as const;

/** A filter day as the URL and the payload carry it: yyyy-mm-dd. */
export const isFilterDay = (text: string) => DATE_TEXT_PATTERN.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * How many filters are on, for the badge on the Filters button: each filled list counts once
 * (Chains and Location Ids are alternatives, but each is a filter the user set), and each date.
 */
export const activeFilterCount = (f: AdBrowserFilters) =>
  [f.chainIds, f.locationIds, f.adIds].filter((ids) => ids.length > 0).length + [f.startDate, f.endDate].filter(Boolean).length;
