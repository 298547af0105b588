import type { CampaignServiceVersion } from '#domain/flags';
import type { ResendEventType } from '#domain/resend-event';
import { api } from './client';

/**
 * The bulk calls (issue 28 §2, docs/decisions/023-change-sets.md): one request each, all or nothing,
 * at most MAX_BULK_CHANGE ids. A refusal lists each record: `errors: [{ fieldName: 'adIds.3.field', message, id }]`.
 */

/** What a bulk change wrote: its change set (null when nothing needed writing) and each record's new version. */
export interface BulkChangeAnswer {
  changeSetId: string | null;
  objects: { id: string; version: number }[];
}

const ADS = '/ad/v1/ads';

/** POST /ad/v1/ads:bulkSetEnabled */
export const bulkSetEnabled = (adIds: readonly string[], enabled: boolean) =>
  api<BulkChangeAnswer>(`${ADS}:bulkSetEnabled`, { method: 'POST', body: { adIds, enabled } });

/** POST /ad/v1/ads:bulkSetEndDate; `endDate` is UTC text with the [UTC] suffix. */
export const bulkSetEndDate = (adIds: readonly string[], endDate: string) =>
  api<BulkChangeAnswer>(`${ADS}:bulkSetEndDate`, { method: 'POST', body: { adIds, endDate } });

/** POST /ad/v1/ads:bulkResendEvent: the events are sent; no record changes (202 with their count). */
export const bulkResendEvent = (adIds: readonly string[], eventType: ResendEventType) =>
  api<{ eventCount: number }>(`${ADS}:bulkResendEvent`, { method: 'POST', body: { adIds, eventType } });

/** POST /campaign/{version}/campaigns:bulkAddTag */
export const bulkAddTag = (version: CampaignServiceVersion, campaignIds: readonly string[], tag: string) =>
  api<BulkChangeAnswer>(`/campaign/${version}/campaigns:bulkAddTag`, { method: 'POST', body: { campaignIds, tag } });
