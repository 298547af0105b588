import { entityOfDocumentType } from '#domain/entities';
import { fieldWords } from '#app/api/errors';
import type { RevertAnswer } from '#domain/change-set';
import type { ChangeSetEntry } from '#app/api/changelog';

/** A refused revert's record problem: `fieldName` is '{id}' or '{id}.{field}' (docs/decisions/023-change-sets.md). */
export interface RevertProblem {
  fieldName?: string;
  message?: string;
  id?: string;
  documentType?: string;
}

const labelOf = (documentType: string) => entityOfDocumentType(documentType)?.label ?? documentType;
const records = (n: number) => `${n} record${n === 1 ? '' : 's'}`;

/** 'Company', 'companies': a kind's label, lowercased and counted. */
function counted(n: number, documentType: string): string {
  const label = labelOf(documentType).toLowerCase();
  if (n === 1) return `1 ${label}`;
  return `${n} ${label.endsWith('y') ? `${label.slice(0, -1)}ies` : `${label}s`}`;
}

/** What an undo undid: the one record by kind and name, else how many of a kind (or of records). */
function whatWasUndone(answer: RevertAnswer, last: Partial<Pick<ChangeSetEntry, 'changedDocumentId' | 'name'>>): string {
  const { objects } = answer;
  const [only] = objects;
  if (objects.length === 1 && only) {
    const name = only.id === last.changedDocumentId && last.name ? last.name : only.id;
    return `${labelOf(only.documentType)} "${name}"`;
  }
  const types = new Set(objects.map((o) => o.documentType));
  return types.size === 1 && only ? counted(objects.length, only.documentType) : records(objects.length);
}

/**
 * One record's problem in words, naming the record by its kind's label and id ('Ad 1234, End date: …'),
 * and the field when there is one, unless the message already names the record. Undo's refusals and
 * the bulk changes' (kit/bulk) say their records' problems with it.
 */
export function recordProblemText({ label, id, field, message }: { label: string; id: string; field?: string; message: string }): string {
  const record = `${label} ${id}`;
  if (field) return `${record}, ${fieldWords(field)}: ${message}`;
  return message.startsWith(record) ? message : `${record}: ${message}`;
}

/** A revert's problem: `fieldName` is '{id}' or '{id}.{field}'. */
function problemText({ fieldName = '', message = '', id = '', documentType = '' }: RevertProblem): string {
  const field = fieldName.startsWith(`${id}.`) ? fieldName.slice(id.length + 1) : '';
  return recordProblemText({ label: labelOf(documentType), id, field, message });
}

const listed = (problems: readonly RevertProblem[]) => problems.map(problemText).join('; ');
const recordCount = (problems: readonly RevertProblem[]) => new Set(problems.map((p) => p.id)).size;

/** The undo's words (issue 28 §2): its notifications, success and refusals. */
export const UNDO_TEXT = {
  command: 'Undo last change',
  action: 'Undo',
  undone: (answer: RevertAnswer, last: Partial<Pick<ChangeSetEntry, 'changedDocumentId' | 'name'>>) => `Undone: ${whatWasUndone(answer, last)}`,
  nothing: 'Nothing to undo',
  /** 409: a record of the set was saved again after it */
  changedSince: (problems: readonly RevertProblem[]) => `Not undone: ${records(recordCount(problems))} changed since: ${listed(problems)}`,
  /** 422: the old values now break a rule (an end date now in the past) */
  breaksRule: (problems: readonly RevertProblem[]) => `Not undone: ${records(recordCount(problems))} would break a rule: ${listed(problems)}`,
  /** 404 */
  gone: 'Not undone: that change no longer exists',
  failed: (detail: string) => `Not undone: ${detail}`,
} as const;
