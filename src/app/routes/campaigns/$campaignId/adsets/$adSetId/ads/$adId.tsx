import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { CHANGELOG_PARAM, changelogPopupSearch } from '#app/features/change-history/search';
import { AdFormPage } from '#app/features/ads/AdFormPage';
import { setAdInView } from '#app/features/ads/in-view';
import { prefetchAdForm } from '#app/features/ads/prefetch';
import { editAdSearch } from '#app/features/ads/search';

/** The ad's resend popup and its 'Changelog Details' popup, in the URL. */
const editAdPageSearch = v.object({ ...editAdSearch.entries, ...changelogPopupSearch.entries });

/** spec 2 /campaigns/{campaignId}/adsets/{adSetId}/ads/{adId}: Edit ad; its popups live in the URL. */
export const Route = createFileRoute('/campaigns/$campaignId/adsets/$adSetId/ads/$adId')({
  validateSearch: editAdPageSearch,
  loader: ({ context, params }) => prefetchAdForm(context.queryClient, params.campaignId, params.adSetId, params.adId),
  staticData: { breadcrumb: 'Edit Ad', screen: 'ad-form' },
  component: function EditAdRoute() {
    const { campaignId, adSetId, adId } = Route.useParams();
    const changelogOpen = Route.useSearch({ select: (s) => s[CHANGELOG_PARAM] === 'open' });
    // the palette's ad commands act on the ad on view
    useEffect(() => {
      setAdInView({ campaignId, adSetId, adId });
      return () => setAdInView(undefined);
    }, [campaignId, adSetId, adId]);
    const changelog = <ChangelogButton documentId={adId} isOpen={changelogOpen} />;
    return <AdFormPage key={adId} campaignId={campaignId} adSetId={adSetId} adId={adId} changelog={changelog} />;
  },
});
