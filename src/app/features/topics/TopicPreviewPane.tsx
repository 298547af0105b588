import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { shownBarcodes, type PromotedCategory, type PromotedProduct } from '#domain/topic';
import { chainQuery } from '#app/api/chain';
import { type TopicDocument } from '#app/api/topic';
import { formatDate } from '#app/ui/format';
import { statusText } from './columns';
import { TOPIC_TEXT } from './text';
import { topicFormLink } from '#app/api/links';

const isUrl = (s: string | null | undefined): s is string => Boolean(s && /^(https?:\/\/|\/)/i.test(s));

/** The selected promoted product or retailer category beside the lists, with its actions. */
export function TopicPreviewPane({ topic, onClone, onDelete }: { topic: TopicDocument; onClone: () => void; onDelete: () => void }) {
  const isProduct = topic['@type'] === 'PromotedProduct';
  return (
    <div className="summary-pane topic-preview">
      <h2>{topic.name}</h2>
      {topic['@type'] === 'PromotedProduct' ? <ProductFields product={topic} /> : <CategoryFields category={topic} />}
      <div className="form-actions topic-preview-actions">
        <Link {...topicFormLink(topic)} className="button button-primary">
          {TOPIC_TEXT.edit}
        </Link>
        {isProduct && (
          <Button className="button" onPress={onClone}>
            {TOPIC_TEXT.clone}
          </Button>
        )}
        <Button className="button" onPress={onDelete}>
          {TOPIC_TEXT.delete}
        </Button>
        <Link to="/history/campaigns/$campaignId/topics/$topicId" params={{ campaignId: topic.campaignId, topicId: topic.id }} className="button">
          {TOPIC_TEXT.changelog}
        </Link>
      </div>
    </div>
  );
}

function ProductFields({ product }: { product: PromotedProduct & TopicDocument }) {
  const image = product.images?.completedImageUrl?.url ?? product.images?.productFamilyImageUrl?.url;
  const { shown, hidden } = shownBarcodes(product.barcodes ?? []);
  return (
    <>
      {isUrl(image) && <img src={image} alt={TOPIC_TEXT.imageAlt(TOPIC_TEXT.completedImage, product.name)} width={160} height={160} className="topic-preview-image" />}
      <dl className="summary-fields">
        <div><dt>{TOPIC_TEXT.description}</dt><dd>{product.description || '—'}</dd></div>
        <div><dt>{TOPIC_TEXT.status}</dt><dd>{statusText(product)}</dd></div>
        <div>
          <dt>{TOPIC_TEXT.barcodes}</dt>
          <dd>
            {shown.map((b) => b.barcode).join(', ') || '—'}
            {hidden > 0 && ` (+${hidden})`}
          </dd>
        </div>
        {product.toolTip && <div><dt>{TOPIC_TEXT.tooltip}</dt><dd>{product.toolTip}</dd></div>}
        {product.productId && <div><dt>{TOPIC_TEXT.productId}</dt><dd>{product.productId}</dd></div>}
        <div><dt>{TOPIC_TEXT.modified}</dt><dd>{formatDate(product.modified)}</dd></div>
      </dl>
    </>
  );
}

function CategoryFields({ category }: { category: PromotedCategory & TopicDocument }) {
  const chain = useQuery({ ...chainQuery(category.chainId ?? ''), enabled: Boolean(category.chainId), staleTime: 60_000 });
  return (
    <dl className="summary-fields">
      <div><dt>{TOPIC_TEXT.chain}</dt><dd>{category.chainId ? (chain.data?.chain.name ?? category.chainId) : '—'}</dd></div>
      <div><dt>{TOPIC_TEXT.kicksPerDollar}</dt><dd>{category.kicksPerDollar ?? '—'}</dd></div>
      <div><dt>{TOPIC_TEXT.includedCategories}</dt><dd>{category.includedCategories?.join(', ') || '—'}</dd></div>
      <div><dt>{TOPIC_TEXT.excludedCategories}</dt><dd>{category.excludedCategories?.join(', ') || '—'}</dd></div>
      <div><dt>{TOPIC_TEXT.status}</dt><dd>{statusText(category)}</dd></div>
      <div><dt>{TOPIC_TEXT.modified}</dt><dd>{formatDate(category.modified)}</dd></div>
    </dl>
  );
}
