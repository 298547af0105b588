import { MAX_BULK_CHANGE } from '#domain/bulk-change';
import type { ScreenSelection } from '#app/api/links';
import { recordProblemText } from '#app/kit/undo/text';

/** A kind's records, counted: '1 ad', '12 ads', '12 campaigns'. */
export const counted = (n: number, kind: ScreenSelection['kind']) => `${n} ${kind}${n === 1 ? '' : 's'}`;
const ads = (n: number) => counted(n, 'ad');
const campaigns = (n: number) => counted(n, 'campaign');

/** A refused bulk change's record problem (`fieldName` 'adIds.3.constraints': the list, the place, then the field). */
export interface BulkProblem {
  fieldName?: string;
  message?: string;
  id?: string;
}

const LABELS: Record<ScreenSelection['kind'], string> = { ad: 'Ad', campaign: 'Campaign' };

/** One problem in words: 'Ad 1234, Constraints: End date cannot be in the past' (the undo kit's wording). */
function problemText(kind: ScreenSelection['kind'], { fieldName = '', message = '', id = '' }: BulkProblem): string {
  const field = fieldName.split('.').slice(2).join('.');
  return recordProblemText({ label: LABELS[kind], id: id || fieldName.split('.')[1] || '', field, message });
}

/** The multi-selection's and the bulk commands' words (issue 28 §2). */
export const BULK_TEXT = {
  /** the polite live region's count */
  selected: (n: number) => `${n} selected`,
  selectRow: (name: string) => `Select ${name}`,
  selectPage: 'Select all on this page',
  selectAllMatching: (n: number | undefined) => (n === undefined ? 'Select all matching' : `Select all ${n} matching`),
  selectingAll: 'Selecting all matching…',
  clear: 'Clear selection',
  /** more match than one bulk change takes */
  capped: (total: number | undefined) =>
    `Only the first ${MAX_BULK_CHANGE} of ${total ?? 'more'} matching are selected: a bulk change takes at most ${MAX_BULK_CHANGE} records`,
  selectFailed: (detail: string) => `Could not select all matching: ${detail}`,

  enable: (n: number) => `Enable ${ads(n)}`,
  disable: (n: number) => `Disable ${ads(n)}`,
  setEndDate: (n: number) => `Set end date of ${ads(n)}…`,
  addTag: (n: number) => `Add tag to ${campaigns(n)}…`,
  resendEvent: (n: number) => `Resend event for ${ads(n)}`,
  endDateArg: 'End date (Pacific time)',
  endDatePlaceholder: 'Pacific date and time, e.g. 2030-06-30 11:59 PM',
  tagArg: 'Tag',
  tagPlaceholder: 'The tag to add',

  enabled: (n: number) => `Enabled ${ads(n)}`,
  disabled: (n: number) => `Disabled ${ads(n)}`,
  ended: (n: number) => `Ended ${ads(n)}`,
  tagged: (n: number) => `Tagged ${campaigns(n)}`,
  resent: (n: number) => `Resent event for ${ads(n)}`,
  /** all or nothing: one record refused, none changed */
  refused: (kind: ScreenSelection['kind'], problems: readonly BulkProblem[]) => {
    const records = new Set(problems.map((p) => p.id ?? p.fieldName)).size;
    return `Nothing changed: ${counted(records, kind)} refused: ${problems.map((p) => problemText(kind, p)).join('; ')}`;
  },
  failed: (detail: string) => `Nothing changed: ${detail}`,
} as const;
