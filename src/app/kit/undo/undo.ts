import type { QueryClient } from '@tanstack/react-query';
import { FetchError } from 'ofetch';
import { currentUser } from '#app/auth/session';
import { getLastChange, queryRootsOf, revertChangeSet, type ChangeSetEntry } from '#app/api/changelog';
import { failureDetail, gatewayFieldErrors } from '#app/api/errors';
import { notify, type NotificationAction } from '#app/ui/notifications';
import { UNDO_TEXT, type RevertProblem } from './text';

/** An undo's outcome, and a notification carrying Undo, stay up 10 s (issue 28 §2). */
export const UNDO_NOTIFICATION_MS = 10_000;

/** The signed-in user's last change set: the first entry of their change metadata. None without a user. */
export async function lastChangeSet(): Promise<ChangeSetEntry | undefined> {
  const userId = currentUser().email;
  return userId ? getLastChange(userId) : undefined;
}

function refusalText(error: unknown): string {
  const status = error instanceof FetchError ? error.statusCode : undefined;
  const problems = gatewayFieldErrors(error) as RevertProblem[];
  if (status === 409 && problems.length) return UNDO_TEXT.changedSince(problems);
  if (status === 422 && problems.length) return UNDO_TEXT.breaksRule(problems);
  if (status === 404) return UNDO_TEXT.gone;
  return UNDO_TEXT.failed(failureDetail(error));
}

/** A change set to undo: its id, and for a one-record change that record's id and name (for the words). */
export type UndoableChange = Pick<ChangeSetEntry, 'changeSetId'> & Partial<Pick<ChangeSetEntry, 'changedDocumentId' | 'name'>>;

/**
 * Reverts `change`'s set in one request and says how it went. On success every query of the kinds it
 * touched is read again, so lists and open forms show the values put back.
 */
export async function undoChangeSet(queryClient: QueryClient, change: UndoableChange): Promise<void> {
  try {
    const answer = await revertChangeSet(change.changeSetId);
    const roots = queryRootsOf(answer.objects.map((o) => o.documentType));
    await Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    notify({ message: UNDO_TEXT.undone(answer, change), type: 'success', timeout: UNDO_NOTIFICATION_MS });
  } catch (error) {
    notify({ message: refusalText(error), type: 'error', timeout: UNDO_NOTIFICATION_MS });
  }
}

let running = false;

/** 'Undo last change' (palette, Mod+Z): the user's last change set, reverted; a press while one runs does nothing. */
export async function undoLastChange(queryClient: QueryClient): Promise<void> {
  if (running) return;
  running = true;
  try {
    const last = await lastChangeSet().catch((error: unknown) => {
      notify({ message: UNDO_TEXT.failed(failureDetail(error)), type: 'error' });
      return null;
    });
    if (last === undefined) notify({ message: UNDO_TEXT.nothing, type: 'info' });
    else if (last) await undoChangeSet(queryClient, last);
  } finally {
    running = false;
  }
}

/**
 * The Undo of a save's notification: the save's change set is the user's last one right after it, so
 * it is looked up at once (a later change of theirs is not what this Undo means) and reverted on Undo.
 */
export function undoOfSave(queryClient: QueryClient): NotificationAction {
  const change = lastChangeSet().catch(() => undefined);
  return {
    label: UNDO_TEXT.action,
    onAction: () =>
      void change.then(async (found) => {
        if (found) await undoChangeSet(queryClient, found);
        else notify({ message: UNDO_TEXT.nothing, type: 'info' });
      }),
  };
}
