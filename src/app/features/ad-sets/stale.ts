import { parseUtc } from '#domain/timestamp';
import { staleRowsByField, type StaleMerge } from '#app/ui/stale-rows';
import type { StaleChange } from '#app/ui/StaleSaveDialog';
import { formatDateTime } from '#app/ui/date-time';
import type { AdSetDraft, AdSetDraftKey } from './ad-set-draft';
import { AD_SET_TEXT } from './text';
import { CHAIN_PICKER_TEXT } from '#app/kit/chains/text';

const LABELS: Record<AdSetDraftKey, string> = {
  name: AD_SET_TEXT.name,
  description: AD_SET_TEXT.description,
  enabled: AD_SET_TEXT.enabled,
  startDate: AD_SET_TEXT.startDate,
  endDate: AD_SET_TEXT.endDate,
  chainIds: CHAIN_PICKER_TEXT.chains,
  whitelist: CHAIN_PICKER_TEXT.whitelist,
  blacklist: CHAIN_PICKER_TEXT.blacklist,
  ontologyNodeId: AD_SET_TEXT.ontologyNode,
};

export interface ShowOptions {
  chainName: (id: string) => string;
  ontologyLabel: (id: string) => string;
}

function show(key: AdSetDraftKey, value: unknown, o: ShowOptions): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if ((key === 'startDate' || key === 'endDate') && typeof value === 'string') {
    const at = parseUtc(value);
    return at ? formatDateTime(at) : value;
  }
  if (key === 'chainIds' && Array.isArray(value)) return value.map(o.chainName).join(', ') || '—';
  if (key === 'ontologyNodeId') return o.ontologyLabel(String(value));
  return String(value);
}

/** The fields someone else and this user changed since this form read the ad set (the stale-save dialog's rows). */
export function staleChangesOf(merge: StaleMerge<AdSetDraft>, o: ShowOptions): StaleChange[] {
  return staleRowsByField(merge, LABELS, (k, v) => show(k, v, o));
}
