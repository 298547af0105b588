import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Campaign } from '../../domain/campaign';
import type { CampaignServiceVersion } from '../../domain/flags';
import { api, type Page } from './client';

/** A campaign as the gateway answers it. */
export type CampaignDocument = Campaign & { id: string; created: string; modified: string; version: number };

export interface CampaignListParams {
  campaignName?: string;
  sort?: string;
  limit: number;
  cursor?: string;
}

/** GET /campaign/{version}/campaigns/?campaignName=&sort=&limit=&next= (spec 1 §7). */
export function listCampaigns(version: CampaignServiceVersion, p: CampaignListParams, signal?: AbortSignal) {
  return api<Page<CampaignDocument>>(`/campaign/${version}/campaigns/`, {
    query: { campaignName: p.campaignName || undefined, sort: p.sort, limit: p.limit, next: p.cursor },
    signal,
  });
}

export const campaignListQuery = (version: CampaignServiceVersion, p: CampaignListParams) =>
  queryOptions({
    queryKey: ['campaigns', version, 'list', p],
    queryFn: ({ signal }) => listCampaigns(version, p, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const campaignPath = (id: string) => `/campaigns/view/${encodeURIComponent(id)}`;
