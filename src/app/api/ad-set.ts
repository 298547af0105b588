import { queryOptions } from '@tanstack/react-query';
import type { AdSet } from '#domain/ad-set';
import type { Ad } from '#domain/ad/ad';
import type { CampaignServiceVersion } from '#domain/flags';
import { api, type Page } from './client';

/** An ad set and an ad as the gateway answers them. */
export type AdSetDocument = AdSet & { id: string; campaignId: string; created: string; modified: string; version: number };
export type AdDocument = Ad & { id: string; campaignId: string; adSetId: string; created: string; modified: string; version: number };

/** The most one page holds (the gateway's limit); a campaign summary reads every page up to a bound. */
const PAGE = 200;
const MAX_PAGES = 10;

const adSetsUrl = (version: CampaignServiceVersion, campaignId: string) => `/campaign/${version}/campaigns/${encodeURIComponent(campaignId)}/adsets/`;

async function allPages<T>(url: string, signal?: AbortSignal): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page = await api<Page<T>>(url, { query: { limit: PAGE, next: cursor }, signal });
    all.push(...page.objects);
    cursor = page.pagination.next ?? undefined;
    if (!cursor) break;
  }
  return all;
}

/** GET /campaign/{v}/campaigns/{id}/adsets/ (spec 2 §7), every page. */
export const listAdSets = (version: CampaignServiceVersion, campaignId: string, signal?: AbortSignal) =>
  allPages<AdSetDocument>(adSetsUrl(version, campaignId), signal);

/** GET /campaign/{v}/campaigns/{id}/adsets/{adSetId}/ads (spec 2 §7), every page. */
export const listAds = (version: CampaignServiceVersion, campaignId: string, adSetId: string, signal?: AbortSignal) =>
  allPages<AdDocument>(`${adSetsUrl(version, campaignId)}${encodeURIComponent(adSetId)}/ads`, signal);

/** A campaign's ad sets with their ads, in the ad sets' order. */
export interface AdSetWithAds {
  adSet: AdSetDocument;
  ads: AdDocument[];
}

export const campaignAdSetsQuery = (version: CampaignServiceVersion, campaignId: string) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', campaignId, 'adsets-with-ads'],
    queryFn: async ({ signal }): Promise<AdSetWithAds[]> => {
      const sets = await listAdSets(version, campaignId, signal);
      return Promise.all(sets.map(async (adSet) => ({ adSet, ads: await listAds(version, campaignId, adSet.id, signal) })));
    },
    staleTime: 10_000,
  });


/** What the ad set form sends: the ad set without the gateway-owned fields. */
export type AdSetInput = Partial<Omit<AdSetDocument, 'id' | 'campaignId' | 'created' | 'modified' | 'version'>> & { name: string };

const adSetUrl = (version: CampaignServiceVersion, campaignId: string, id: string) => `${adSetsUrl(version, campaignId)}${encodeURIComponent(id)}`;
/** PUT and DELETE carry the version read (DESIGN.md: no silent lost update; a stale one answers 412). */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** GET /campaign/{v}/campaigns/{id}/adsets/{adSetId} (spec 2 §7 'Read ad set'). */
export const getAdSet = (version: CampaignServiceVersion, campaignId: string, id: string, signal?: AbortSignal) =>
  api<AdSetDocument>(adSetUrl(version, campaignId, id), { signal });

/** POST /campaign/{v}/campaigns/{id}/adsets/ (spec 2 §7 'Create ad set'); a retry with the same key replays the first answer. */
export const createAdSet = (version: CampaignServiceVersion, campaignId: string, body: AdSetInput) =>
  api<AdSetDocument>(adSetsUrl(version, campaignId), { method: 'POST', body, headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** PUT /campaign/{v}/campaigns/{id}/adsets/{adSetId} with `If-Match: "<version>"` (spec 2 §7 'Update ad set'). */
export const updateAdSet = (version: CampaignServiceVersion, campaignId: string, id: string, expectedVersion: number, body: AdSetInput) =>
  api<AdSetDocument>(adSetUrl(version, campaignId, id), { method: 'PUT', body, headers: ifMatch(expectedVersion) });

/** DELETE /campaign/{v}/campaigns/{id}/adsets/{adSetId} with `If-Match` (spec 2 §7 'Delete ad set'); its ads go with it. */
export const deleteAdSet = (version: CampaignServiceVersion, campaignId: string, id: string, expectedVersion: number) =>
  api(adSetUrl(version, campaignId, id), { method: 'DELETE', headers: ifMatch(expectedVersion) });

export const adSetQuery = (version: CampaignServiceVersion, campaignId: string, id: string) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', campaignId, 'adsets', id],
    queryFn: ({ signal }) => getAdSet(version, campaignId, id, signal),
    staleTime: 0,
  });
