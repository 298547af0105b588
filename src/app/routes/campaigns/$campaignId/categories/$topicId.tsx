import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { CategoryForm } from '#app/features/topics/CategoryForm';
import { prefetchTopicForm } from '#app/features/topics/prefetch';
import { categoryFormSearch } from '#app/features/topics/search';
import { TopicFormPage } from '#app/features/topics/TopicFormPage';
import { usePopupParam } from '#app/ui/popup-history';

/** spec 3 /campaigns/{campaignId}/categories/{topicId}: edit a retailer category. */
export const Route = createFileRoute('/campaigns/$campaignId/categories/$topicId')({
  validateSearch: categoryFormSearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId, params.topicId),
  staticData: { breadcrumb: 'Edit Retailer Category', screen: 'category-form' },
  component: function EditCategoryRoute() {
    const { campaignId, topicId } = Route.useParams();
    const search = Route.useSearch();
    const setChangelogOpen = usePopupParam('changelog');
    return (
      <TopicFormPage key={topicId} campaignId={campaignId} topicId={topicId} kind="PromotedCategory">
        {(campaign, topic) => (
          <CategoryForm
            campaign={campaign}
            category={topic}
            headerActions={
              <ChangelogButton
                documentId={topicId}
                isOpen={search.changelog === 'open'}
                onOpenChange={setChangelogOpen}
              />
            }
          />
        )}
      </TopicFormPage>
    );
  },
});
