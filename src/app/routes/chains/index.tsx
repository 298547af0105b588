import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { chainListQuery } from '#app/api/chain';
import { ChainList } from '#app/features/chains/ChainList';
import { CHAIN_LIST_DEFAULTS, chainListParams, chainListSearch } from '#app/features/chains/search';

export const Route = createFileRoute('/chains/')({
  validateSearch: chainListSearch,
  search: { middlewares: [stripSearchParams(CHAIN_LIST_DEFAULTS)] },
  loaderDeps: ({ search: { tab, q, sort, cursor } }) => ({ tab, q, sort, cursor }),
  // Starts the request without holding the route: the list shows its loading state meanwhile.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(chainListQuery(chainListParams(deps))),
  staticData: { breadcrumb: 'Chains', screen: 'chain-list' },
  component: ChainList,
});
