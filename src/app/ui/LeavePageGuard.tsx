import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { PopupDialog } from './PopupDialog';

/**
 * The leave-page question of a form with unsaved edits; `what` names the record ('campaign'). The
 * question is spec 2's (the ad set form's), asked alike by every form.
 */
export const leavePageText = (what: string) =>
  ({
    title: 'Are you sure you want to leave this page?',
    body: `You have unsaved changes to this ${what}. If you leave, they will be lost.`,
    leave: 'Leave',
    stay: 'Stay',
  }) as const;

/**
 * Asks before a navigation (or closing the tab) drops unsaved edits. `allowLeave()` lets the next
 * navigation through unasked, e.g. a create moving on to the new record's page. Render `dialog`.
 */
export function useLeavePageGuard({ dirty, saving, what, searchStays = false }: {
  dirty: boolean;
  saving: boolean;
  what: string;
  /** A change of search params only (a sub-view, tab or popup of the same form held in the URL) is not leaving. */
  searchStays?: boolean;
}) {
  const leaving = useRef(false);
  const proceeding = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && !leaving.current && !saving && !(searchStays && current.pathname === next.pathname),
    enableBeforeUnload: () => dirty && !leaving.current,
    withResolver: true,
  });
  const text = leavePageText(what);
  const dialog = (
    <PopupDialog
      title={text.title}
      isOpen={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (open || blocker.status !== 'blocked') return;
        if (proceeding.current) {
          proceeding.current = false;
          leaving.current = true;
          blocker.proceed();
        } else blocker.reset();
      }}
      confirmLabel={text.leave}
      cancelLabel={text.stay}
      cancelFirst
      onConfirm={() => {
        proceeding.current = true;
      }}
    >
      <p>{text.body}</p>
    </PopupDialog>
  );
  return { dialog, allowLeave: () => void (leaving.current = true) };
}
