import { createColumnHelper } from '@tanstack/react-table';
import { formatMoney } from '#domain/money';
import { type OrderDocument } from '#app/api/order';
import { formatDate } from '#app/ui/format';
import { AppLink } from '#app/ui/AppLink';
import { campaignLink, orderLink } from '#app/api/links';

const col = createColumnHelper<OrderDocument>();

export const orderTotal = (o: Pick<OrderDocument, 'totalAmount' | 'amountPrecision'>) =>
  o.totalAmount == null ? '' : `$${formatMoney(o.totalAmount, o.amountPrecision ?? 2)}`;

/** spec 1 'Order list': Name, Campaign, Total Amount, Created, Action. */
export function orderColumns(onDelete: (order: OrderDocument) => void, campaignName: (id: string) => string | undefined) {
  return [
    col.accessor('name', {
      id: 'name',
      header: 'Name',
      // One tab stop per grid: the row takes focus (Enter opens); the link serves the pointer.
      cell: (info) => (
        <AppLink to={orderLink(info.row.original.id)} tabIndex={-1}>
          {info.getValue()}
        </AppLink>
      ),
    }),
    col.accessor((o) => o.campaignId ?? '', {
      id: 'campaign',
      header: 'Campaign',
      cell: (info) =>
        info.getValue() ? (
          <AppLink to={campaignLink(info.getValue())} tabIndex={-1}>
            {campaignName(info.getValue()) ?? info.getValue()}
          </AppLink>
        ) : (
          ''
        ),
    }),
    col.accessor((o) => o.totalAmount ?? 0, { id: 'totalAmount', header: 'Total Amount', size: 150, cell: (info) => orderTotal(info.row.original) }),
    col.accessor('created', { id: 'created', header: 'Created', size: 130, cell: (info) => formatDate(info.getValue()) }),
    col.display({
      id: 'action',
      header: 'Action',
      size: 96,
      cell: (info) => (
        // Pointer users delete from the row; keyboard users from the preview pane (the row is the grid's tab stop).
        <button type="button" className="button button-small" tabIndex={-1} aria-label={`Delete ${info.row.original.name}`} onClick={(e) => {
          e.stopPropagation();
          onDelete(info.row.original);
        }}>
          Delete
        </button>
      ),
    }),
  ];
}
