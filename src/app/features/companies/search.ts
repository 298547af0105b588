import * as v from 'valibot';
import { listSearchEntries, openParam } from '#app/search-params';

/** Companies per page; the spec leaves the page size open. */
export const COMPANY_PAGE_SIZE = 50;

/** The company list's state in the URL: the name searched, its page cursor and the selected row. */
export const companyListSearch = v.object({
  ...listSearchEntries,
  /** An open confirm dialog: 'delete' the selected company. */
  dialog: openParam(['delete']),
});
export type CompanyListSearch = v.InferOutput<typeof companyListSearch>;
export const COMPANY_LIST_DEFAULTS = { q: '' } as const;

export const companyListParams = (s: Pick<CompanyListSearch, 'q' | 'cursor'>) => ({
  name: s.q || undefined,
  limit: COMPANY_PAGE_SIZE,
  cursor: s.cursor,
});
