import { staleRowsByField, type StaleMerge } from '#app/ui/stale-rows';
import type { StaleChange } from '#app/ui/StaleSaveDialog';
import { COMPANY_TEXT } from './text';

/** The stale-save dialog's texts, worded as the other forms' (ad set, chain, campaign). */
export const COMPANY_STALE_TEXT = {
  title: 'This company was changed by someone else',
  body: 'Someone saved this company after you opened it. These fields differ from what you started from:',
} as const;

/** The company form's fields as typed; lists are entered as text (tags comma-separated, URLs one a line). */
export interface CompanyDraft {
  name: string;
  tags: string;
  urls: string;
  childCompanyIds: string[];
  representedCompanyIds: string[];
}
export type CompanyDraftKey = keyof CompanyDraft;

const LABELS: Record<CompanyDraftKey, string> = {
  name: COMPANY_TEXT.name,
  tags: COMPANY_TEXT.tags,
  urls: COMPANY_TEXT.urls,
  childCompanyIds: COMPANY_TEXT.childCompanies,
  representedCompanyIds: COMPANY_TEXT.representedCompanies,
};

export const splitList = (text: string, sep: RegExp) => text.split(sep).map((s) => s.trim()).filter(Boolean);

/** The draft as compared: lists by their items (' a,b' is 'a, b'), the name as typed. */
const comparable = (d: CompanyDraft) => ({ ...d, tags: splitList(d.tags, /,/), urls: splitList(d.urls, /[\n,]/) });

/** Fields whose value differs between two drafts. */
export function changedCompanyKeys(a: CompanyDraft, b: CompanyDraft): CompanyDraftKey[] {
  const ca = comparable(a);
  const cb = comparable(b);
  return (Object.keys(LABELS) as CompanyDraftKey[]).filter((k) => JSON.stringify(ca[k]) !== JSON.stringify(cb[k]));
}

/** Whether two drafts say the same (a form whose draft is its start has no unsaved edits). */
export const sameCompanyDraft = (a: CompanyDraft, b: CompanyDraft) => changedCompanyKeys(a, b).length === 0;

/** A field's value in the dialog: the id lists (child and represented companies) by name, the typed lists by their items. */
function show(key: CompanyDraftKey, value: unknown, companyName: (id: string) => string): string {
  const list = Array.isArray(value) ? value.map((id) => companyName(String(id)))
    : typeof value !== 'string' ? undefined
    : key === 'tags' ? splitList(value, /,/)
    : key === 'urls' ? splitList(value, /[\n,]/)
    : undefined;
  if (list) return list.join(', ') || '—';
  return (typeof value === 'string' && value) || '—';
}

/** The fields someone else and this user changed since this form read the company (the stale-save dialog's rows). */
export function staleCompanyChanges(merge: StaleMerge<CompanyDraft>, companyName: (id: string) => string): StaleChange[] {
  return staleRowsByField(merge, LABELS, (k, v) => show(k, v, companyName));
}
