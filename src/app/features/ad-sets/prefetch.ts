import type { QueryClient } from '@tanstack/react-query';
import { adSetQuery } from '#app/api/ad-set';
import { campaignQuery } from '#app/api/campaign';
import { flagsQuery } from '#app/api/flags';
import { ontologyOptionsQuery } from '#app/api/ontology';

/**
 * The ad set form's reads, started by its routes' loaders: the campaign, the ad set when editing,
 * and the ontology. A failed read is the page's to show (it names what failed), not the router's.
 */
export async function prefetchAdSetForm(queryClient: QueryClient, campaignId: string, adSetId?: string) {
  const { campaignServiceVersion: version } = await queryClient.ensureQueryData(flagsQuery());
  await Promise.all([
    queryClient.prefetchQuery(campaignQuery(version, campaignId)),
    adSetId ? queryClient.prefetchQuery(adSetQuery(version, campaignId, adSetId)) : undefined,
    queryClient.prefetchQuery(ontologyOptionsQuery()),
  ]);
}
