import type { QueryClient } from '@tanstack/react-query';
import type { BulkChangeAnswer } from '#app/api/bulk-change';
import { failureDetail, gatewayFieldErrors } from '#app/api/errors';
import type { ScreenSelection } from '#app/api/links';
import { notify } from '#app/ui/notifications';
import { UNDO_TEXT } from '#app/kit/undo/text';
import { UNDO_NOTIFICATION_MS, undoChangeSet } from '#app/kit/undo/undo';
import { BULK_TEXT, type BulkProblem } from './text';

/** What a bulk change makes stale: the lists and forms of ads and campaigns (ads sit under their campaign's key too). */
const STALE = [['ads'], ['campaigns'], ['changelog']] as const;

/**
 * Runs one bulk call over the selection (issue 28 §2) and says how it went: on success `done` with
 * Undo (10 s) reverting its change set, the lists read again; a refusal lists each record and field.
 */
export async function runBulkChange(queryClient: QueryClient, selection: ScreenSelection, call: () => Promise<BulkChangeAnswer | { eventCount: number }>, done: string): Promise<void> {
  try {
    const answer = await call();
    await Promise.all(STALE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    const changeSetId = 'changeSetId' in answer ? answer.changeSetId : null;
    notify({
      message: done,
      type: 'success',
      timeout: UNDO_NOTIFICATION_MS,
      action: changeSetId ? { label: UNDO_TEXT.action, onAction: () => void undoChangeSet(queryClient, { changeSetId }) } : undefined,
    });
  } catch (error) {
    const problems = gatewayFieldErrors(error) as BulkProblem[];
    const message = problems.length ? BULK_TEXT.refused(selection.kind, problems) : BULK_TEXT.failed(failureDetail(error));
    // A list to read: it stays until closed.
    notify({ message, type: 'error', timeout: 0 });
  }
}
