import { createFileRoute } from '@tanstack/react-router';
import { ChangelogPage } from '#app/features/change-history/ChangelogPage';
import { changelogRouteOptions, prefetchHistory } from '#app/features/change-history/route-options';

/** spec 1 §2 /history/campaigns/{campaignId}/adsets/{adSetId}: the ad set's change log. */
export const Route = createFileRoute('/history/campaigns/$campaignId/adsets/$adSetId/')({
  ...changelogRouteOptions,
  loader: ({ context, params }) => prefetchHistory(context.queryClient, params.adSetId),
  component: function AdSetChangelog() {
    return <ChangelogPage documentId={Route.useParams().adSetId} />;
  },
});
