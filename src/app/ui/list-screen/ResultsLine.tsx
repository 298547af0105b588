/** spec 1: 'N results found' and 'N results found for "term"'. */
export const resultsLine = (count: number, term: string) => (term ? `${count} results found for "${term}"` : `${count} results found`);

export function ResultsLine({ count, term }: { count: number; term: string }) {
  return (
    <p className="results-line" role="status">
      {resultsLine(count, term)}
    </p>
  );
}
