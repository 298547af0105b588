import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ENTITIES } from '#domain/entities';
import { useMemo } from 'react';
import { campaignNamesQuery } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { flagsQuery } from '#app/api/flags';
import { newOrderLink, orderLink } from '#app/api/links';
import { orderListQuery, type OrderDocument } from '#app/api/order';
import { ListScreen } from '#app/kit/crud/list/ListScreen';
import type { ColumnsContext } from '#app/kit/crud/list/list-screen-props';
import { notify } from '#app/ui/notifications';
import { orderColumns } from './columns';
import { DeleteOrderDialog } from './DeleteOrderDialog';
import { failureDetail } from './failure';
import { OrderPreviewPane } from './OrderPreviewPane';
import { listParamsOf, ORDER_SORT_KEYS, type OrderListSearch } from './search';
import { ORDER_TEXT } from './text';
import './orders.css';

const TEXT = {
  title: ORDER_TEXT.listTitle,
  newLabel: ORDER_TEXT.newOrder,
  search: ORDER_TEXT.search,
  preview: 'Insertion order summary',
  empty: ORDER_TEXT.empty,
  failed: ORDER_TEXT.listFailed,
};

/** spec 1 §8: the message carries the gateway's detail, and the page shows the failure too. */
function reportListFailure(error: unknown) {
  reportFailure(error, { silent: true });
  notify({ message: ORDER_TEXT.listFailed(failureDetail(error)), type: 'error' });
}

/** spec 1 'Order list (/orders)': sortable, paged by cursor, the selected order previewed; all state in the URL. */
export function OrderList() {
  return (
    <ListScreen<OrderDocument, OrderListSearch>
      live={ENTITIES.insertionOrder}
      from="/orders/"
      id="orders"
      query={(search) => orderListQuery(listParamsOf(search))}
      text={TEXT}
      newTo={newOrderLink()}
      views="orders"
      useColumns={useOrderColumns}
      sortable={ORDER_SORT_KEYS}
      rowLink={(o) => orderLink(o.id)}
      preview={(order, { openDelete }) => <OrderPreviewPane order={order} onDelete={openDelete} />}
      deleteDialog={({ target, ...dialog }) => <DeleteOrderDialog document={target} {...dialog} />}
      report={reportListFailure}
    />
  );
}

function useOrderColumns({ rows, requestDelete }: ColumnsContext<OrderDocument>) {
  const names = useCampaignNames(rows);
  return useMemo(() => orderColumns(requestDelete, (id) => names?.get(id)), [names]);
}

/** The campaign column shows names: one call for the campaigns of the page (ids until it answers). */
function useCampaignNames(orders: readonly OrderDocument[]) {
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;
  const ids = [...new Set(orders.flatMap((o) => (o.campaignId ? [o.campaignId] : [])))].sort();
  return useQuery(campaignNamesQuery(version, ids)).data;
}
