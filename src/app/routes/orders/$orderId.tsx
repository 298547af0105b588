import { createFileRoute } from '@tanstack/react-router';
import { orderQuery } from '../../api/order';
import { OrderPage } from '../../features/insertion-orders/OrderPage';
import { orderEditSearch } from '../../features/insertion-orders/search';

export const Route = createFileRoute('/orders/$orderId')({
  validateSearch: orderEditSearch,
  // A failed load is the page's to show ('There was an issue retrieving Insertion Orders.'), not the router's.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQuery(params.orderId)).catch(() => undefined),
  staticData: { breadcrumb: 'Insertion Order' },
  component: function OrderRoute() {
    const { orderId } = Route.useParams();
    return <OrderPage orderId={orderId} />;
  },
});
