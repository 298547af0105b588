import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetchTopicForm } from '#app/features/topics/prefetch';
import { ProductForm } from '#app/features/topics/ProductForm';
import { productFormSearch } from '#app/features/topics/search';
import { useProductSearchChange } from '#app/features/topics/use-product-search';
import { TopicFormPage } from '#app/features/topics/TopicFormPage';

/** spec 3 /campaigns/{campaignId}/topics/new: Create Product. */
export const Route = createFileRoute('/campaigns/$campaignId/topics/new')({
  validateSearch: productFormSearch,
  search: { middlewares: [stripSearchParams({})] },
  loader: ({ context, params }) => prefetchTopicForm(context.queryClient, params.campaignId),
  staticData: { breadcrumb: 'Create Product', screen: 'product-form' },
  component: function NewProductRoute() {
    const { campaignId } = Route.useParams();
    const search = Route.useSearch();
    const change = useProductSearchChange();
    return (
      <TopicFormPage campaignId={campaignId} kind="PromotedProduct">
        {(campaign, topic) => (
          <ProductForm
            campaign={campaign}
            product={topic}
            search={search}
            onSearchChange={change}
          />
        )}
      </TopicFormPage>
    );
  },
});
