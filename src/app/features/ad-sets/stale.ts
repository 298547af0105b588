import { parseUtc } from '../../../domain/timestamp';
import type { StaleChange } from '../../ui/StaleSaveDialog';
import { formatDateTime } from '../../ui/date-time';
import { changedAdSetKeys, type AdSetDraft, type AdSetDraftKey } from './ad-set-draft';
import { AD_SET_TEXT } from './text';

const LABELS: Record<AdSetDraftKey, string> = {
  name: AD_SET_TEXT.name,
  description: AD_SET_TEXT.description,
  enabled: AD_SET_TEXT.enabled,
  startDate: AD_SET_TEXT.startDate,
  endDate: AD_SET_TEXT.endDate,
  chainIds: AD_SET_TEXT.chains,
  whitelist: AD_SET_TEXT.whitelist,
  blacklist: AD_SET_TEXT.blacklist,
  ontologyNodeId: AD_SET_TEXT.ontologyNode,
};

export interface ShowOptions {
  chainName: (id: string) => string;
  ontologyLabel: (id: string) => string;
}

function show(key: AdSetDraftKey, value: unknown, o: ShowOptions): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if ((key === 'startDate' || key === 'endDate') && typeof value === 'string') return parseUtc(value) ? formatDateTime(parseUtc(value)!) : value;
  if (key === 'chainIds' && Array.isArray(value)) return value.map(o.chainName).join(', ') || '—';
  if (key === 'ontologyNodeId') return o.ontologyLabel(String(value));
  return String(value);
}

/** The fields someone else changed since this form started, with their value and this user's. */
export function staleChangesOf(started: AdSetDraft, theirs: AdSetDraft, mine: AdSetDraft, o: ShowOptions): StaleChange[] {
  return changedAdSetKeys(started, theirs).map((k) => ({ label: LABELS[k], theirs: show(k, theirs[k], o), yours: show(k, mine[k], o) }));
}
