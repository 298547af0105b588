import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetchTopicForm } from '#app/features/topics/prefetch';
import { productFormSearch } from '#app/features/topics/search';
import { ProductFormScreen } from '#app/features/topics/TopicFormScreens';

/** spec 3 /campaigns/{campaignId}/topics/new: Create Product. */
export const Route = createFileRoute('/campaigns/$campaignId/topics/new')({
  validateSearch: productFormSearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId),
  staticData: { breadcrumb: 'Create Product', screen: 'product-form' },
  component: function NewProductRoute() {
    return <ProductFormScreen campaignId={Route.useParams().campaignId} search={Route.useSearch()} />;
  },
});
