import * as v from 'valibot';
import { searchText } from '../../search-params';

/** Columns the gateway sorts campaigns on (spec 1: Name, Associate, Start Date, End Date). */
export const CAMPAIGN_SORT_KEYS = ['name', 'associate', 'startDate', 'endDate'] as const;
const SORTS = CAMPAIGN_SORT_KEYS.flatMap((k) => [k, `-${k}`] as const);

/** Campaigns per page; the spec leaves the page size open. */
export const CAMPAIGN_PAGE_SIZE = 50;

/**
 * Every piece of the campaign list's state that a colleague would want from a link. A bad value
 * falls back to the default instead of failing the page.
 */
export const campaignListSearch = v.object({
  q: v.optional(v.fallback(searchText(256), ''), ''),
  sort: v.optional(v.fallback(v.optional(v.picklist(SORTS)), undefined)),
  cursor: v.optional(v.fallback(v.optional(searchText(1024)), undefined)),
  selected: v.optional(v.fallback(v.optional(searchText(64)), undefined)),
});
export type CampaignListSearch = v.InferOutput<typeof campaignListSearch>;

export const CAMPAIGN_LIST_DEFAULTS = { q: '' } as const;
