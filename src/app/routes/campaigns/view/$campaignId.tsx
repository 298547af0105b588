import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { campaignQuery, resendCampaignEvent } from '#app/api/campaign';
import { flagsQuery, useFlags } from '#app/api/flags';
import { CampaignSummary } from '#app/features/campaign-summary/CampaignSummary';
import { CampaignStatusBadge, CampaignSummaryFields } from '#app/features/campaigns/CampaignSummaryPane';
import { MAPPING_PARAM } from '#app/features/mapping-status/current';
import { MappingStatus } from '#app/features/mapping-status/MappingStatus';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { CHANGELOG_PARAM, changelogPopupSearch } from '#app/features/change-history/search';
import { openParam } from '#app/search-params';
import { useCurrentUser } from '#app/auth/session';
import { mayResendEvents } from '#domain/roles';
import { ResendEventButton } from '#app/ui/ResendEventButton';
import { usePopupParam } from '#app/ui/popup-history';

/**
 * The open mapping status, changelog and resend-event popups live in the URL (?mapping=open,
 * ?changelog=open, ?dialog=resend), so a link or a palette command can open them.
 */
const summarySearch = v.object({
  [MAPPING_PARAM]: openParam(['open']),
  dialog: openParam(['resend']),
  ...changelogPopupSearch.entries,
});

export const Route = createFileRoute('/campaigns/view/$campaignId')({
  validateSearch: summarySearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: async ({ context, params }) => {
    const flags = await context.queryClient.ensureQueryData(flagsQuery());
    void context.queryClient.prefetchQuery(campaignQuery(flags.campaignServiceVersion, params.campaignId));
  },
  staticData: { breadcrumb: 'Campaign Summary', screen: 'campaign-summary' },
  component: CampaignSummaryRoute,
});

function CampaignSummaryRoute() {
  const { campaignId } = Route.useParams();
  const search = Route.useSearch();
  const setMappingOpen = usePopupParam(MAPPING_PARAM);
  const version = useFlags().campaignServiceVersion;
  const user = useCurrentUser();
  return (
    <CampaignSummary
      key={campaignId}
      campaignId={campaignId}
      version={version}
      renderStatus={(c) => <CampaignStatusBadge campaign={c} />}
      renderFields={(c) => <CampaignSummaryFields campaign={c} />}
      mapping={
        <MappingStatus
          campaignId={campaignId}
          enabled={version === 'v3'}
          isOpen={search[MAPPING_PARAM] === 'open'}
          onOpenChange={setMappingOpen}
        />
      }
      changelog={
        <ChangelogButton documentId={campaignId} isOpen={search[CHANGELOG_PARAM] === 'open'} />
      }
      resend={mayResendEvents(user.roles) && <ResendEventButton noun="campaign" send={(eventType) => resendCampaignEvent(version, campaignId, eventType)} />}
    />
  );
}
