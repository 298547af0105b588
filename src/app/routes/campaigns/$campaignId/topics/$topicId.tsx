import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { prefetchTopicForm } from '#app/features/topics/prefetch';
import { productFormSearch } from '#app/features/topics/search';
import { ProductFormScreen } from '#app/features/topics/TopicFormScreens';

/** spec 3 /campaigns/{campaignId}/topics/{topicId}: Edit Product. */
export const Route = createFileRoute('/campaigns/$campaignId/topics/$topicId')({
  validateSearch: productFormSearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId, params.topicId),
  staticData: { breadcrumb: 'Edit Product', screen: 'product-form' },
  component: function EditProductRoute() {
    const { campaignId, topicId } = Route.useParams();
    const search = Route.useSearch();
    const changelog = <ChangelogButton documentId={topicId} isOpen={search.changelog === 'open'} />;
    return <ProductFormScreen campaignId={campaignId} topicId={topicId} search={search} headerActions={changelog} />;
  },
});
