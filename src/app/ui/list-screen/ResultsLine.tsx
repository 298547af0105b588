import { useState } from 'react';

/** spec 1: 'N results found' and 'N results found for "term"'. */
export const resultsLine = (count: number, term: string) => (term ? `${count} results found for "${term}"` : `${count} results found`);

/** Where the gateway stopped counting (it counts one past its cap): 'More than N results found'. */
const countLine = (count: number, term: string, capped: boolean) => (capped ? `More than ${resultsLine(count - 1, term)}` : resultsLine(count, term));

/**
 * The count of the rows on screen, as a polite live region. `pending`: the rows are still the
 * previous answer while the one for `term` is on its way ('Loading…' says so meanwhile), so the
 * line keeps naming the term they answer, never the new term with the old count; the new count is
 * announced once it arrives. `capped`: the gateway stopped counting at `count`.
 */
export function ResultsLine({ count, term, pending = false, capped = false }: { count: number; term: string; pending?: boolean; capped?: boolean }) {
  const [answered, setAnswered] = useState(term);
  if (!pending && answered !== term) setAnswered(term);
  return (
    <p className="results-line" role="status">
      {countLine(count, pending ? answered : term, capped)}
    </p>
  );
}
