import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { companyListQuery, type CompanyDocument } from '#app/api/company';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { useListDelete } from '#app/ui/ConfirmDeleteDialog';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListHeader } from '#app/ui/list-screen/ListHeader';
import { ViewsMenu } from '#app/kit/views/ViewsMenu';
import { ListSearchField } from '#app/ui/list-screen/ListSearchField';
import { Pager, pageWindow } from '#app/ui/list-screen/Pager';
import { ResultsLine } from '#app/ui/list-screen/ResultsLine';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { CompanyPreviewPane } from './CompanyPreviewPane';
import { setCompanyInView } from './in-view';
import { DeleteCompanyDialog } from './DeleteCompanyDialog';
import { companyListParams, type CompanyListSearch } from './search';
import { COMPANY_TEXT } from './text';
import './companies.css';
import { useListFailure } from '#app/ui/list-screen/list-failure';
import { ListFailure } from '#app/ui/list-screen/ListFailure';
import { failureDetail } from '#app/api/errors';
import { AppLink } from '#app/ui/AppLink';
import { companyLink, newCompanyLink } from '#app/api/links';

const col = createColumnHelper<CompanyDocument>();

/** spec 1 'Company list': the name column and an action column (edit, delete: spec 1 §7 DELETE, §8 'Company successfully deleted.'). */
const companyColumns = (onDelete: (company: CompanyDocument) => void) => [
  col.accessor('name', { id: 'name', header: 'Name' }),
  col.display({
    id: 'action',
    header: 'Action',
    size: 160,
    // One tab stop per grid: the row takes focus and Enter opens, keyboard users delete from the
    // preview pane; the link and the button serve the pointer.
    cell: (info) => (
      <span>
        <AppLink to={companyLink(info.row.original.id)} tabIndex={-1} aria-label={`${COMPANY_TEXT.edit} ${info.row.original.name}`}>
          {COMPANY_TEXT.edit}
        </AppLink>{' '}
        <button type="button" className="button button-small" tabIndex={-1} aria-label={`${COMPANY_TEXT.delete} ${info.row.original.name}`} onClick={(e) => {
          e.stopPropagation();
          onDelete(info.row.original);
        }}>
          {COMPANY_TEXT.delete}
        </button>
      </span>
    ),
  }),
];

export function CompanyList() {
  const search = useSearch({ from: '/companies/' });
  const navigate = useNavigate({ from: '/companies/' });
  const list = useQuery(companyListQuery(companyListParams(search)));
  const set = (patch: Partial<CompanyListSearch>, replace = false) =>
    void navigate({ search: (s: CompanyListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });
  const staleCursor = useListFailure(list.error, { cursor: search.cursor, dropCursor: () => set({ cursor: undefined }, true) });

  const page = list.data;
  const rows = page?.objects ?? [];
  const selected = rows.find((c) => c.id === search.selected);
  // The next company (the one before, for the last) takes a deleted one's place and focus.
  const deletion = useListDelete({ rows, selected, isOpen: search.dialog === 'delete', setSearch: (patch) => set(patch, true) });
  const columns = useMemo(() => companyColumns(deletion.requestDelete), []);
  // For the palette's 'Delete this company'.
  useEffect(() => {
    if (!selected) return;
    const mine = { id: selected.id, name: selected.name, openDelete: () => set({ dialog: 'delete' }, true) };
    setCompanyInView(mine);
    return () => setCompanyInView(undefined, mine);
  }, [selected?.id, selected?.name]);
  return (
    <div className="list-screen">
      <ListHeader title={COMPANY_TEXT.listTitle} newLabel={COMPANY_TEXT.newCompany} newTo={newCompanyLink()}>
        <ViewsMenu screen="companies" />
      </ListHeader>
      <ListSearchField label={COMPANY_TEXT.search} value={search.q} onCommit={(q, replace) => set({ q, cursor: undefined, selected: undefined }, replace)} />
      {list.isPending && <LoadingIndicator />}
      {page && <ResultsLine count={page.pagination.objectCount} term={search.q} pending={list.isPlaceholderData} />}
      {list.isError && !page && !staleCursor ? (
        <ListFailure title={failureDetail(list.error)} onRetry={() => list.refetch()} />
      ) : page && rows.length === 0 ? (
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
                focusRequest={deletion.focusRequest}
                onSelect={(id) => set({ selected: id }, true)}
                onOpen={(c) => void navigate(companyLink(c.id))}
              />
            }
            pane={selected && <CompanyPreviewPane company={selected} onDelete={() => set({ dialog: 'delete' }, true)} />}
          />
        )
      )}
      <Pager pagination={page?.pagination} onPage={(cursor) => set({ cursor, selected: undefined })} />
      <DeleteCompanyDialog company={deletion.target} {...deletion.dialog} />
    </div>
  );
}
