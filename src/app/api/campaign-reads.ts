import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { CampaignServiceVersion } from '#domain/flags';
import { campaignQuery } from './campaign';
import { flagsQuery } from './flags';
import { ontologyOptionsQuery } from './ontology';

/** The campaign at the service version the flags name, read (or taken from the cache): its screens' loaders wait for it. */
export async function ensureCampaign(queryClient: QueryClient, campaignId: string) {
  const flags = await queryClient.ensureQueryData(flagsQuery());
  return queryClient.ensureQueryData(campaignQuery(flags.campaignServiceVersion, campaignId));
}

/**
 * The reads of a form under a campaign (ad set, topic), started by its routes' loaders: the campaign,
 * the form's own document when editing (`own`, at the service version) and the ontology. A failed read
 * is the page's to show (it names what failed), not the router's.
 */
export async function prefetchCampaignForm<T, K extends QueryKey>(queryClient: QueryClient, campaignId: string, own?: (version: CampaignServiceVersion) => FetchQueryOptions<T, Error, T, K>) {
  const { campaignServiceVersion: version } = await queryClient.ensureQueryData(flagsQuery());
  await Promise.all([
    queryClient.prefetchQuery(campaignQuery(version, campaignId)),
    own ? queryClient.prefetchQuery(own(version)) : undefined,
    queryClient.prefetchQuery(ontologyOptionsQuery()),
  ]);
}
