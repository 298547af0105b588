import { takesRetailerCategories } from '#domain/catalogs/categories';
import type { FieldError } from '#domain/validation';
import { isPostScanVideo } from './scan-links';

/**
 * The topic an ad is about (spec 2 'Ad form' title rule, §5): scan, receipt and big scan ads name
 * one promoted product — the big scan's Kicks are checked against its product's main scan — and a
 * Retailer Category Award (McommRuleFormat) one retailer category. Both are required.
 */
export const REQUIRED_TOPIC_MESSAGES = {
  product: 'You must select a promoted product.',
  category: 'You must select a retailer category.',
  // why the form shows no category select: not spec texts, the spec words no such case
  categoriesOnlyInMcomm: (category: string) =>
    `This is a ${category} campaign: retailer categories can be created only in MCOMM campaigns, so a Retailer Category Award has no category to award here.`,
  noCategoriesYet: "This campaign has no retailer categories yet: add one on its Promoted Products page first.",
} as const;

/** Formats whose ad must name a promoted product, and the one that must name a retailer category. */
export const PRODUCT_REQUIRED_FORMATS: readonly string[] = ['ProductScanFormat', 'ProductReceiptFormat', 'BigScanFormat'];
export const CATEGORY_FORMATS: readonly string[] = ['McommRuleFormat'];

/**
 * Whether an ad of this format may name a promoted product: the formats that must, a shelf image
 * (spec 2 'Ad form' title rule), and a video but a post-scan one. Spec 2 §4 says a POST_SCAN
 * placement "clears the promoted product id" of a video: so a video of any other placement carries
 * one, optionally (decision 015).
 */
export function carriesPromotedProduct(format: { '@type': string; placement?: string | null }): boolean {
  const type = format['@type'];
  if (PRODUCT_REQUIRED_FORMATS.includes(type) || type === 'ShelfImageFormat') return true;
  return type === 'VideoFormat' && !isPostScanVideo(format);
}

interface TopicAd {
  topicIds?: readonly string[] | null;
  format: { '@type': string; promotedProductId?: string | null; categoryId?: string | null };
}

/** The required topic of a format: where it is kept, and the message when it is missing. */
function requiredTopicOf(type: string): { key: 'promotedProductId' | 'categoryId'; message: string } | undefined {
  if (PRODUCT_REQUIRED_FORMATS.includes(type)) return { key: 'promotedProductId', message: REQUIRED_TOPIC_MESSAGES.product };
  if (CATEGORY_FORMATS.includes(type)) return { key: 'categoryId', message: REQUIRED_TOPIC_MESSAGES.category };
  return undefined;
}

/** Older ads name their product or category only in topicIds. */
const topicOf = (ad: TopicAd, key: 'promotedProductId' | 'categoryId') => ad.format[key] || ad.topicIds?.[0];

/**
 * The missing product or category of an ad, at `format.promotedProductId` / `format.categoryId`.
 * A stored ad of the same format that had none (written before this rule) may be saved as read,
 * as the other rules added after data existed allow (decision 016).
 */
export function requiredTopicProblems(ad: TopicAd, stored?: TopicAd | null): FieldError[] {
  const need = requiredTopicOf(ad.format['@type']);
  if (!need || topicOf(ad, need.key)) return [];
  if (stored && stored.format['@type'] === ad.format['@type'] && !topicOf(stored, need.key)) return [];
  return [{ fieldName: `format.${need.key}`, message: need.message }];
}

/** Why a Retailer Category Award's campaign offers no category to pick, or undefined when it has some. */
export function noCategoryReason(campaignCategory: string | undefined, categoryCount: number): string | undefined {
  if (categoryCount > 0) return undefined;
  const category = campaignCategory ?? 'BRAND';
  return takesRetailerCategories(category) ? REQUIRED_TOPIC_MESSAGES.noCategoriesYet : REQUIRED_TOPIC_MESSAGES.categoriesOnlyInMcomm(category);
}
