import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/** Once the page's first screen has shown, what waits for it no longer does (a later screen's too). */
let shown = false;

/**
 * True once no query is in flight and a frame has been painted since: the first screen's data is on
 * screen (the campaign list's first row, issue 27 §5), so a chunk asked for now does not compete with
 * its code or data. A fetch that starts meanwhile cancels the wait (the effect's cleanup).
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(shown);
  const fetching = useIsFetching() > 0;
  useEffect(() => {
    if (ready || fetching) return;
    return afterNextPaint(() => {
      shown = true;
      setReady(true);
    });
  }, [ready, fetching]);
  return ready;
}
