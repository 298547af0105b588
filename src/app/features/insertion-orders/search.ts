import * as v from 'valibot';
import { listSearchEntries, openParam, sortParam } from '#app/search-params';

/** Columns the gateway sorts orders on (spec 1 'Order list'). */
export const ORDER_SORT_KEYS = ['name', 'totalAmount', 'created'] as const;

/** Orders per page; the spec leaves the page size open. */
export const ORDER_PAGE_SIZE = 50;

/** The order list's state, all of it in the URL; a bad value falls back to the default. */
export const orderListSearch = v.object({
  ...listSearchEntries,
  sort: sortParam(ORDER_SORT_KEYS),
  /** An open confirm dialog: 'delete' the selected order. */
  dialog: openParam(['delete']),
});
export type OrderListSearch = v.InferOutput<typeof orderListSearch>;
export const ORDER_LIST_DEFAULTS = { q: '' } as const;

/** The order page's state: an open dialog (the palette's delete and resend commands open them). */
export const orderEditSearch = v.object({
  dialog: openParam(['delete', 'resend']),
});
export type OrderEditSearch = v.InferOutput<typeof orderEditSearch>;

export const listParamsOf = (s: Pick<OrderListSearch, 'q' | 'sort' | 'cursor'>) => ({
  name: s.q || undefined,
  sort: s.sort,
  cursor: s.cursor,
  limit: ORDER_PAGE_SIZE,
});
