import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { adBrowserQuery } from '#app/api/ad-browser';
import { AdBrowser } from '#app/features/ad-browser/AdBrowser';
import { AD_BROWSER_DEFAULTS, adBrowserSearch, adSearchParams } from '#app/features/ad-browser/search';

export const Route = createFileRoute('/adBrowser')({
  validateSearch: adBrowserSearch,
  search: { middlewares: [stripSearchParams(AD_BROWSER_DEFAULTS)] },
  loaderDeps: ({ search: { q, chains, locations, ads, from, to, sort, cursor } }) => ({ q, chains, locations, ads, from, to, sort, cursor }),
  // Starts the search without holding the route: the list shows its loading state meanwhile.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(adBrowserQuery(adSearchParams(deps))),
  staticData: { breadcrumb: 'Ad Browser', screen: 'ad-browser' },
  component: AdBrowser,
});
