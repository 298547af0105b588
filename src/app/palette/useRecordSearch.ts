import { useEffect, useState } from 'react';
import type { CommandContext } from '#commands/types';
import { searchRecords, type RecordHit } from '#app/api/record-search';

/** Record search starts from two characters. */
export const RECORD_SEARCH_MIN = 2;

/**
 * A search starts once typing pauses this long: its requests (one per kind of record) cost a
 * keystroke's frame on the main thread, and an answer for a term already typed past is wasted.
 */
const RECORD_SEARCH_DELAY_MS = 150;

const NONE: RecordHit[] = [];

/**
 * Record search on the server once typing pauses; a keystroke aborts the search still running.
 * Until the hits for the current term arrive, the last hits stay and `loading` is true.
 */
export function useRecordSearch(query: string, ctx: CommandContext) {
  const term = query.trim();
  const [found, setFound] = useState<{ term: string; hits: RecordHit[] }>({ term: '', hits: NONE });
  const version = ctx.flags.campaignServiceVersion;
  useEffect(() => {
    if (term.length < RECORD_SEARCH_MIN) return;
    // Made once the search starts: aborting costs each keystroke an exception with its stack.
    let search: AbortController | undefined;
    const timer = setTimeout(() => {
      const c = (search = new AbortController());
      searchRecords(version, term, c.signal).then(
        (hits) => !c.signal.aborted && setFound({ term, hits }),
        () => !c.signal.aborted && setFound({ term, hits: NONE }),
      );
    }, RECORD_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      search?.abort();
    };
  }, [term, version]);
  if (term.length < RECORD_SEARCH_MIN) return { hits: NONE, loading: false };
  return { hits: found.hits, loading: found.term !== term };
}
