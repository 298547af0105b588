import { createFileRoute } from '@tanstack/react-router';
import { ensureCampaign } from '#app/api/campaign-reads';
import { BudgetStep } from '#app/features/campaigns/BudgetStep';
import { CampaignLoadError } from '#app/features/campaigns/CampaignLoadError';
import { OrderForm } from '#app/features/insertion-orders/OrderForm';
import { budgetSearch, idsOf, type BudgetSearch } from '#app/features/campaigns/form-search';

/** spec 1 §2 /campaigns/{campaignId}/budget: the budget step of an existing campaign. */
export const Route = createFileRoute('/campaigns/$campaignId/budget')({
  validateSearch: budgetSearch,
  loader: ({ context, params }) => ensureCampaign(context.queryClient, params.campaignId),
  staticData: { breadcrumb: 'Campaign Budget', screen: 'campaign-budget' },
  errorComponent: ({ error }) => <CampaignLoadError error={error} />,
  component: CampaignBudget,
});

function CampaignBudget() {
  const campaign = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BudgetStep
      key={campaign.id}
      campaign={campaign}
      // An unsaved choice in the URL stands in for the stored orders; an emptied one stays as `orders=`.
      initialOrderIds={search.orders === undefined ? undefined : idsOf(search.orders)}
      onOrderIdsChange={(ids) => void navigate({ search: (s: BudgetSearch) => ({ ...s, orders: ids.join(',') }), replace: true })}
      mode={search.mode}
      newOrderOpen={search.view === 'new-order'}
      onModeChange={(mode) => void navigate({ search: (s: BudgetSearch) => ({ ...s, mode }), replace: true })}
      onNewOrderOpenChange={(open, mode) => void navigate({ search: (s: BudgetSearch) => ({ ...s, view: open ? 'new-order' : undefined, mode: mode ?? s.mode }) })}
      // The 'New Insertion Order' sub-view holds the order screens' form (the route composes features).
      renderOrderForm={(onCreated) => <OrderForm onCreated={(order) => onCreated(order.id)} />}
    />
  );
}
