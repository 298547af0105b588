import { queryOptions } from '@tanstack/react-query';
import type { CampaignServiceVersion } from '../../domain/flags';
import type { Topic } from '../../domain/topic';
import { api, type Page } from './client';

/** A promoted product or retailer category as the gateway answers it. */
export type TopicDocument = Topic & { id: string; campaignId: string; created: string; modified: string; version: number };

const topicsUrl = (version: CampaignServiceVersion, campaignId: string) => `/campaign/${version}/campaigns/${encodeURIComponent(campaignId)}/topics/`;

/** GET /campaign/{v}/campaigns/{id}/topics/?type=&limit= (spec 3 §7): the first 200 of a kind. */
export const listTopics = (version: CampaignServiceVersion, campaignId: string, type?: Topic['@type'], signal?: AbortSignal) =>
  api<Page<TopicDocument>>(topicsUrl(version, campaignId), { query: { type, limit: 200 }, signal });

export const campaignTopicsQuery = (version: CampaignServiceVersion, campaignId: string, type?: Topic['@type']) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', campaignId, 'topics', type ?? 'all'],
    queryFn: ({ signal }) => listTopics(version, campaignId, type, signal),
    staleTime: 10_000,
  });

export const topicListPath = (campaignId: string) => `/campaigns/${encodeURIComponent(campaignId)}/topics`;
export const topicPath = (campaignId: string, topicId: string) => `${topicListPath(campaignId)}/${encodeURIComponent(topicId)}`;
export const categoryPath = (campaignId: string, topicId: string) => `/campaigns/${encodeURIComponent(campaignId)}/categories/${encodeURIComponent(topicId)}`;
