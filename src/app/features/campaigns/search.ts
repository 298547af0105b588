import * as v from 'valibot';
import { listSearchEntries, sortParam } from '#app/search-params';

/** Columns the gateway sorts campaigns on (spec 1: Name, Associate, Start Date, End Date). */
export const CAMPAIGN_SORT_KEYS = ['name', 'associate', 'startDate', 'endDate'] as const;

/** Campaigns per page; the spec leaves the page size open. */
export const CAMPAIGN_PAGE_SIZE = 50;

/**
 * Every piece of the campaign list's state that a colleague would want from a link. A bad value
 * falls back to the default instead of failing the page.
 */
export const campaignListSearch = v.object({
  ...listSearchEntries,
  sort: sortParam(CAMPAIGN_SORT_KEYS),
});
export type CampaignListSearch = v.InferOutput<typeof campaignListSearch>;

export const CAMPAIGN_LIST_DEFAULTS = { q: '' } as const;
