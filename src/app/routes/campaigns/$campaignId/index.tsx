import { createFileRoute } from '@tanstack/react-router';
import { campaignQuery } from '../../../api/campaign';
import { flagsQuery } from '../../../api/flags';
import { CampaignForm } from '../../../features/campaigns/CampaignForm';
import { CampaignLoadError } from '../../../features/campaigns/CampaignLoadError';
import { MappingStatusPopup } from '../../../features/mapping-status/MappingStatus';

/** spec 1 §2 /campaigns/{campaignId}: Edit campaign. */
export const Route = createFileRoute('/campaigns/$campaignId/')({
  loader: async ({ context, params }) => {
    const flags = await context.queryClient.ensureQueryData(flagsQuery());
    return context.queryClient.ensureQueryData(campaignQuery(flags.campaignServiceVersion, params.campaignId));
  },
  staticData: { breadcrumb: 'Edit Campaign' },
  errorComponent: ({ error }) => <CampaignLoadError error={error} />,
  component: EditCampaign,
});

function EditCampaign() {
  const campaign = Route.useLoaderData();
  // A new key per campaign (and per stored version after a reload) starts the form afresh.
  return <CampaignForm key={campaign.id} campaign={campaign} renderMappingStatus={(p) => <MappingStatusPopup {...p} />} />;
}
