import { useEffect, useRef, useState } from 'react';
import type { CommandContext } from '../../../commands/types';
import { searchRecords, type RecordHit } from '../api/record-search';

/** Record search starts from two characters. */
export const RECORD_SEARCH_MIN = 2;

/** Record search on the server: each keystroke aborts the previous request. */
export function useRecordSearch(query: string, ctx: CommandContext) {
  const [state, setState] = useState<{ hits: RecordHit[]; loading: boolean }>({ hits: [], loading: false });
  const controller = useRef<AbortController | null>(null);
  const version = ctx.flags.campaignServiceVersion;
  useEffect(() => {
    controller.current?.abort();
    const term = query.trim();
    if (term.length < RECORD_SEARCH_MIN) {
      setState({ hits: [], loading: false });
      return;
    }
    const c = new AbortController();
    controller.current = c;
    setState((s) => ({ hits: s.hits, loading: true }));
    searchRecords(version, term, c.signal).then(
      (hits) => !c.signal.aborted && setState({ hits, loading: false }),
      () => !c.signal.aborted && setState({ hits: [], loading: false }),
    );
    return () => c.abort();
  }, [query, version]);
  return state;
}
