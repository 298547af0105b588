import { useEffect } from 'react';
import { reportFailure } from '#app/api/client';
import { gatewayFieldErrors } from '#app/api/errors';
import { notify } from '#app/ui/notifications';
import { useStableCallback } from '#app/ui/use-stable-callback';

/** Ours, not the spec's: said when a page link's cursor is refused and the list starts again. */
export const STALE_CURSOR_TEXT = 'That page of the list is no longer there: showing its first page.';

/** The gateway refused the cursor of a list call (400 on `next`: not one it gave out, or for another sort). */
export const isRefusedCursor = (error: unknown) => gatewayFieldErrors(error).some((e) => e.fieldName === 'next');

/**
 * A list call's failure, once per failure: reported as the screen says (`report`, by default the
 * notification bar), except for a page link (`cursor` in the URL) the gateway no longer takes, say
 * one edited by hand or kept from another sort. Then the list drops the cursor and shows its first
 * page, with a word, instead of an empty table under an error. Answers whether `error` is such a
 * refusal, which the screen shows nothing for.
 */
export function useListFailure(
  error: unknown,
  { cursor, dropCursor, report = (e) => reportFailure(e) }: { cursor: string | undefined; dropCursor: () => void; report?: (error: unknown) => void },
): boolean {
  const stale = Boolean(cursor) && isRefusedCursor(error);
  const drop = useStableCallback(dropCursor);
  const tell = useStableCallback(report);
  useEffect(() => {
    if (!error) return;
    if (!stale) return tell(error);
    notify({ message: STALE_CURSOR_TEXT, type: 'info' });
    drop();
  }, [error, stale, drop, tell]);
  return stale;
}
