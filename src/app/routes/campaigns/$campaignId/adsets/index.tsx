import { createFileRoute } from '@tanstack/react-router';
import { campaignAdSetsQuery } from '#app/api/ad-set';
import { campaignQuery } from '#app/api/campaign';
import { flagsQuery } from '#app/api/flags';
import { AdSetList } from '#app/features/ad-sets/AdSetList';
import { adSetListSearch } from '#app/features/ad-sets/search';

/** spec 2 /campaigns/{campaignId}/adsets: the campaign's ad sets. */
export const Route = createFileRoute('/campaigns/$campaignId/adsets/')({
  validateSearch: adSetListSearch,
  // Starts the requests without holding the route: the list shows its loading state meanwhile.
  loader: async ({ context, params }) => {
    const { campaignServiceVersion: version } = await context.queryClient.ensureQueryData(flagsQuery());
    void context.queryClient.prefetchQuery(campaignQuery(version, params.campaignId));
    void context.queryClient.prefetchQuery(campaignAdSetsQuery(version, params.campaignId));
  },
  staticData: { breadcrumb: 'Ad Sets', screen: 'ad-set-list' },
  component: function AdSetListRoute() {
    const { campaignId } = Route.useParams();
    return <AdSetList key={campaignId} campaignId={campaignId} />;
  },
});
