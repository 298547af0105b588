import { useEffect, useRef } from 'react';
import { whenIdle } from '#app/ui/when-idle';

/** How long to wait before trying again when something has focus. */
const RETRY_MS = 1000;

/**
 * Runs `rehearse` once, when `ready`, the browser is next idle and nothing on the page has focus.
 *
 * The first open of the palette ran code that had never run (V8 compiled it then: 113 functions,
 * about 5 ms) and laid out a dialog Chromium had never laid out (about 3 ms more than later
 * layouts), and so missed its frame where later opens did not. A rehearsal pays that in advance: it
 * opens and closes the palette within one task, out of sight, so nothing is painted or announced
 * between the two. It waits until focus is on the page's body and no other modal is open, so that no
 * field can be blurred, or made inert while focused, and no dialog's own hiding of the page is
 * disturbed. Browsers without an idle callback (Safari) skip it.
 */
export function usePaletteRehearsal(rehearse: () => void, ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || typeof requestIdleCallback !== 'function') return;
    let cancel: () => void;
    const attempt = () => {
      const focus = document.activeElement;
      // Nothing has focus, and no modal has made the page behind it inert (a dialog may be opening).
      if ((!focus || focus === document.body) && !document.querySelector('[inert]')) {
        done.current = true;
        rehearse();
        return;
      }
      const retry = setTimeout(() => (cancel = whenIdle(attempt)), RETRY_MS);
      cancel = () => clearTimeout(retry);
    };
    cancel = whenIdle(attempt);
    return () => cancel();
  }, [rehearse, ready]);
}
