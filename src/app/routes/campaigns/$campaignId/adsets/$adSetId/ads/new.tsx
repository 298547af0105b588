import { createFileRoute } from '@tanstack/react-router';
import { AdFormPage } from '#app/features/ads/AdFormPage';
import { prefetchAdForm } from '#app/features/ads/prefetch';
import { newAdSearch } from '#app/features/ads/search';

/** spec 2 /campaigns/{campaignId}/adsets/{adSetId}/ads/new: Create ad, the ad-type picker first. */
export const Route = createFileRoute('/campaigns/$campaignId/adsets/$adSetId/ads/new')({
  validateSearch: newAdSearch,
  loader: ({ context, params }) => prefetchAdForm(context.queryClient, params.campaignId, params.adSetId),
  staticData: { breadcrumb: 'Create Ad', screen: 'ad-form' },
  component: function NewAdRoute() {
    const { campaignId, adSetId } = Route.useParams();
    const { type } = Route.useSearch();
    return <AdFormPage campaignId={campaignId} adSetId={adSetId} type={type} />;
  },
});
