import { createFileRoute } from '@tanstack/react-router';
import { ChangelogPage } from '#app/features/change-history/ChangelogPage';
import { changelogRouteOptions, prefetchHistory } from '#app/features/change-history/route-options';

/** spec 1 §2 /history/{id}: the change log of any document by its id (orders, companies, chains…). */
export const Route = createFileRoute('/history/$id')({
  ...changelogRouteOptions,
  loader: ({ context, params }) => prefetchHistory(context.queryClient, params.id),
  component: function DocumentChangelog() {
    return <ChangelogPage documentId={Route.useParams().id} />;
  },
});
