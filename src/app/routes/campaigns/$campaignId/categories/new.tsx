import { createFileRoute } from '@tanstack/react-router';
import { CategoryForm } from '#app/features/topics/CategoryForm';
import { prefetchTopicForm } from '#app/features/topics/prefetch';
import { TopicFormPage } from '#app/features/topics/TopicFormPage';

/** spec 3 /campaigns/{campaignId}/categories/new: create a retailer category. */
export const Route = createFileRoute('/campaigns/$campaignId/categories/new')({
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId),
  staticData: { breadcrumb: 'Create Retailer Category', screen: 'category-form' },
  component: function NewCategoryRoute() {
    const { campaignId } = Route.useParams();
    return <TopicFormPage campaignId={campaignId} kind="PromotedCategory">{(campaign) => <CategoryForm campaign={campaign} />}</TopicFormPage>;
  },
});
