import { createFileRoute } from '@tanstack/react-router';
import { AdSetFormPage } from '../../../../../features/ad-sets/AdSetFormPage';
import { prefetchAdSetForm } from '../../../../../features/ad-sets/prefetch';

/** spec 2 /campaigns/{campaignId}/adsets/v2/{adSetId}: the second-generation edit route, the same form (docs/decisions). */
export const Route = createFileRoute('/campaigns/$campaignId/adsets/v2/$adSetId')({
  loader: ({ context, params }) => prefetchAdSetForm(context.queryClient, params.campaignId, params.adSetId),
  staticData: { breadcrumb: 'Edit Ad Set' },
  component: function EditAdSetV2Route() {
    const { campaignId, adSetId } = Route.useParams();
    return <AdSetFormPage key={adSetId} campaignId={campaignId} adSetId={adSetId} />;
  },
});
