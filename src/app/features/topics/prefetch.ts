import type { QueryClient } from '@tanstack/react-query';
import { prefetchCampaignForm } from '#app/api/campaign-reads';
import { topicQuery } from '#app/api/topic';

/** The topic forms' reads, started by their routes' loaders: the campaign, the topic when editing, and the ontology. */
export const prefetchTopicForm = (queryClient: QueryClient, campaignId: string, topicId?: string) =>
  prefetchCampaignForm(queryClient, campaignId, topicId ? (version) => topicQuery(version, campaignId, topicId) : undefined);
