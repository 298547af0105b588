import { createFileRoute } from '@tanstack/react-router';
import { AdSetFormPage } from '#app/features/ad-sets/AdSetFormPage';
import { prefetchAdSetForm } from '#app/features/ad-sets/prefetch';

/** spec 2 /campaigns/{campaignId}/adsets/new: Create ad set. */
export const Route = createFileRoute('/campaigns/$campaignId/adsets/new')({
  loader: ({ context, params }) => prefetchAdSetForm(context.queryClient, params.campaignId),
  staticData: { breadcrumb: 'Create Ad Set', screen: 'ad-set-form' },
  component: function NewAdSetRoute() {
    const { campaignId } = Route.useParams();
    return <AdSetFormPage campaignId={campaignId} />;
  },
});
