import { createFileRoute } from '@tanstack/react-router';
import { ChangelogPage } from '#app/features/change-history/ChangelogPage';
import { changelogRouteOptions, prefetchHistory } from '#app/features/change-history/route-options';

/** spec 1 §2 …/adsets/{adSetId}/ads/{adId}: the ad's change log (a walk-in ad's holds its chain, spec 1 §4). */
export const Route = createFileRoute('/history/campaigns/$campaignId/adsets/$adSetId/ads/$adId')({
  ...changelogRouteOptions,
  loader: ({ context, params }) => prefetchHistory(context.queryClient, params.adId),
  component: function AdChangelog() {
    return <ChangelogPage documentId={Route.useParams().adId} />;
  },
});
