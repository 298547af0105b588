import { useQuery } from '@tanstack/react-query';
import { ViewsMenu } from '#app/kit/views/ViewsMenu';
import { useListDelete } from '#app/ui/ConfirmDeleteDialog';
import { ListHeader } from '#app/ui/list-screen/ListHeader';
import { ListSearchField } from '#app/ui/list-screen/ListSearchField';
import { useListFailure } from '#app/ui/list-screen/list-failure';
import { ListResults } from './ListResults';
import { useLiveList } from './live-list';
import type { ListScreenProps } from './list-screen-props';
import { useDeletingId, useListState, useSetListSearch, type ListSearch } from './list-url';
import { SelectionBar, useMultiSelect } from './multi-select';

const asIs = <T,>(node: T) => node;

/**
 * A list screen of the portal (spec 1 'Campaign list' and its kin): its heading, create link and saved
 * views; a search box; the results line; the table, keyset-paged and sorted on the gateway, beside the
 * selected row's preview; the failure with Retry; the empty state; and the delete of a row, whose
 * neighbour then takes its place and focus. All its state is in the URL: q, sort, cursor, selected and
 * the open popup. Each entity brings its call, columns, words, preview and row link.
 */
export function ListScreen<Row extends { id: string }, S extends ListSearch>(props: ListScreenProps<Row, S>) {
  const { from, text, controls = asIs, frame = asIs } = props;
  // Everything but the selection: a j/k move re-renders only the table and the preview beside it.
  const state = useListState<S>(from);
  const set = useSetListSearch(from);
  const list = useQuery(props.query(state));
  useLiveList(props.live, [list]);
  const stale = useListFailure(list.error, { cursor: state.cursor, dropCursor: () => set({ cursor: undefined }, true), report: props.report });

  const rows = list.data?.objects ?? [];
  const deletingId = useDeletingId(from);
  // The next row (the one before, for the last) takes a deleted one's place and focus.
  const deletion = useListDelete({
    rows,
    selected: rows.find((r) => r.id === deletingId),
    isOpen: state.dialog === 'delete',
    setSearch: (patch) => set(patch, true),
  });
  const columns = props.useColumns({ rows, requestDelete: deletion.requestDelete });
  // The multi-selection (issue 28 §2), of lists whose rows bulk commands act on: cleared by a new search, kept across its pages.
  const { cursor: _page, dialog: _popup, ...search } = state;
  const selection = useMultiSelect({ bulk: props.bulk, rows, searchKey: JSON.stringify(search), pageQuery: (cursor) => props.query({ ...state, cursor }) });
  const total = list.data?.pagination.customParams?.objectCountCapped ? undefined : list.data?.pagination.objectCount;
  return (
    <div className="list-screen">
      <ListHeader title={text.title} newLabel={text.newLabel} newTo={props.newTo}>
        {props.views && <ViewsMenu screen={props.views} />}
      </ListHeader>
      {controls(<ListSearchField label={text.search} value={state.q} onCommit={(q, replace) => set({ q, cursor: undefined, selected: undefined }, replace)} />)}
      {props.bulk && <SelectionBar selection={selection} rows={rows} total={total} />}
      {frame(<ListResults screen={props} state={state} list={list} stale={stale} columns={columns} focusRequest={deletion.focusRequest} picks={selection.picks} />)}
      {props.deleteDialog?.({ target: deletion.target, ...deletion.dialog })}
      {props.children}
    </div>
  );
}
