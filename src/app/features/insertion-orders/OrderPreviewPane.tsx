import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { adTypeLabel } from '#domain/catalogs/ad-types';
import { pricingModelLabel } from '#domain/catalogs/pricing-models';
import { companyQuery } from '#app/api/company';
import type { OrderDocument } from '#app/api/order';
import { formatDate } from '#app/ui/format';
import { orderTotal } from './columns';

/** The selected order beside the list: its fields, its line items, open and delete. */
export function OrderPreviewPane({ order, onDelete }: { order: OrderDocument; onDelete: () => void }) {
  const company = useQuery({ ...companyQuery(order.companyId), enabled: Boolean(order.companyId) });
  return (
    <div className="summary-pane">
      <h2>{order.name}</h2>
      <dl className="summary-fields">
        <div><dt>Description</dt><dd>{order.description ?? ''}</dd></div>
        <div><dt>Company</dt><dd>{company.data?.name ?? order.companyId}</dd></div>
        <div><dt>Total Amount</dt><dd>{orderTotal(order)}</dd></div>
        <div><dt>Created</dt><dd>{formatDate(order.created)}</dd></div>
      </dl>
      <h3>Order line items</h3>
      <ul>
        {order.orderLineItems.map((li, i) => (
          <li key={li.id ?? i}>
            {adTypeLabel(li.orderLineItemType)}: {li.description} ({pricingModelLabel(li.pricingModel['@type'])})
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Link to="/orders/$orderId" params={{ orderId: order.id }} className="button button-primary">
          Open order
        </Link>
        <Button className="button" onPress={onDelete}>
          Delete order
        </Button>
      </div>
    </div>
  );
}
