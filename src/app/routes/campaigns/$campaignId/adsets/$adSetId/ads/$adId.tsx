import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AdFormPage } from '../../../../../../features/ads/AdFormPage';
import { setAdInView } from '../../../../../../features/ads/in-view';
import { prefetchAdForm } from '../../../../../../features/ads/prefetch';
import { editAdSearch } from '../../../../../../features/ads/search';

/** spec 2 /campaigns/{campaignId}/adsets/{adSetId}/ads/{adId}: Edit ad; its resend popup lives in the URL. */
export const Route = createFileRoute('/campaigns/$campaignId/adsets/$adSetId/ads/$adId')({
  validateSearch: editAdSearch,
  loader: ({ context, params }) => prefetchAdForm(context.queryClient, params.campaignId, params.adSetId, params.adId),
  staticData: { breadcrumb: 'Edit Ad' },
  component: function EditAdRoute() {
    const { campaignId, adSetId, adId } = Route.useParams();
    // the palette's ad commands act on the ad on view
    useEffect(() => {
      setAdInView({ campaignId, adSetId, adId });
      return () => setAdInView(undefined);
    }, [campaignId, adSetId, adId]);
    return <AdFormPage key={adId} campaignId={campaignId} adSetId={adSetId} adId={adId} />;
  },
});
