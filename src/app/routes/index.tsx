import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CampaignList } from '#app/features/campaigns/CampaignList';
import { prefetchCampaignList } from '#app/features/campaigns/prefetch';
import { CAMPAIGN_LIST_DEFAULTS, campaignListSearch } from '#app/features/campaigns/search';

/** spec 1 §2: / and /campaigns both show the campaign list. */
export const Route = createFileRoute('/')({
  validateSearch: campaignListSearch,
  search: { middlewares: [stripSearchParams(CAMPAIGN_LIST_DEFAULTS)] },
  loaderDeps: ({ search: { q, sort, cursor } }) => ({ q, sort, cursor }),
  loader: ({ context, deps }) => prefetchCampaignList(context.queryClient, deps),
  staticData: { breadcrumb: 'Campaigns', screen: 'start' },
  component: () => <CampaignList from="/" />,
});
