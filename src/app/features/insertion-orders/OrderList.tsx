import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { orderListQuery, type OrderDocument } from '../../api/order';
import { reportFailure } from '../../api/client';
import { DataTable } from '../../ui/data-table/DataTable';
import { SplitPane } from '../../ui/data-table/SplitPane';
import { InlineBanner } from '../../ui/InlineBanner';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { notify } from '../../ui/notifications';
import { orderColumns } from './columns';
import { DeleteOrderDialog } from './DeleteOrderDialog';
import { failureDetail } from './failure';
import { OrderPreviewPane } from './OrderPreviewPane';
import { listParamsOf, ORDER_SORT_KEYS, type OrderListSearch } from './search';
import { ORDER_TEXT } from './text';
import './orders.css';

const SEARCH_DEBOUNCE_MS = 300;

/** spec 1 'Order list (/orders)': sortable, paged by cursor, the selected order previewed; all state in the URL. */
export function OrderList() {
  const search = useSearch({ from: '/orders/' });
  const navigate = useNavigate({ from: '/orders/' });
  const list = useQuery(orderListQuery(listParamsOf(search)));
  const set = (patch: Partial<OrderListSearch>, replace = false) =>
    void navigate({ search: (s: OrderListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });

  const [term, setTerm] = useState(search.q);
  useEffect(() => setTerm(search.q), [search.q]);
  useEffect(() => {
    if (term === search.q) return;
    const t = setTimeout(() => set({ q: term, cursor: undefined, selected: undefined }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [term]);

  useEffect(() => {
    if (!list.error) return;
    // spec 1 §8: the message carries the gateway's detail, and the page shows the failure too.
    reportFailure(list.error, { silent: true });
    notify({ message: ORDER_TEXT.listFailed(failureDetail(list.error)), type: 'error' });
  }, [list.error]);

  const [deleting, setDeleting] = useState<OrderDocument>();
  const columns = useMemo(() => orderColumns((o) => {
    setDeleting(o);
    set({ selected: o.id, dialog: 'delete' }, true);
  }), []);

  const page = list.data;
  const rows = page?.objects ?? [];
  const selected = rows.find((o) => o.id === search.selected);
  const target = search.dialog === 'delete' ? (selected ?? deleting) : undefined;

  return (
    <div className="list-screen">
      <div className="list-header">
        <h1>{ORDER_TEXT.listTitle}</h1>
        <Link to="/orders/new" className="button button-primary">
          {ORDER_TEXT.newOrder}
        </Link>
      </div>
      <SearchField value={term} onChange={setTerm} className="search-field">
        <Label>{ORDER_TEXT.search}</Label>
        <Input placeholder={ORDER_TEXT.search} />
      </SearchField>
      {list.isPending && <LoadingIndicator />}
      {list.isError && !page && <InlineBanner type="error" title={ORDER_TEXT.listFailed(failureDetail(list.error))} />}
      {page && (
        <p className="results-line" role="status">
          {search.q ? `${page.pagination.objectCount} results found for "${search.q}"` : `${page.pagination.objectCount} results found`}
        </p>
      )}
      {page && rows.length === 0 ? (
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
              totalRows={page?.pagination.objectCount ?? 0}
              firstRowIndex={(page?.pagination.pageIndex ?? 0) * (page?.pagination.limit ?? 0)}
              sort={search.sort}
              sortable={ORDER_SORT_KEYS}
              onSortChange={(sort) => set({ sort: sort as OrderListSearch['sort'], cursor: undefined })}
              selectedId={search.selected}
              onSelect={(id) => set({ selected: id }, true)}
              onOpen={(o) => void navigate({ to: '/orders/$orderId', params: { orderId: o.id } })}
            />
          }
          pane={selected && <OrderPreviewPane order={selected} onDelete={() => set({ dialog: 'delete' }, true)} />}
        />
      )}
      <nav aria-label="Pages" className="pager">
        <Button className="button" isDisabled={!page?.pagination.prev} onPress={() => set({ cursor: page!.pagination.prev!, selected: undefined })}>
          {ORDER_TEXT.previous}
        </Button>
        <Button className="button" isDisabled={!page?.pagination.next} onPress={() => set({ cursor: page!.pagination.next!, selected: undefined })}>
          {ORDER_TEXT.next}
        </Button>
      </nav>
      <DeleteOrderDialog
        order={target}
        isOpen={Boolean(target)}
        onOpenChange={(open) => !open && set({ dialog: undefined }, true)}
        onDeleted={() => {
          setDeleting(undefined);
          set({ selected: undefined, dialog: undefined }, true);
        }}
      />
    </div>
  );
}
