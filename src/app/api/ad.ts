import { queryOptions } from '@tanstack/react-query';
import type { CampaignServiceVersion } from '#domain/flags';
import type { ResendEventType } from '#domain/resend-event';
import type { AdDocument } from './ad-set';
import { api, resendEvent } from './client';

/** What the ad form sends: the ad without the gateway-owned fields. */
export type AdInput = Omit<AdDocument, 'id' | 'campaignId' | 'adSetId' | 'created' | 'modified' | 'version'>;

const adsUrl = (version: CampaignServiceVersion, campaignId: string, adSetId: string) =>
  `/campaign/${version}/campaigns/${encodeURIComponent(campaignId)}/adsets/${encodeURIComponent(adSetId)}/ads`;
const adUrl = (version: CampaignServiceVersion, campaignId: string, adSetId: string, id: string) => `${adsUrl(version, campaignId, adSetId)}/${encodeURIComponent(id)}`;
/** PUT and DELETE carry the version read (a stale one answers 412 with the current ad). */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** spec 2 §7 'Read ad': GET one ad under its ad set. */
export const readAd = (version: CampaignServiceVersion, campaignId: string, adSetId: string, id: string, signal?: AbortSignal) =>
  api<AdDocument>(adUrl(version, campaignId, adSetId, id), { signal });

/** spec 2 §7 'Create ad': POST under the ad set; a retry with the same key replays the first answer. */
export const createAd = (version: CampaignServiceVersion, campaignId: string, adSetId: string, body: AdInput) =>
  api<AdDocument>(adsUrl(version, campaignId, adSetId), { method: 'POST', body, headers: idempotent() });

/** spec 2 §7 'Update ad': PUT by id with `If-Match`. */
export const updateAd = (version: CampaignServiceVersion, campaignId: string, adSetId: string, id: string, expectedVersion: number, body: AdInput) =>
  api<AdDocument>(adUrl(version, campaignId, adSetId, id), { method: 'PUT', body, headers: ifMatch(expectedVersion) });

/** spec 2 §7 'Delete ad': DELETE by id with `If-Match`. */
export const deleteAd = (version: CampaignServiceVersion, campaignId: string, adSetId: string, id: string, expectedVersion: number) =>
  api(adUrl(version, campaignId, adSetId, id), { method: 'DELETE', headers: ifMatch(expectedVersion) });

/** spec 2 §7 'Bulk create ads' (flag v3): all or nothing; `chained` links each ad to the next through nextAdId. */
export const bulkCreateAds = (campaignId: string, adSetId: string, ads: AdInput[], chained = false) =>
  api<{ objects: AdDocument[] }>(`${adsUrl('v3', campaignId, adSetId)}:bulkCreate`, { method: 'POST', body: { ads, chained }, headers: idempotent() });

/** spec 2 §7 'Resend ad event': PUT .../ads/{adId}/event?eventType=CREATE or UPDATE. */
export const resendAdEvent = (version: CampaignServiceVersion, campaignId: string, adSetId: string, id: string, eventType: ResendEventType) =>
  resendEvent(adUrl(version, campaignId, adSetId, id), eventType);

export const adQuery = (version: CampaignServiceVersion, campaignId: string, adSetId: string, id: string) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', campaignId, 'adsets', adSetId, 'ads', id],
    queryFn: ({ signal }) => readAd(version, campaignId, adSetId, id, signal),
    staleTime: 0,
  });
