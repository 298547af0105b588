import { createFileRoute } from '@tanstack/react-router';
import { ChangelogPage } from '#app/features/change-history/ChangelogPage';
import { changelogRouteOptions, prefetchHistory } from '#app/features/change-history/route-options';

/** spec 1 §2 /history/campaigns/{campaignId}/topics/{topicId}: the promoted product's (or category's) change log. */
export const Route = createFileRoute('/history/campaigns/$campaignId/topics/$topicId')({
  ...changelogRouteOptions,
  loader: ({ context, params }) => prefetchHistory(context.queryClient, params.topicId),
  component: function TopicChangelog() {
    return <ChangelogPage documentId={Route.useParams().topicId} />;
  },
});
