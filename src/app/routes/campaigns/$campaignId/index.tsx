import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { campaignQuery } from '../../../api/campaign';
import { flagsQuery } from '../../../api/flags';
import { ChangelogButton } from '../../../features/change-history/ChangelogDialog';
import { CHANGELOG_PARAM, changelogPopupSearch } from '../../../features/change-history/search';
import { CampaignForm } from '../../../features/campaigns/CampaignForm';
import { CampaignLoadError } from '../../../features/campaigns/CampaignLoadError';
import { MappingStatusPopup } from '../../../features/mapping-status/MappingStatus';
import { usePopupParam } from '../../../ui/popup-history';

/** spec 1 §2 /campaigns/{campaignId}: Edit campaign; its 'Changelog Details' popup lives in the URL (?changelog=open). */
export const Route = createFileRoute('/campaigns/$campaignId/')({
  validateSearch: changelogPopupSearch,
  search: { middlewares: [stripSearchParams({})] },
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
  const search = Route.useSearch();
  const setChangelogOpen = usePopupParam(CHANGELOG_PARAM);
  // A new key per campaign (and per stored version after a reload) starts the form afresh.
  return (
    <CampaignForm
      key={campaign.id}
      campaign={campaign}
      renderMappingStatus={(p) => <MappingStatusPopup {...p} />}
      headerActions={
        <ChangelogButton
          documentId={campaign.id}
          isOpen={search[CHANGELOG_PARAM] === 'open'}
          onOpenChange={setChangelogOpen}
        />
      }
    />
  );
}
