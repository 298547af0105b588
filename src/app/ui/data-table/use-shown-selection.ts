import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '#app/ui/after-next-paint';
import { useStableCallback } from '#app/ui/use-stable-callback';

type RowId = string | undefined;

/** A move the owner has not caught up with: the id shown, and the owner's ids it is ahead of. */
interface Ahead {
  id: RowId;
  behind: ReadonlySet<RowId>;
}

/**
 * The selection a table shows, a step ahead of its owner's. A move shows at once; the owner hears
 * of it (for most lists a URL write and the router's re-render, 5–15 ms) only after the frame that
 * painted the move, and only of the last of several quick moves: so a j/k move paints within one
 * frame, and the side pane follows on the next. While the owner still holds an id the table has
 * moved past (or one it was told of since), the table keeps showing its move; any other id the
 * owner takes (a link, a new page) is shown as it is.
 */
export function useShownSelection(selectedId: RowId, onSelect: ((id: RowId) => void) | undefined) {
  const [ahead, setAhead] = useState<Ahead | null>(null);
  // Caught up: the owner holds the move, so what it holds next (none, after a search or Escape) is shown.
  if (ahead && selectedId === ahead.id) setAhead(null);
  const shownId = ahead?.behind.has(selectedId) ? ahead.id : selectedId;
  const tellOwner = useAfterFrame();

  const select = useStableCallback((id: RowId) => {
    const behind = new Set(ahead?.behind.has(selectedId) ? ahead.behind : []);
    behind.add(selectedId).add(shownId).delete(id);
    setAhead({ id, behind });
    tellOwner.schedule(() => onSelect?.(id));
  });
  // Before the table leaves for a row (Enter), the owner must hold the selection: a write landing
  // after the open would navigate back to the list.
  return { shownId, select, catchUp: tellOwner.flush };
}

/**
 * Runs the latest function scheduled after the next paint (a frame callback, then a task), dropping
 * earlier ones; `flush` runs it now. Nothing runs after unmount.
 */
function useAfterFrame() {
  const pending = useRef<{ run?: () => void; cancel?: () => void }>({});
  const cancel = () => {
    pending.current.cancel?.();
    pending.current = {};
  };
  useEffect(() => cancel, []);
  const flush = useStableCallback(() => {
    const { run } = pending.current;
    cancel();
    run?.();
  });
  const schedule = useStableCallback((run: () => void) => {
    cancel();
    pending.current = { run, cancel: afterNextPaint(flush) };
  });
  return { schedule, flush };
}
