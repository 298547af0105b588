import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { InlineBanner } from '#app/ui/InlineBanner';

/** Ours, not the spec's: the button that asks the gateway for a failed list again. */
export const RETRY_TEXT = 'Retry';

/** Where focus goes when the list it stood for comes back: its current row, else (no rows) the search box. */
const ROW = '[role="grid"] [role="row"][tabindex="0"]';
/** Frames to wait for the table's rows: a virtualised table places them once it has measured itself. */
const ROW_FRAMES = 30;

function focusListOf(screen: Element | null | undefined, framesLeft = ROW_FRAMES) {
  const row = screen?.querySelector<HTMLElement>(ROW);
  if (row || framesLeft === 0) return (row ?? screen?.querySelector<HTMLElement>('input'))?.focus();
  requestAnimationFrame(() => {
    // The user went on meanwhile: leave focus where they put it.
    if (document.activeElement === document.body) focusListOf(screen, framesLeft - 1);
  });
}

/**
 * A list that could not be read: the failure and a Retry that asks again (issue 24 §3). It stays on
 * the page after the 5-second notification goes, in place of an empty table that would read as 'no
 * records'. When Retry brings the list back this goes; focus, if it was here, moves into the list.
 */
export function ListFailure({ title, children, onRetry }: { title: ReactNode; children?: ReactNode; onRetry: () => unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    const screen = ref.current?.closest('.list-screen');
    return () => {
      if (!focused.current || (document.activeElement && document.activeElement !== document.body)) return;
      focusListOf(screen);
    };
  }, []);
  return (
    // A blur without a next element is this banner leaving the page: focus counts as still here.
    <div ref={ref} className="list-failure" onFocus={() => (focused.current = true)} onBlur={(e) => e.relatedTarget && (focused.current = false)}>
      <InlineBanner type="error" title={title}>
        {children}
      </InlineBanner>
      <Button className="button" onPress={() => void onRetry()}>
        {RETRY_TEXT}
      </Button>
    </div>
  );
}
