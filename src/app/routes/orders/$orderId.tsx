import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { orderQuery } from '#app/api/order';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { CHANGELOG_PARAM, changelogPopupSearch } from '#app/features/change-history/search';
import { OrderPage } from '#app/features/insertion-orders/OrderPage';
import { orderEditSearch } from '#app/features/insertion-orders/search';

/** The order page's dialogs and its 'Changelog Details' popup, all in the URL. */
const orderPageSearch = v.object({ ...orderEditSearch.entries, ...changelogPopupSearch.entries });

export const Route = createFileRoute('/orders/$orderId')({
  validateSearch: orderPageSearch,
  // A failed load is the page's to show ('There was an issue retrieving Insertion Orders.'), not the router's.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQuery(params.orderId)).catch(() => undefined),
  staticData: { breadcrumb: 'Insertion Order', screen: 'order-form' },
  component: function OrderRoute() {
    const { orderId } = Route.useParams();
    const search = Route.useSearch();
    const changelog = (
      <ChangelogButton documentId={orderId} isOpen={search[CHANGELOG_PARAM] === 'open'} />
    );
    return <OrderPage orderId={orderId} extraActions={changelog} />;
  },
});
