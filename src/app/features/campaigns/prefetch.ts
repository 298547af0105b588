import type { QueryClient } from '@tanstack/react-query';
import { campaignListQuery } from '#app/api/campaign';
import { flagsQuery } from '#app/api/flags';
import { CAMPAIGN_PAGE_SIZE, type CampaignListSearch } from './search';

export const listParamsOf = (s: Pick<CampaignListSearch, 'q' | 'sort' | 'cursor'>) => ({
  campaignName: s.q || undefined,
  sort: s.sort,
  cursor: s.cursor,
  limit: CAMPAIGN_PAGE_SIZE,
});

/**
 * Starts the list request without holding the route: the screen shows 'Loading Campaigns...'
 * over the previous results instead of freezing on them.
 */
export async function prefetchCampaignList(queryClient: QueryClient, search: Pick<CampaignListSearch, 'q' | 'sort' | 'cursor'>) {
  const flags = await queryClient.ensureQueryData(flagsQuery());
  void queryClient.prefetchQuery(campaignListQuery(flags.campaignServiceVersion, listParamsOf(search)));
}
