import { createFileRoute } from '@tanstack/react-router';
import { flagsQuery } from '#app/api/flags';
import { BudgetStep } from '#app/features/campaigns/BudgetStep';
import { OrderForm } from '#app/features/insertion-orders/OrderForm';
import { budgetSearch, idsOf, type BudgetSearch } from '#app/features/campaigns/form-search';

/** spec 1 §2 /campaigns/new/budget: the budget step of a new campaign. */
export const Route = createFileRoute('/campaigns/new/budget')({
  validateSearch: budgetSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(flagsQuery()),
  staticData: { breadcrumb: 'Campaign Budget', screen: 'campaign-budget' },
  component: NewCampaignBudget,
});

function NewCampaignBudget() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BudgetStep
      initialOrderIds={idsOf(search.orders)}
      onOrderIdsChange={(ids) => void navigate({ search: (s: BudgetSearch) => ({ ...s, orders: ids.join(',') || undefined }), replace: true })}
      mode={search.mode}
      newOrderOpen={search.view === 'new-order'}
      onModeChange={(mode) => void navigate({ search: (s: BudgetSearch) => ({ ...s, mode }), replace: true })}
      onNewOrderOpenChange={(open, mode) => void navigate({ search: (s: BudgetSearch) => ({ ...s, view: open ? 'new-order' : undefined, mode: mode ?? s.mode }) })}
      // The 'New Insertion Order' sub-view holds the order screens' form (the route composes features).
      renderOrderForm={(onCreated) => <OrderForm onCreated={(order) => onCreated(order.id)} />}
    />
  );
}
