import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { campaignNamesQuery } from '#app/api/campaign';
import { flagsQuery } from '#app/api/flags';
import { orderListQuery, type OrderDocument } from '#app/api/order';
import { reportFailure } from '#app/api/client';
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
import { notify } from '#app/ui/notifications';
import { orderColumns } from './columns';
import { DeleteOrderDialog } from './DeleteOrderDialog';
import { failureDetail } from './failure';
import { OrderPreviewPane } from './OrderPreviewPane';
import { listParamsOf, ORDER_SORT_KEYS, type OrderListSearch } from './search';
import { ORDER_TEXT } from './text';
import './orders.css';
import { useListFailure } from '#app/ui/list-screen/list-failure';
import { ListFailure } from '#app/ui/list-screen/ListFailure';
import { newOrderLink, orderLink } from '#app/api/links';

/** spec 1 'Order list (/orders)': sortable, paged by cursor, the selected order previewed; all state in the URL. */
export function OrderList() {
  const search = useSearch({ from: '/orders/' });
  const navigate = useNavigate({ from: '/orders/' });
  const list = useQuery(orderListQuery(listParamsOf(search)));
  const set = (patch: Partial<OrderListSearch>, replace = false) =>
    void navigate({ search: (s: OrderListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });

  const staleCursor = useListFailure(list.error, {
    cursor: search.cursor,
    dropCursor: () => set({ cursor: undefined }, true),
    // spec 1 §8: the message carries the gateway's detail, and the page shows the failure too.
    report: (error) => {
      reportFailure(error, { silent: true });
      notify({ message: ORDER_TEXT.listFailed(failureDetail(error)), type: 'error' });
    },
  });

  const page = list.data;
  const names = useCampaignNames(page?.objects ?? []);
  const rows = page?.objects ?? [];
  const selected = rows.find((o) => o.id === search.selected);
  // The next order (the one before, for the last) takes a deleted one's place and focus.
  const deletion = useListDelete({ rows, selected, isOpen: search.dialog === 'delete', setSearch: (patch) => set(patch, true) });
  const columns = useMemo(() => orderColumns(deletion.requestDelete, (id) => names?.get(id)), [names]);

  return (
    <div className="list-screen">
      <ListHeader title={ORDER_TEXT.listTitle} newLabel={ORDER_TEXT.newOrder} newTo={newOrderLink()}>
        <ViewsMenu screen="orders" />
      </ListHeader>
      <ListSearchField label={ORDER_TEXT.search} value={search.q} onCommit={(q, replace) => set({ q, cursor: undefined, selected: undefined }, replace)} />
      {list.isPending && <LoadingIndicator />}
      {page && <ResultsLine count={page.pagination.objectCount} term={search.q} pending={list.isPlaceholderData} />}
      {list.isError && !page && !staleCursor ? (
        <ListFailure title={ORDER_TEXT.listFailed(failureDetail(list.error))} onRetry={() => list.refetch()} />
      ) : page && rows.length === 0 ? (
        <InlineBanner type="info" title={ORDER_TEXT.empty} />
      ) : (
        <SplitPane
          id="orders"
          paneLabel="Insertion order summary"
          list={
            <DataTable
              label={ORDER_TEXT.listTitle}
              rows={rows}
              columns={columns}
              getRowId={(o) => o.id}
              {...pageWindow(page?.pagination)}
              sort={search.sort}
              sortable={ORDER_SORT_KEYS}
              onSortChange={(sort) => set({ sort: sort as OrderListSearch['sort'], cursor: undefined })}
              selectedId={search.selected}
              focusRequest={deletion.focusRequest}
              onSelect={(id) => set({ selected: id }, true)}
              onOpen={(o) => void navigate(orderLink(o.id))}
            />
          }
          pane={selected && <OrderPreviewPane order={selected} onDelete={() => set({ dialog: 'delete' }, true)} />}
        />
      )}
      <Pager pagination={page?.pagination} onPage={(cursor) => set({ cursor, selected: undefined })} />
      <DeleteOrderDialog order={deletion.target} {...deletion.dialog} />
    </div>
  );
}

/** The campaign column shows names: one call for the campaigns of the page (ids until it answers). */
function useCampaignNames(orders: OrderDocument[]) {
  const version = useQuery(flagsQuery()).data!.campaignServiceVersion;
  const ids = [...new Set(orders.flatMap((o) => (o.campaignId ? [o.campaignId] : [])))].sort();
  return useQuery(campaignNamesQuery(version, ids)).data;
}
