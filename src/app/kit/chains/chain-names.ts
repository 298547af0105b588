import { useQueries } from '@tanstack/react-query';
import { chainQuery } from '#app/api/chain';

/** Chain names are read one by one (GET /chain/v1/chains/{id}); past this many the rest show their ids. */
export const NAMED_CHAINS = 50;

/** The names of chains by id, each its id until (or unless) the chain service names it. */
export function useChainNames(ids: readonly string[], known: Readonly<Record<string, string>> = {}): string[] {
  const named = useQueries({ queries: ids.slice(0, NAMED_CHAINS).map((id) => ({ ...chainQuery(id), staleTime: 60_000, retry: false })) });
  return ids.map((id, i) => known[id] ?? named[i]?.data?.chain.name ?? id);
}

/** A few names in a line, and how many more. */
export function namesLine(names: readonly string[], max: number): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}
