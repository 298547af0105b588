import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { companyListQuery, companyPath, type CompanyDocument } from '../../api/company';
import { reportFailure } from '../../api/client';
import { BASE_PATH } from '../../env';
import { DataTable } from '../../ui/data-table/DataTable';
import { InlineBanner } from '../../ui/InlineBanner';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { COMPANY_PAGE_SIZE, type CompanyListSearch } from './search';
import { COMPANY_TEXT } from './text';
import './companies.css';

const col = createColumnHelper<CompanyDocument>();

/** spec 1 'Company list': the name column and an action column (edit). */
const columns = [
  col.accessor('name', { id: 'name', header: 'Name' }),
  col.display({
    id: 'action',
    header: 'Action',
    size: 120,
    // One tab stop per grid: the row takes focus and Enter opens; the link serves the pointer.
    cell: (info) => (
      <a href={`${BASE_PATH}${companyPath(info.row.original.id)}`} tabIndex={-1} aria-label={`${COMPANY_TEXT.edit} ${info.row.original.name}`}>
        {COMPANY_TEXT.edit}
      </a>
    ),
  }),
];

export const companyListParams = (s: CompanyListSearch) => ({ limit: COMPANY_PAGE_SIZE, cursor: s.cursor });

export function CompanyList() {
  const search = useSearch({ from: '/companies/' });
  const navigate = useNavigate({ from: '/companies/' });
  const list = useQuery(companyListQuery(companyListParams(search)));
  const set = (patch: Partial<CompanyListSearch>, replace = false) =>
    void navigate({ search: (s: CompanyListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });
  useEffect(() => {
    if (list.error) reportFailure(list.error);
  }, [list.error]);

  const page = list.data;
  const rows = page?.objects ?? [];
  return (
    <div className="list-screen">
      <div className="list-header">
        <h1>{COMPANY_TEXT.listTitle}</h1>
        <Link to={'/companies/new' as '/'} className="button button-primary">
          {COMPANY_TEXT.newCompany}
        </Link>
      </div>
      {list.isPending && <LoadingIndicator />}
      {page && rows.length === 0 ? (
        <InlineBanner type="info" title={COMPANY_TEXT.empty} />
      ) : (
        page && (
          <DataTable
            label={COMPANY_TEXT.listTitle}
            rows={rows}
            columns={columns}
            getRowId={(c) => c.id}
            totalRows={page.pagination.objectCount}
            firstRowIndex={page.pagination.pageIndex * page.pagination.limit}
            selectedId={search.selected}
            onSelect={(id) => set({ selected: id }, true)}
            onOpen={(c) => void navigate({ to: companyPath(c.id) as '/' })}
            height="60vh"
          />
        )
      )}
      <nav aria-label="Pages" className="pager">
        <Button className="button" isDisabled={!page?.pagination.prev} onPress={() => set({ cursor: page!.pagination.prev!, selected: undefined })}>
          {COMPANY_TEXT.previous}
        </Button>
        <Button className="button" isDisabled={!page?.pagination.next} onPress={() => set({ cursor: page!.pagination.next!, selected: undefined })}>
          {COMPANY_TEXT.next}
        </Button>
      </nav>
    </div>
  );
}
