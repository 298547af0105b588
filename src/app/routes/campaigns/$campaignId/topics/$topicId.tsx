import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ChangelogButton } from '#app/features/change-history/ChangelogDialog';
import { prefetchTopicForm } from '#app/features/topics/prefetch';
import { ProductForm } from '#app/features/topics/ProductForm';
import { productFormSearch } from '#app/features/topics/search';
import { useProductSearchChange } from '#app/features/topics/use-product-search';
import { TopicFormPage } from '#app/features/topics/TopicFormPage';

/** spec 3 /campaigns/{campaignId}/topics/{topicId}: Edit Product. */
export const Route = createFileRoute('/campaigns/$campaignId/topics/$topicId')({
  validateSearch: productFormSearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId, params.topicId),
  staticData: { breadcrumb: 'Edit Product', screen: 'product-form' },
  component: function EditProductRoute() {
    const { campaignId, topicId } = Route.useParams();
    const search = Route.useSearch();
    const change = useProductSearchChange();
    return (
      <TopicFormPage key={topicId} campaignId={campaignId} topicId={topicId} kind="PromotedProduct">
        {(campaign, topic) => (
          <ProductForm
            campaign={campaign}
            product={topic}
            search={search}
            onSearchChange={change}
            headerActions={<ChangelogButton documentId={topicId} isOpen={search.changelog === 'open'} onOpenChange={(open) => change({ changelog: open ? 'open' : undefined })} />}
          />
        )}
      </TopicFormPage>
    );
  },
});
