import { createFileRoute } from '@tanstack/react-router';
import { chainCategoriesQuery, chainQuery, filterCategoriesQuery } from '#app/api/chain';
import { ChainForm } from '#app/features/chains/ChainForm';

export const Route = createFileRoute('/chains/$chainId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(filterCategoriesQuery());
    void context.queryClient.prefetchQuery(chainCategoriesQuery(params.chainId));
    // A failed load is the page's to show ('There was an issue retrieving chain.'), not the router's.
    return context.queryClient.ensureQueryData(chainQuery(params.chainId)).catch(() => undefined);
  },
  staticData: { breadcrumb: 'Edit chain', screen: 'chain-form' },
  component: function EditChain() {
    const { chainId } = Route.useParams();
    return <ChainForm chainId={chainId} />;
  },
});
