import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { orderListQuery } from '#app/api/order';
import { OrderList } from '#app/features/insertion-orders/OrderList';
import { listParamsOf, ORDER_LIST_DEFAULTS, orderListSearch } from '#app/features/insertion-orders/search';

export const Route = createFileRoute('/orders/')({
  validateSearch: orderListSearch,
  search: { middlewares: [stripSearchParams(ORDER_LIST_DEFAULTS)] },
  loaderDeps: ({ search: { q, sort, cursor } }) => ({ q, sort, cursor }),
  // Starts the request without holding the route: the list shows its loading state meanwhile.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(orderListQuery(listParamsOf(deps))),
  staticData: { breadcrumb: 'Orders', screen: 'order-list' },
  component: OrderList,
});
