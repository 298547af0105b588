import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Campaign } from '#domain/campaign';
import type { CampaignServiceVersion } from '#domain/flags';
import type { ResendEventType } from '#domain/resend-event';
import { api, resendEvent, type Page } from './client';

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

/** The names of a few campaigns at once (`ids=`), e.g. for the campaign column of an order list page. */
export const campaignNamesQuery = (version: CampaignServiceVersion, ids: string[]) =>
  queryOptions({
    queryKey: ['campaigns', version, 'names', ids],
    queryFn: async ({ signal }) => {
      const page = await api<Page<CampaignDocument>>(`/campaign/${version}/campaigns/`, { query: { ids: ids.join(','), limit: ids.length }, signal });
      return new Map(page.objects.map((c) => [c.id, c.campaignName]));
    },
    enabled: ids.length > 0,
    staleTime: 60_000,
  });


/** What the campaign form sends: the campaign without the gateway-owned fields. */
export type CampaignInput = Partial<Omit<CampaignDocument, 'id' | 'created' | 'modified' | 'version'>>;

/** GET /campaign/{version}/campaigns/{id} (spec 1 §7). */
export function getCampaign(version: CampaignServiceVersion, id: string, signal?: AbortSignal) {
  return api<CampaignDocument>(`/campaign/${version}/campaigns/${encodeURIComponent(id)}`, { signal });
}

/** POST /campaign/{version}/campaigns/ → 201 with the stored campaign. */
export function createCampaign(version: CampaignServiceVersion, body: CampaignInput) {
  return api<CampaignDocument>(`/campaign/${version}/campaigns/`, { method: 'POST', body });
}

/**
 * PUT /campaign/{version}/campaigns/{id} with `If-Match: "<version>"`. A stale version answers 412
 * with `{ errorMsg, current }` (see isStaleWrite / staleCurrent in ./errors).
 */
export function updateCampaign(version: CampaignServiceVersion, id: string, expectedVersion: number, body: CampaignInput) {
  return api<CampaignDocument>(`/campaign/${version}/campaigns/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    headers: { 'If-Match': `"${expectedVersion}"` },
  });
}

/** spec 1 §7 'Resend campaign/ad event': PUT /campaign/{version}/campaigns/{id}/event?eventType=CREATE or UPDATE. */
export const resendCampaignEvent = (version: CampaignServiceVersion, id: string, eventType: ResendEventType) =>
  resendEvent(`/campaign/${version}/campaigns/${encodeURIComponent(id)}`, eventType);

export const campaignQuery = (version: CampaignServiceVersion, id: string) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', id],
    queryFn: ({ signal }) => getCampaign(version, id, signal),
    staleTime: 0,
  });

