import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * The chosen records of a picker, in the order chosen, each read by id (a picker holds only the
 * matches of its search, so a chosen record is named from its own read). One still being read, or
 * unknown to the gateway, is left out of `found`; `missing` names those the gateway does not know
 * (an id typed into a link).
 */
export function useChosenRecords<D extends { id: string; name?: string }, K extends QueryKey>(
  ids: readonly string[],
  byId: (id: string) => UseQueryOptions<D, Error, D, K>,
): { found: D[]; missing: string[]; nameOf: (id: string) => string | undefined } {
  const queries = useQueries({ queries: ids.map((id) => byId(id)) });
  const found = queries.flatMap((q) => (q.data ? [q.data] : []));
  const missing = ids.filter((_id, i) => {
    const error = queries[i]?.error;
    return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
  });
  const names = new Map(found.map((d) => [d.id, d.name]));
  return { found, missing, nameOf: (id) => names.get(id) };
}
