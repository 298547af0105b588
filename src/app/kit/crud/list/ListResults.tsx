import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { failureDetail } from '#app/api/errors';
import type { Page } from '#app/api/client';
import { DataTable, type RowPicks } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListFailure } from '#app/ui/list-screen/ListFailure';
import { Pager, pageWindow } from '#app/ui/list-screen/Pager';
import { ResultsLine } from '#app/ui/list-screen/ResultsLine';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { useLoadingNotification } from './loading-notification';
import type { ListScreenProps } from './list-screen-props';
import { useSelectedId, useSelectedIn, useSetListSearch, type ListSearch, type ListState } from './list-url';

interface ResultsProps<Row extends { id: string }, S extends ListSearch> {
  screen: ListScreenProps<Row, S>;
  state: ListState<S>;
  list: UseQueryResult<Page<Row>, Error>;
  /** the failure is a refused page link, which the list answers by starting again (useListFailure) */
  stale: boolean;
  columns: ColumnDef<Row, any>[];
  focusRequest?: { rowId: string };
  /** the multi-selection, for a list with bulk commands */
  picks?: RowPicks<Row>;
}

/** The results: their loading, count, failure or emptiness, the table beside the preview, the pager. */
export function ListResults<Row extends { id: string }, S extends ListSearch>({ screen, state, list, stale, columns, focusRequest, picks }: ResultsProps<Row, S>) {
  const { text, loading = {} } = screen;
  const set = useSetListSearch(screen.from);
  const page = list.data;
  const rows = page?.objects ?? [];
  // The split reads only whether the pane is open: a j/k move re-renders the table and the preview, not the panels.
  const paneOpen = useSelectedIn(screen.from, rows);
  const failed = list.isError && !page && !stale;
  const loads = loading.during === 'fetching' ? list.isFetching : list.isPending;
  const notifies = loading.in === 'notifications';
  // The notification says a Retry is under way too; on the page the failure stands alone.
  useLoadingNotification(loads && notifies, text.loading);
  const body = failed ? (
    <ListFailure title={(text.failed ?? String)(failureDetail(list.error))} onRetry={() => list.refetch()}>
      {text.failedHint}
    </ListFailure>
  ) : !page ? null : rows.length === 0 ? (
    (screen.empty ?? <InlineBanner type="info" title={text.empty}>{text.emptyHint}</InlineBanner>)
  ) : (
    // Only once the gateway has answered: no empty grid stands for a list still on its way.
    <SplitPane
      id={screen.id}
      paneLabel={text.preview}
      list={<ListTable screen={screen} state={state} list={list} columns={columns} focusRequest={focusRequest} picks={picks} />}
      pane={paneOpen && <SelectedPreview screen={screen} rows={rows} />}
    />
  );
  return (
    <>
      {loads && !notifies && !failed && <LoadingIndicator label={text.loading} />}
      {page && (
        <ResultsLine count={page.pagination.objectCount} term={state.q} pending={list.isPlaceholderData} capped={Boolean(page.pagination.customParams?.objectCountCapped)} />
      )}
      {body}
      <Pager pagination={page?.pagination} onPage={(cursor) => set({ cursor, selected: undefined })} />
    </>
  );
}

function ListTable<Row extends { id: string }, S extends ListSearch>({ screen, state, list, columns, focusRequest, picks }: Omit<ResultsProps<Row, S>, 'stale'>) {
  const selectedId = useSelectedId(screen.from);
  const set = useSetListSearch(screen.from);
  const navigate = useNavigate();
  const open = screen.onOpen ?? ((row: Row) => void navigate(screen.rowLink(row)));
  return (
    <DataTable
      label={screen.tableLabel ?? screen.text.title}
      rows={list.data?.objects ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      {...pageWindow(list.data?.pagination)}
      sort={state.sort ?? screen.defaultSort}
      sortable={screen.sortable}
      onSortChange={(sort) => set({ sort, cursor: undefined })}
      selectedId={selectedId}
      focusRequest={focusRequest}
      onSelect={(id) => set({ selected: id }, true)}
      onOpen={open}
      picks={picks}
    />
  );
}

/** The selected row's preview, when the row is on the page shown. */
function SelectedPreview<Row extends { id: string }, S extends ListSearch>({ screen, rows }: { screen: ListScreenProps<Row, S>; rows: readonly Row[] }) {
  const selectedId = useSelectedId(screen.from);
  const set = useSetListSearch(screen.from);
  const selected = rows.find((row) => row.id === selectedId);
  return selected ? screen.preview(selected, { openDelete: () => set({ dialog: 'delete' }, true) }) : null;
}
