import { formatLabel } from '#domain/catalogs/formats';
import type { AdInput } from '#app/api/ad';
import type { AdDocument } from '#app/api/ad-set';
import { AD_TEXT } from '#app/kit/ads/text';

const NAMED_BY_PRODUCT: readonly string[] = ['ProductScanFormat', 'ProductReceiptFormat', 'RetailerReceiptFormat'];

/**
 * spec 2 'Ad form' title: 'Edit Ad: {name} in {ad set name}', where scan and receipt ads are named
 * by their product, rule ads by their category, and big scans by their linked scan's product.
 */
export function adTitle(ad: AdInput, stored: AdDocument | undefined, adSetName: string, topicName: string | undefined): string {
  return stored ? AD_TEXT.editTitle(adName(stored, topicName), adSetName) : AD_TEXT.newTitle(formatLabel(ad.format), adSetName);
}

/** The topic a stored ad is named by: a scan or receipt ad's product, a rule ad's category; none for other ads. */
export function namingTopicId(stored: AdDocument): string | undefined {
  const type = stored.format['@type'];
  if (NAMED_BY_PRODUCT.includes(type) || type === 'BigScanFormat') return stored.format.promotedProductId ?? stored.topicIds?.[0] ?? undefined;
  if (type === 'McommRuleFormat') return stored.format.categoryId ?? stored.topicIds?.[0] ?? undefined;
  return undefined;
}

/** A stored ad's name as its title gives it: the name of its naming topic (namingTopicId, read by the page), else its own. */
export function adName(stored: AdDocument, topicName: string | undefined): string {
  return (namingTopicId(stored) && topicName) || stored.name;
}
