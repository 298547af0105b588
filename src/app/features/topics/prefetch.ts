import type { QueryClient } from '@tanstack/react-query';
import { campaignQuery } from '#app/api/campaign';
import { flagsQuery } from '#app/api/flags';
import { ontologyOptionsQuery } from '#app/api/ontology';
import { topicQuery } from '#app/api/topic';

/**
 * The topic forms' reads, started by their routes' loaders: the campaign, the topic when editing,
 * and the ontology. A failed read is the page's to show (it names what failed), not the router's.
 */
export async function prefetchTopicForm(queryClient: QueryClient, campaignId: string, topicId?: string) {
  const { campaignServiceVersion: version } = await queryClient.ensureQueryData(flagsQuery());
  await Promise.all([
    queryClient.prefetchQuery(campaignQuery(version, campaignId)),
    topicId ? queryClient.prefetchQuery(topicQuery(version, campaignId, topicId)) : undefined,
    queryClient.prefetchQuery(ontologyOptionsQuery()),
  ]);
}
