import type { ReactNode } from 'react';
import { CategoryForm } from './CategoryForm';
import { ProductForm } from './ProductForm';
import type { ProductFormSearch } from './search';
import { TopicFormPage } from './TopicFormPage';
import { useProductSearchChange } from './use-product-search';

/** What the routes give a topic form: its campaign, the topic when editing, and the header's buttons (the changelog). */
interface TopicScreenProps {
  campaignId: string;
  topicId?: string;
  headerActions?: ReactNode;
}

/** spec 3's Create Product and Edit Product: the promoted product form on its campaign (and stored product). */
export function ProductFormScreen({ campaignId, topicId, headerActions, search }: TopicScreenProps & { search: ProductFormSearch }) {
  const change = useProductSearchChange();
  return (
    <TopicFormPage key={topicId} campaignId={campaignId} topicId={topicId} kind="PromotedProduct">
      {(campaign, topic) => <ProductForm campaign={campaign} product={topic} search={search} onSearchChange={change} headerActions={headerActions} />}
    </TopicFormPage>
  );
}

/** spec 3's create and edit retailer category: the category form on its campaign (and stored category). */
export function CategoryFormScreen({ campaignId, topicId, headerActions }: TopicScreenProps) {
  return (
    <TopicFormPage key={topicId} campaignId={campaignId} topicId={topicId} kind="PromotedCategory">
      {(campaign, topic) => <CategoryForm campaign={campaign} category={topic} headerActions={headerActions} />}
    </TopicFormPage>
  );
}
