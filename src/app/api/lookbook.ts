import { queryOptions } from '@tanstack/react-query';
import type { LookbookMetadata } from '#domain/ad/lookbook';
import { api } from './client';

/** A story group as the admin backend answers it (spec 2 §3 'Supporting records'). */
export interface StoryGroup {
  story_group_id: string;
  title: string;
  story_group_type: string;
}

/** GET /adminBackend/legacy/v1/storyGroups (spec 2 §7 'Story groups'); reference data, fixed during a session. */
export const storyGroupsQuery = () =>
  queryOptions({
    queryKey: ['storyGroups'],
    queryFn: ({ signal }) => api<StoryGroup[]>('/adminBackend/legacy/v1/storyGroups', { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * POST /adminBackend/sheets/v1/campaigns/{id}/adsets/{adSetId}/lookbooks (spec 2 §7 'Bulk lookbook
 * upload'): multipart with the sheet as `file` and `lookbookMetadata` as JSON; 202 once the job is recorded.
 */
export function uploadLookbookSheet(campaignId: string, adSetId: string, file: File, metadata: LookbookMetadata) {
  const form = new FormData();
  form.append('file', file);
  form.append('lookbookMetadata', JSON.stringify(metadata));
  const path = `/adminBackend/sheets/v1/campaigns/${encodeURIComponent(campaignId)}/adsets/${encodeURIComponent(adSetId)}/lookbooks`;
  return api<{ message: string; jobId: string }>(path, { method: 'POST', body: form, headers: { 'Idempotency-Key': crypto.randomUUID() } });
}
