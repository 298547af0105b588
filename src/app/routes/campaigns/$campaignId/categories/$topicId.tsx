import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import type { CategoryDocument } from '../../../../api/topic';
import { ChangelogButton } from '../../../../features/change-history/ChangelogDialog';
import { CategoryForm } from '../../../../features/topics/CategoryForm';
import { prefetchTopicForm } from '../../../../features/topics/prefetch';
import { categoryFormSearch } from '../../../../features/topics/search';
import { TopicFormPage } from '../../../../features/topics/TopicFormPage';
import { usePopupParam } from '../../../../ui/popup-history';

/** spec 3 /campaigns/{campaignId}/categories/{topicId}: edit a retailer category. */
export const Route = createFileRoute('/campaigns/$campaignId/categories/$topicId')({
  validateSearch: categoryFormSearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId, params.topicId),
  staticData: { breadcrumb: 'Edit Retailer Category' },
  component: function EditCategoryRoute() {
    const { campaignId, topicId } = Route.useParams();
    const search = Route.useSearch();
    const setChangelogOpen = usePopupParam('changelog');
    return (
      <TopicFormPage key={topicId} campaignId={campaignId} topicId={topicId} kind="PromotedCategory">
        {(campaign, topic) => (
          <CategoryForm
            campaign={campaign}
            category={topic as CategoryDocument}
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
