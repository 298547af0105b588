import { Button } from 'react-aria-components';
import type { Pagination } from '#app/api/client';

export const PAGER_TEXT = { next: 'Next', previous: 'Previous' } as const;

/**
 * Previous and Next over a keyset-paged list; each press hands the page's cursor to the caller.
 * `label` names its navigation landmark where a screen has two lists that page (each landmark's
 * name must be its own).
 */
export function Pager({ pagination, onPage, label = 'Pages' }: { pagination?: Pick<Pagination, 'prev' | 'next'>; onPage: (cursor: string) => void; label?: string }) {
  const { prev, next } = pagination ?? {};
  return (
    <nav aria-label={label} className="pager">
      <Button className="button" isDisabled={!prev} onPress={() => prev && onPage(prev)}>
        {PAGER_TEXT.previous}
      </Button>
      <Button className="button" isDisabled={!next} onPress={() => next && onPage(next)}>
        {PAGER_TEXT.next}
      </Button>
    </nav>
  );
}

/**
 * Where a page sits in the whole list, for the table's absolute aria-rowindex and aria-rowcount. A
 * count the server capped ('More than 1000 results') is no row count: the table then says unknown.
 */
export const pageWindow = (pagination?: Pick<Pagination, 'objectCount' | 'pageIndex' | 'limit' | 'customParams'>) => ({
  totalRows: pagination?.customParams?.objectCountCapped ? undefined : (pagination?.objectCount ?? 0),
  firstRowIndex: (pagination?.pageIndex ?? 0) * (pagination?.limit ?? 0),
});
