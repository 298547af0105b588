import { use, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { isShown, PaletteViewContext } from './PaletteModal';

interface PaletteShownProps {
  /** The palette's root, which focus is given back from. */
  root: RefObject<HTMLElement | null>;
  input: RefObject<HTMLInputElement | null>;
  /** Runs as the palette is shown, after its input has focus. */
  onShow: () => void;
}

/**
 * What happens each time the palette is shown (between opens it stays mounted, hidden): focus goes
 * to its input, in the same commit as the dialog appears and again on the next frame should
 * anything have moved it, and `onShow` runs; when it is put away, focus goes back to the element it
 * was opened from, unless a command has moved it on purpose.
 *
 * Rendered first inside the palette, so that its layout effect notes the opener before anything in
 * the palette has moved focus. Focus is given back in a passive cleanup: a closed palette is removed
 * (a fresh one waits for the next open), and a removed tree's cleanups run from its top, so react-aria
 * has already made the page behind focusable again (lifted its inert) when this one runs.
 */
export function PaletteShown({ root, input, onShow }: PaletteShownProps) {
  const shown = isShown(use(PaletteViewContext));
  const opener = useRef<Element | null>(null);
  const latestOnShow = useRef(onShow);
  useLayoutEffect(() => {
    latestOnShow.current = onShow;
  });
  useLayoutEffect(() => {
    if (!shown) return;
    opener.current = document.activeElement;
    input.current?.focus();
    latestOnShow.current();
    const frame = requestAnimationFrame(() => {
      if (document.activeElement !== input.current) input.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, input]);
  useEffect(() => {
    if (!shown) return;
    const palette = root.current;
    return () => {
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || palette?.contains(focus);
      const target = opener.current;
      if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [shown, root]);
  return null;
}
