import { useId } from 'react';
import { ENABLED_TOGGLE_FORMATS } from '#domain/catalogs/formats';
import { defaultDescriptionOf, takesLetterPriority } from '#domain/ad/ad';
import { ottDescriptionOf } from '#domain/ad/own-the-trip';
import { lockedFields } from '#domain/ad/locked-fields';
import { orderLinkOf } from '#domain/ad/rules';
import { carriesPromotedProduct, CATEGORY_FORMATS, noCategoryReason, PRODUCT_REQUIRED_FORMATS } from '#domain/ad/required-topics';
import { AdSelect, AdSwitch, AdText } from '#app/features/ads/AdFields';
import { AdTopicPicker } from '#app/features/ads/AdTopicPicker';
import { withOrderLink } from '#app/kit/ads/ad-draft';
import { ordersAsViews, useAdForm } from '#app/kit/ads/form-context';
import { orderLinkOptions } from '#app/kit/ads/order-link-options';
import { setAt } from '#app/features/ads/path';
import { AD_TEXT } from '#app/kit/ads/text';

/** The hint under a description the gateway fills when it is left empty. */
const defaultOf = (type: string) => {
  const fallback = defaultDescriptionOf(type);
  return fallback ? AD_TEXT.defaultDescriptionHint(fallback) : undefined;
};

/** spec 2 'Ad form' General Info: name, description, the enabled switch where allowed, order, line item, product or category, priority. */
export function GeneralInfoSection() {
  const form = useAdForm();
  const { ad } = form.draft;
  const format = ad.format;
  const type = format['@type'];
  const views = ordersAsViews(form.scope.orders);
  const { orderOptions, itemOptions } = orderLinkOptions(format, form.scope.orders, ad.insertionOrderId);
  const relink = (choice: { insertionOrderId?: string | null; orderLineItemId?: string | null }, touched: string) =>
    form.update((d) => withOrderLink(d, orderLinkOf(format, views, choice)), touched);
  const byCategory = CATEGORY_FORMATS.includes(type);
  const topicPath = byCategory ? 'format.categoryId' : 'format.promotedProductId';
  const heldTopic = byCategory ? format.categoryId : format.promotedProductId;
  // a campaign without retailer categories: the user is told why, not shown an empty select
  const noCategory = byCategory ? noCategoryReason(form.scope.campaign.category, form.scope.topicCounts.PromotedCategory) : undefined;
  const pickTopic = (id: string | null) =>
    form.update((d) => ({ ...d, ad: setAt({ ...d.ad, topicIds: id ? [id] : [] }, topicPath, id) }), topicPath);
  const datedPriority = !takesLetterPriority(type);
  // spec 2 §4: a saved shelf image keeps its product
  const productLocked = form.scope.stored ? lockedFields(form.scope.stored).includes('product') : false;

  return (
    <section className="ad-form-section" aria-labelledby="ad-general-info">
      <h2 id="ad-general-info">{AD_TEXT.generalInfo}</h2>
      <div className="form-grid">
        <AdText path="name" label={AD_TEXT.name} isRequired />
        {ENABLED_TOGGLE_FORMATS.includes(type) && <AdSwitch path="enabled" label={AD_TEXT.enabled} />}
        <AdSelect path="insertionOrderId" label={AD_TEXT.insertionOrder} options={orderOptions} onChange={(id) => relink({ insertionOrderId: id }, 'insertionOrderId')} />
        <AdSelect
          path="orderLineItemId"
          label={AD_TEXT.orderLineItem}
          options={itemOptions}
          isReadOnly={!ad.insertionOrderId}
          onChange={(id) => relink({ insertionOrderId: ad.insertionOrderId, orderLineItemId: id }, 'orderLineItemId')}
        />
        {noCategory && <NoTopicNote path={topicPath} label={AD_TEXT.retailerCategory} reason={noCategory} />}
        {(carriesPromotedProduct(format) || byCategory) && !noCategory && (
          <AdTopicPicker
            path={topicPath}
            label={byCategory ? AD_TEXT.retailerCategory : AD_TEXT.promotedProduct}
            type={byCategory ? 'PromotedCategory' : 'PromotedProduct'}
            isRequired={byCategory || PRODUCT_REQUIRED_FORMATS.includes(type)}
            // older ads name their product only in topicIds
            value={heldTopic ?? ad.topicIds?.[0] ?? null}
            onChange={pickTopic}
            isReadOnly={productLocked}
          />
        )}
        {type !== 'CarouselFormat' && (
          <AdText path="format.legacy.bannerPriority" label={AD_TEXT.priority} description={datedPriority ? AD_TEXT.priorityHint : AD_TEXT.bannerPriorityHint} isRequired />
        )}
      </div>
      {/* spec 2 'Banner form': a banner's description is the store details text of a video OTT only */}
      {(type !== 'BannerFormat' || ottDescriptionOf(ad)?.path[0] === 'description') && (
        // an emptied bundle description is saved as the default (spec 2 §9): the field says so
        <AdText path="description" label={AD_TEXT.description} description={defaultOf(type)} multiline />
      )}
    </section>
  );
}

/** In place of a select with nothing to pick: the field's label and why it has no options (focusable, so the summary can lead to it). */
function NoTopicNote({ path, label, reason }: { path: string; label: string; reason: string }) {
  const id = useId();
  return (
    <div className="field" role="group" aria-labelledby={id} data-field={path}>
      <span id={id} className="field-label">
        {label}
      </span>
      <p className="field-description" tabIndex={-1}>
        {reason}
      </p>
    </div>
  );
}
