import { createFileRoute } from '@tanstack/react-router';
import { changeMetadataQuery } from '#app/api/changelog';
import { HistorySearch } from '#app/features/change-history/HistorySearch';
import { historySearch, isSearchMade, searchParamsOf } from '#app/features/change-history/search';

/** spec 1 §2 /history: the change history search (its search lives in the URL, so a link reopens it). */
export const Route = createFileRoute('/history/')({
  validateSearch: historySearch,
  loaderDeps: ({ search: { user, minDate, maxDate } }) => ({ user, minDate, maxDate }),
  // Starts a linked search without holding the route: the screen shows its loading state meanwhile.
  loader: ({ context, deps }) => {
    if (isSearchMade(deps)) void context.queryClient.prefetchInfiniteQuery(changeMetadataQuery(searchParamsOf(deps)));
  },
  staticData: { breadcrumb: 'Changelog' },
  component: HistorySearch,
});
