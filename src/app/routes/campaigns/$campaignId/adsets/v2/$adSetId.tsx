import { createFileRoute } from '@tanstack/react-router';
import { prefetchAdSetForm } from '#app/features/ad-sets/prefetch';
import { CHANGELOG_PARAM, changelogPopupSearch } from '#app/features/change-history/search';
import { EditAdSetScreen } from '#app/routes/campaigns/$campaignId/adsets/-edit-ad-set';

/** spec 2 /campaigns/{campaignId}/adsets/v2/{adSetId}: the second-generation edit route, the same form (docs/decisions). */
export const Route = createFileRoute('/campaigns/$campaignId/adsets/v2/$adSetId')({
  validateSearch: changelogPopupSearch,
  loader: ({ context, params }) => prefetchAdSetForm(context.queryClient, params.campaignId, params.adSetId),
  staticData: { breadcrumb: 'Edit Ad Set', screen: 'ad-set-form' },
  component: function EditAdSetV2Route() {
    const { campaignId, adSetId } = Route.useParams();
    const changelogOpen = Route.useSearch({ select: (s) => s[CHANGELOG_PARAM] === 'open' });
    return <EditAdSetScreen campaignId={campaignId} adSetId={adSetId} changelogOpen={changelogOpen} />;
  },
});
