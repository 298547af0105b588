import { useNavigate, useRouter } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** This entry was added by opening a popup or sub-view of the page before it. */
    popupOpened?: true;
  }
}

type SearchPatch = Record<string, string | undefined>;

/**
 * Opens and closes a popup or sub-view whose state is in the URL (?changelog=open, ?view=barcodes).
 * Opening adds a history entry, so the browser's Back closes the popup instead of leaving the page;
 * closing steps back off that entry instead of adding another. A popup that came with a shared link
 * (no entry of ours before it) closes by replacing the URL, so Back still leaves as the link came.
 */
export function usePopupHistory() {
  const router = useRouter();
  const navigate = useNavigate();
  const go = (patch: SearchPatch, how: { replace?: boolean; state: true | ((s: object) => object) }) =>
    void navigate({ to: '.', search: ((s: SearchPatch) => ({ ...s, ...patch })) as never, resetScroll: false, ...how } as never);
  return {
    open: (patch: SearchPatch) => go(patch, { state: (s) => ({ ...s, popupOpened: true }) }),
    close: (patch: SearchPatch) => {
      if (router.history.location.state.popupOpened) router.history.back();
      else go(patch, { replace: true, state: true });
    },
    /** A change within the open popup (a tab, a selection): it keeps the entry, and what opened it. */
    change: (patch: SearchPatch) => go(patch, { replace: true, state: true }),
  };
}

/** The `onOpenChange` of a popup held open by `param=open`. */
export function usePopupParam(param: string): (open: boolean) => void {
  const popup = usePopupHistory();
  return (open) => (open ? popup.open({ [param]: 'open' }) : popup.close({ [param]: undefined }));
}
