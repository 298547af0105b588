import { createFileRoute } from '@tanstack/react-router';
import { ChangelogPage } from '#app/features/change-history/ChangelogPage';
import { changelogRouteOptions, prefetchHistory } from '#app/features/change-history/route-options';

/** spec 1 §2 /history/campaigns/{campaignId}: the campaign's change log. */
export const Route = createFileRoute('/history/campaigns/$campaignId/')({
  ...changelogRouteOptions,
  loader: ({ context, params }) => prefetchHistory(context.queryClient, params.campaignId),
  component: function CampaignChangelog() {
    return <ChangelogPage documentId={Route.useParams().campaignId} />;
  },
});
