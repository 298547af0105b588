import * as v from 'valibot';
import { listSearchEntries, sortParam } from '#app/search-params';
import type { ChainListParams } from '#app/api/chain';

/** The list's tabs (spec 3 'Chains list'): a chain is online or offline by supports_online_store. */
export const CHAIN_TABS = ['online', 'offline'] as const;
export type ChainTab = (typeof CHAIN_TABS)[number];

/** The Status column sorts by the disabled flag; the list is otherwise sorted by name. */
const SORT_KEYS = ['status'] as const;

/** Chains per page; the spec leaves the page size open. */
export const CHAIN_PAGE_SIZE = 50;

/** The chain list's state, all of it in the URL; a bad value falls back to the default. */
export const chainListSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(CHAIN_TABS), 'online'), 'online'),
  ...listSearchEntries,
  sort: sortParam(SORT_KEYS),
});
export type ChainListSearch = v.InferOutput<typeof chainListSearch>;
export const CHAIN_LIST_DEFAULTS = { tab: 'online', q: '' } as const;

export const chainListParams = (s: Pick<ChainListSearch, 'tab' | 'q' | 'sort' | 'cursor'>): ChainListParams => ({
  label: s.q || undefined,
  online: s.tab === 'online',
  sort: s.sort,
  cursor: s.cursor,
  limit: CHAIN_PAGE_SIZE,
});
