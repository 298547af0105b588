import { createFileRoute } from '@tanstack/react-router';
import { flagsQuery } from '#app/api/flags';
import { CampaignForm } from '#app/features/campaigns/CampaignForm';
import { idsOf, newCampaignSearch } from '#app/features/campaigns/form-search';

/** spec 1 §2 /campaigns/new: Create campaign. */
export const Route = createFileRoute('/campaigns/new/')({
  validateSearch: newCampaignSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(flagsQuery()),
  staticData: { breadcrumb: 'Create Campaign', screen: 'campaign-form' },
  component: NewCampaign,
});

function NewCampaign() {
  const { orders } = Route.useSearch();
  return <CampaignForm initialOrderIds={idsOf(orders)} />;
}
