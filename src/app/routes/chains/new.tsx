import { createFileRoute } from '@tanstack/react-router';
import { filterCategoriesQuery } from '#app/api/chain';
import { ChainForm } from '#app/features/chains/ChainForm';

export const Route = createFileRoute('/chains/new')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(filterCategoriesQuery()),
  staticData: { breadcrumb: 'Create chain', screen: 'chain-form' },
  component: () => <ChainForm />,
});
