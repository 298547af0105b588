/**
 * Change sets (issue 28 §2, docs/decisions/023-change-sets.md): every write stores its versions under
 * one change set, and `POST /changelog/v1/changeSets/{id}:revert` undoes a set as one new write.
 */

/** What a revert's refusal says of one record (its kind's label, e.g. 'Ad set', and id). */
export const CHANGE_SET_MESSAGES = {
  notFound: (id: string) => `Change set ${id} not found`,
  changedSince: (label: string, id: string, userId: string, at: string) =>
    `${label} ${id} was changed since, by ${userId} at ${at}: undo that change first, or change it by hand`,
  parentGone: (label: string, id: string) => `The ${label.toLowerCase()} ${id} it belongs to no longer exists`,
  notDeletable: (label: string) => `A ${label.toLowerCase()} cannot be deleted, so its creation cannot be undone`,
  notRevertable: (documentType: string) => `Changes to a ${documentType} cannot be undone`,
  holdsContents: (label: string) => `This ${label.toLowerCase()} cannot be deleted while it holds:`,
  refused: (records: number, reason: string) => `Nothing was reverted: ${records} record${records === 1 ? '' : 's'} ${reason}`,
} as const;

/** What a revert wrote for one document of the set. */
export interface RevertedDocument {
  id: string;
  documentType: string;
  event: 'CREATE' | 'UPDATE' | 'DELETE';
  version: number;
}

/** The answer of `POST /changelog/v1/changeSets/{id}:revert`. */
export interface RevertAnswer {
  /** the revert's own change set (so an undo can be undone); null when nothing needed writing */
  changeSetId: string | null;
  revertedChangeSetId: string;
  objects: RevertedDocument[];
}
