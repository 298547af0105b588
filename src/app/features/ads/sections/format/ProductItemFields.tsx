import { useState } from 'react';
import { MSRP_COUNTRY } from '#domain/ad/product-item';
import { isRecord } from '#domain/changelog-document';
import { TextInput } from '#app/ui/form-fields';
import { AdText } from '#app/features/ads/AdFields';
import { AdTopicPicker } from '#app/features/ads/AdTopicPicker';
import { useAdForm } from '#app/kit/ads/form-context';
import { FormatImage } from './FormatImage';
import { ProductItemOffers } from './ProductItemOffers';
import type { StoryCardType } from './StoryCardTypeDialog';

export const PRODUCT_ITEM_TEXT = {
  product: 'Product',
  productHint: 'One of the campaign’s promoted products.',
  productImage: 'Product image',
  brandName: 'Brand name',
  partnerWebUrl: 'Partner web URL',
  msrp: 'MSRP',
  msrpHint: 'Digits only.',
} as const;

/** spec 2 §9 'Images': a product item's image, 532x532 on a retail card and 1024x1024 on an M-Comm one. */
const PRODUCT_IMAGES: Partial<Record<StoryCardType, { name: string; width: number; height: number }>> = {
  RetailProductCatalogItemFormat: { name: 'image532x532', width: 532, height: 532 },
  McommProductCatalogItemFormat: { name: 'image1024x1024', width: 1024, height: 1024 },
};

const MSRP_PATH = `format.countryToProductMsrpMap.${MSRP_COUNTRY}.msrp`;

/** An MSRP as typed: digits only; other text is kept as no number, so the schema's rule names the field. */
const msrpOf = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The MSRP (spec 2 §3 'countryToProductMsrpMap.US.msrp'; §5 'MSRP: digits only'), kept as typed
 * while it reads as the value held; emptied, the map goes, since the schema wants a number in it.
 */
function MsrpField() {
  const form = useAdForm();
  const held = form.valueAt(MSRP_PATH);
  const [typed, setTyped] = useState<string>();
  const shown = typeof held === 'number' && !Number.isNaN(held) ? String(held) : '';
  const text = typed !== undefined && Object.is(msrpOf(typed), held ?? null) ? typed : shown;
  const change = (next: string) => {
    setTyped(next);
    const msrp = msrpOf(next);
    const held = form.valueAt('format.countryToProductMsrpMap');
    const map = isRecord(held) ? held : {};
    const { [MSRP_COUNTRY]: _gone, ...others } = map;
    form.setAt('format.countryToProductMsrpMap', msrp === null ? (Object.keys(others).length ? others : null) : { ...others, [MSRP_COUNTRY]: { msrp } });
  };
  return <TextInput label={PRODUCT_ITEM_TEXT.msrp} name={MSRP_PATH} value={text} onChange={change} inputMode="numeric" prefix="$" description={PRODUCT_ITEM_TEXT.msrpHint} error={form.errorOf(MSRP_PATH)} />;
}

/**
 * spec 2 'Lookbook form' retail or M-Comm product items: the card's product, among the campaign's
 * promoted products, its image, brand name, partner web URL, MSRP and offers (spec 2 §3).
 */
export function ProductItemFields({ type }: { type: StoryCardType }) {
  const image = PRODUCT_IMAGES[type];
  if (!image) return null;
  return (
    <>
      <div className="form-grid">
        <AdTopicPicker path="format.productId" label={PRODUCT_ITEM_TEXT.product} type="PromotedProduct" description={PRODUCT_ITEM_TEXT.productHint} />
        <FormatImage name={image.name} label={PRODUCT_ITEM_TEXT.productImage} size={{ width: image.width, height: image.height }} />
        <AdText path="format.brandName" label={PRODUCT_ITEM_TEXT.brandName} />
        <AdText path="format.partnerWebUrl" label={PRODUCT_ITEM_TEXT.partnerWebUrl} />
        <MsrpField />
      </div>
      <ProductItemOffers />
    </>
  );
}
