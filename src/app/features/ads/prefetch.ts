import type { QueryClient } from '@tanstack/react-query';
import { adQuery } from '#app/api/ad';
import { adSetQuery } from '#app/api/ad-set';
import { campaignQuery } from '#app/api/campaign';
import { flagsQuery } from '#app/api/flags';

/**
 * The ad form's reads, started by its routes' loaders: campaign, ad set and, when editing, the ad.
 * A failed read is the page's to show (it names what failed), not the router's.
 */
export async function prefetchAdForm(queryClient: QueryClient, campaignId: string, adSetId: string, adId?: string) {
  const { campaignServiceVersion: version } = await queryClient.ensureQueryData(flagsQuery());
  await Promise.all([
    queryClient.prefetchQuery(campaignQuery(version, campaignId)),
    queryClient.prefetchQuery(adSetQuery(version, campaignId, adSetId)),
    adId ? queryClient.prefetchQuery(adQuery(version, campaignId, adSetId, adId)) : undefined,
  ]);
}
