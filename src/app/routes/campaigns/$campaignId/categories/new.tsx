import { createFileRoute } from '@tanstack/react-router';
import { prefetchTopicForm } from '#app/features/topics/prefetch';
import { CategoryFormScreen } from '#app/features/topics/TopicFormScreens';

/** spec 3 /campaigns/{campaignId}/categories/new: create a retailer category. */
export const Route = createFileRoute('/campaigns/$campaignId/categories/new')({
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId),
  staticData: { breadcrumb: 'Create Retailer Category', screen: 'category-form' },
  component: function NewCategoryRoute() {
    return <CategoryFormScreen campaignId={Route.useParams().campaignId} />;
  },
});
