import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * When the palette closes, focus goes back to the element it was opened from.
 *
 * react-aria's FocusScope does this for its modal, but it remembers the element that had focus when
 * the scope first rendered; the palette is rendered ahead of time (hidden), so that is not the
 * opener. The opener is noted when the palette is shown (a layout effect of a child runs before the
 * scope's own effects move focus), and focus is given back in a passive cleanup: by then react-aria
 * has made the page outside the dialog focusable again (its inert is lifted by an ancestor's cleanup,
 * which runs first), and its own restore, a frame later, finds focus already placed and stands down.
 */
export function useFocusReturn(root: RefObject<HTMLElement | null>) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    opener.current = document.activeElement;
  }, []);
  useEffect(() => {
    const dialog = root.current;
    return () => {
      const focus = document.activeElement;
      // Only focus that was lost with the palette: a command may have moved it on purpose.
      const lost = !focus || focus === document.body || dialog?.contains(focus);
      const target = opener.current;
      if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [root]);
}
