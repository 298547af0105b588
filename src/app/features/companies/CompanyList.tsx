import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import { companyListQuery, companyPath, type CompanyDocument } from '../../api/company';
import { reportFailure } from '../../api/client';
import { BASE_PATH } from '../../env';
import { DataTable } from '../../ui/data-table/DataTable';
import { SplitPane } from '../../ui/data-table/SplitPane';
import { InlineBanner } from '../../ui/InlineBanner';
import { ListHeader } from '../../ui/list-screen/ListHeader';
import { ListSearchField } from '../../ui/list-screen/ListSearchField';
import { Pager, pageWindow } from '../../ui/list-screen/Pager';
import { ResultsLine } from '../../ui/list-screen/ResultsLine';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { CompanyPreviewPane } from './CompanyPreviewPane';
import { companyListParams, type CompanyListSearch } from './search';
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
  const selected = rows.find((c) => c.id === search.selected);
  return (
    <div className="list-screen">
      <ListHeader title={COMPANY_TEXT.listTitle} newLabel={COMPANY_TEXT.newCompany} newTo="/companies/new" />
      <ListSearchField label={COMPANY_TEXT.search} value={search.q} onCommit={(q) => set({ q, cursor: undefined, selected: undefined }, true)} />
      {list.isPending && <LoadingIndicator />}
      {page && <ResultsLine count={page.pagination.objectCount} term={search.q} pending={list.isPlaceholderData} />}
      {page && rows.length === 0 ? (
        <InlineBanner type="info" title={COMPANY_TEXT.empty} />
      ) : (
        page && (
          <SplitPane
            id="companies"
            paneLabel={COMPANY_TEXT.preview}
            list={
              <DataTable
                label={COMPANY_TEXT.listTitle}
                rows={rows}
                columns={columns}
                getRowId={(c) => c.id}
                {...pageWindow(page.pagination)}
                selectedId={search.selected}
                onSelect={(id) => set({ selected: id }, true)}
                onOpen={(c) => void navigate({ to: '/companies/$companyId', params: { companyId: c.id } })}
              />
            }
            pane={selected && <CompanyPreviewPane company={selected} />}
          />
        )
      )}
      <Pager pagination={page?.pagination} onPage={(cursor) => set({ cursor, selected: undefined })} />
    </div>
  );
}
