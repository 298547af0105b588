import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { prefetchTopicForm } from '#app/features/topics/prefetch';
import { categoryFormSearch } from '#app/features/topics/search';
import { CategoryFormScreen } from '#app/features/topics/TopicFormScreens';

/** spec 3 /campaigns/{campaignId}/categories/{topicId}: edit a retailer category. */
export const Route = createFileRoute('/campaigns/$campaignId/categories/$topicId')({
  validateSearch: categoryFormSearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId, params.topicId),
  staticData: { breadcrumb: 'Edit Retailer Category', screen: 'category-form' },
  component: function EditCategoryRoute() {
    const { campaignId, topicId } = Route.useParams();
    const changelog = <ChangelogButton documentId={topicId} isOpen={Route.useSearch().changelog === 'open'} />;
    return <CategoryFormScreen campaignId={campaignId} topicId={topicId} headerActions={changelog} />;
  },
});
