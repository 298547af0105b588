import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { campaignQuery } from '#app/api/campaign';
import { flagsQuery } from '#app/api/flags';
import { topicPageQuery } from '#app/api/topic';
import { topicListSearch } from '#app/features/topics/search';
import { TopicList } from '#app/features/topics/TopicList';

/** spec 3 /campaigns/{campaignId}/topics: the campaign's promoted products (and retailer categories for MCOMM). */
export const Route = createFileRoute('/campaigns/$campaignId/topics/')({
  validateSearch: topicListSearch,
  search: { middlewares: [stripSearchParams({})] },
  // Starts the requests without holding the route: the list shows its loading state meanwhile.
  loaderDeps: ({ search: { products } }) => ({ products }),
  loader: async ({ context, params, deps }) => {
    const { campaignServiceVersion: version } = await context.queryClient.ensureQueryData(flagsQuery());
    void context.queryClient.prefetchQuery(campaignQuery(version, params.campaignId));
    void context.queryClient.prefetchQuery(topicPageQuery(version, params.campaignId, 'PromotedProduct', deps.products));
  },
  staticData: { breadcrumb: 'Promoted Products', screen: 'product-list' },
  component: function TopicListRoute() {
    const { campaignId } = Route.useParams();
    return <TopicList key={campaignId} campaignId={campaignId} />;
  },
});
