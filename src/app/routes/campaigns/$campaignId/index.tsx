import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { campaignQuery } from '../../../api/campaign';
import { flagsQuery } from '../../../api/flags';
import { ChangelogButton } from '../../../features/change-history/ChangelogDialog';
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
  // Local, not in the URL: the form's leave-page guard would take a search change for leaving.
  const [changelogOpen, setChangelogOpen] = useState(false);
  // A new key per campaign (and per stored version after a reload) starts the form afresh.
  return (
    <CampaignForm
      key={campaign.id}
      campaign={campaign}
      renderMappingStatus={(p) => <MappingStatusPopup {...p} />}
      headerActions={<ChangelogButton documentId={campaign.id} isOpen={changelogOpen} onOpenChange={setChangelogOpen} />}
    />
  );
}
