import { formatDateTime } from '#app/ui/date-time';
import { staleRowsByField, type StaleMerge } from '#app/ui/stale-rows';
import { parseUtc } from '#domain/timestamp';
import type { CampaignDraft, DraftKey } from './campaign-draft';
import { CAMPAIGN_FORM_TEXT } from './campaign-text';

const LABELS: Record<DraftKey, string> = {
  campaignName: CAMPAIGN_FORM_TEXT.name,
  accountManager: CAMPAIGN_FORM_TEXT.accountManager,
  campaignManager: CAMPAIGN_FORM_TEXT.campaignManager,
  opsAssociate: CAMPAIGN_FORM_TEXT.opsAssociate,
  description: CAMPAIGN_FORM_TEXT.description,
  category: CAMPAIGN_FORM_TEXT.category,
  insertionOrderIds: CAMPAIGN_FORM_TEXT.insertionOrders,
  companyIds: CAMPAIGN_FORM_TEXT.companies,
  startDate: CAMPAIGN_FORM_TEXT.startDate,
  endDate: CAMPAIGN_FORM_TEXT.endDate,
  campaignNotes: CAMPAIGN_FORM_TEXT.notes,
  tags: CAMPAIGN_FORM_TEXT.tags,
};

function show(key: DraftKey, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if ((key === 'startDate' || key === 'endDate') && typeof value === 'string') {
    const d = parseUtc(value);
    return d ? formatDateTime(d) : value;
  }
  return Array.isArray(value) ? value.join(', ') || '—' : String(value);
}

/** The campaign's stale save (412): the fields someone else and this user changed since the form read it. */
export const staleCampaignChanges = (merge: StaleMerge<CampaignDraft>) => staleRowsByField(merge, LABELS, (k, v) => show(k, v));
