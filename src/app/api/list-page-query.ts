import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The query of a list screen's page (`key` and its params `p`): while the next page or search loads,
 * the page shown stays (keepPreviousData); a page read in the last 10 s is not read again.
 */
export const listPageQuery = <P, T>(key: readonly string[], p: P, list: (p: P, signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: [...key, p], queryFn: ({ signal }) => list(p, signal), placeholderData: keepPreviousData, staleTime: 10_000 });
