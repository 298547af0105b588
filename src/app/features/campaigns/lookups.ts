import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { COMPANY_LOAD_ALL_LIMIT, companyQuery, listCompanies } from '../../api/company';
import type { Page } from '../../api/client';
import { getOrder, listOrders } from '../../api/order';

/** What the campaign screens' pickers need of an order and a company. */
export interface OrderOption {
  id: string;
  name: string;
  orderLineItems?: readonly { id?: string; orderLineItemType: string }[];
}
export interface CompanyOption {
  id: string;
  name: string;
}

/** The largest page the gateway gives (limit 1–200): the pickers load page after page of it. */
export const PICKER_PAGE = 200;
/** spec 1 §9: "order list auto-load stops once more than 2000 are held". */
export const ORDER_AUTO_LOAD_LIMIT = 2000;

/** Where the next page starts and how many it may bring. */
interface PickerPage {
  cursor?: string;
  limit: number;
}

const heldIn = (pages: readonly Page<unknown>[]) => pages.reduce((n, p) => n + p.objects.length, 0);

/** A picker's list, page after page from the first (keyset cursors), for as long as `nextPage` gives one. */
const pickerQuery = <T>(
  queryKey: readonly string[],
  list: (p: PickerPage, signal: AbortSignal) => Promise<Page<T>>,
  nextPage: (last: Page<T>, pages: Page<T>[]) => PickerPage | undefined,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) => list(pageParam, signal),
    initialPageParam: { limit: PICKER_PAGE } as PickerPage,
    getNextPageParam: nextPage,
    staleTime: 10_000,
  });

/** GET /order/v1/insertionOrders/?limit=200&next=… for the 'Insertion Orders' multi-selects, until more than 2000 are held. */
export const orderOptionsQuery = () =>
  pickerQuery<OrderOption>(['orders', 'picker'], (p, signal) => listOrders(p, signal), (last, pages) =>
    // "more than 2000": at exactly 2000 one more page is asked for.
    last.pagination.next && heldIn(pages) <= ORDER_AUTO_LOAD_LIMIT ? { cursor: last.pagination.next, limit: PICKER_PAGE } : undefined,
  );

/** GET /company/v1/companies/?limit=200&next=… for the 'Companies' multi-select, up to 500 (the last page asks only for what is left). */
export const companyOptionsQuery = () =>
  pickerQuery<CompanyOption>(['companies', 'picker'], (p, signal) => listCompanies(p, signal), (last, pages) => {
    const left = COMPANY_LOAD_ALL_LIMIT - heldIn(pages);
    return last.pagination.next && left > 0 ? { cursor: last.pagination.next, limit: Math.min(PICKER_PAGE, left) } : undefined;
  });

/** GET /order/v1/insertionOrders/{id}: a chosen order that the picker pages may not hold (for its name and line items). */
export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

/** What a picker has loaded so far; `firstPage` once the first page is in (until then every chosen id looks unlisted). */
export interface PickerOptions<T> {
  objects: T[];
  firstPage: boolean;
  error: Error | null;
}

/**
 * Loads the picker's pages one after another as each arrives (the pickers find by type-ahead in what
 * they hold, so they must hold everything up to the spec's limit), showing each page as it comes.
 * It stops where the query's next-page rule says, or at a failed page (a refetch starts over).
 */
function useAutoLoaded<T>(options: ReturnType<typeof pickerQuery<T>>): PickerOptions<T> {
  const query = useInfiniteQuery(options);
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  // The page count is a dependency too: a quick page may come and go between two renders, leaving the other flags as they were.
  const pages = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [pages, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);
  const objects = useMemo(() => query.data?.pages.flatMap((p) => p.objects) ?? [], [query.data]);
  return { objects, firstPage: query.data !== undefined, error: query.error };
}

export const useOrderOptions = () => useAutoLoaded(orderOptionsQuery());
export const useCompanyOptions = () => useAutoLoaded(companyOptionsQuery());

/**
 * The chosen documents, in the order chosen: each from the picker's pages when there, else read by
 * id (an old order, the 600th company), so that tags and options show names rather than bare ids.
 * Read only once the first page is in, since most chosen ones are on it. One still being read, or
 * unknown to the gateway, is left out of `found`; `missing` names those the gateway does not know
 * (an id typed into a link).
 */
function useChosen<T extends { id: string }, D extends T, K extends QueryKey>(
  ids: readonly string[],
  held: PickerOptions<T>,
  byId: (id: string) => UseQueryOptions<D, Error, D, K>,
): { found: T[]; missing: string[] } {
  const listed = useMemo(() => new Map(held.objects.map((o) => [o.id, o])), [held.objects]);
  const queries = useQueries({ queries: ids.map((id) => ({ ...byId(id), enabled: held.firstPage && !listed.has(id) })) });
  const found = ids.flatMap((id, i) => {
    const doc = listed.get(id) ?? queries[i]?.data;
    return doc ? [doc] : [];
  });
  const missing = ids.filter((id, i) => !listed.has(id) && (queries[i]?.error as { status?: number } | null)?.status === 404);
  return { found, missing };
}

/** A picker's options: the loaded ones, then the chosen ones they do not hold. */
export function pickerOptions(listed: readonly { id: string; name: string }[], chosen: readonly { id: string; name: string }[]): { id: string; label: string }[] {
  const ids = new Set(listed.map((o) => o.id));
  return [...listed, ...chosen.filter((o) => !ids.has(o.id))].map((o) => ({ id: o.id, label: o.name }));
}

export const useChosenOrders = (ids: readonly string[], held: PickerOptions<OrderOption>) => useChosen(ids, held, orderQuery);
export const useChosenCompanies = (ids: readonly string[], held: PickerOptions<CompanyOption>) => useChosen(ids, held, companyQuery);
