import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { mayResendEvents } from '#domain/roles';
import { resendCampaignEvent } from '#app/api/campaign';
import { useFlags } from '#app/api/flags';
import { useCurrentUser } from '#app/auth/session';
import { ensureCampaign } from '#app/api/campaign-reads';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { CHANGELOG_PARAM, changelogPopupSearch } from '#app/features/change-history/search';
import { CampaignForm } from '#app/features/campaigns/CampaignForm';
import { CampaignLoadError } from '#app/features/campaigns/CampaignLoadError';
import { MAPPING_PARAM } from '#app/features/mapping-status/current';
import { MappingStatusPopup } from '#app/features/mapping-status/MappingStatus';
import { openParam } from '#app/search-params';
import { usePopupParam } from '#app/ui/popup-history';
import { ResendEventButton } from '#app/ui/ResendEventButton';

/**
 * The mapping status, changelog and resend-event popups live in the URL (?mapping=open,
 * ?changelog=open, ?dialog=resend), so the palette's commands open them here as on the summary.
 */
const editSearch = v.object({
  [MAPPING_PARAM]: openParam(['open']),
  dialog: openParam(['resend']),
  ...changelogPopupSearch.entries,
});

/** spec 1 §2 /campaigns/{campaignId}: Edit campaign. */
export const Route = createFileRoute('/campaigns/$campaignId/')({
  validateSearch: editSearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: ({ context, params }) => ensureCampaign(context.queryClient, params.campaignId),
  staticData: { breadcrumb: 'Edit Campaign', screen: 'campaign-form' },
  errorComponent: ({ error }) => <CampaignLoadError error={error} />,
  component: EditCampaign,
});

function EditCampaign() {
  const campaign = Route.useLoaderData();
  const search = Route.useSearch();
  const setMappingOpen = usePopupParam(MAPPING_PARAM);
  const version = useFlags().campaignServiceVersion;
  const user = useCurrentUser();
  // A new key per campaign (and per stored version after a reload) starts the form afresh.
  return (
    <CampaignForm
      key={campaign.id}
      campaign={campaign}
      renderMappingStatus={(p) => <MappingStatusPopup {...p} />}
      mappingOpen={search[MAPPING_PARAM] === 'open'}
      onMappingOpenChange={setMappingOpen}
      headerActions={
        <>
          <ChangelogButton documentId={campaign.id} isOpen={search[CHANGELOG_PARAM] === 'open'} />
          {mayResendEvents(user.roles) && <ResendEventButton noun="campaign" send={(eventType) => resendCampaignEvent(version, campaign.id, eventType)} />}
        </>
      }
    />
  );
}
