import { formatLabel } from '../../../domain/catalogs/formats';
import type { AdInput } from '../../api/ad';
import type { AdDocument } from '../../api/ad-set';
import type { TopicDocument } from '../../api/topic';
import { AD_TEXT } from './text';

const NAMED_BY_PRODUCT: readonly string[] = ['ProductScanFormat', 'ProductReceiptFormat', 'RetailerReceiptFormat'];

/**
 * spec 2 'Ad form' title: 'Edit Ad: {name} in {ad set name}', where scan and receipt ads are named
 * by their product, rule ads by their category, and big scans by their linked scan's product.
 */
export function adTitle(ad: AdInput, stored: AdDocument | undefined, adSetName: string, topics: readonly TopicDocument[]): string {
  return stored ? AD_TEXT.editTitle(adName(stored, topics), adSetName) : AD_TEXT.newTitle(formatLabel(ad.format), adSetName);
}

/** A stored ad's name as its title gives it: scan and receipt ads by their product, rule ads by their category. */
export function adName(stored: AdDocument, topics: readonly TopicDocument[]): string {
  const topicName = (id: string | null | undefined) => topics.find((t) => t.id === id)?.name;
  const type = stored.format['@type'];
  const byTopic =
    (NAMED_BY_PRODUCT.includes(type) || type === 'BigScanFormat' ? topicName(stored.format.promotedProductId ?? stored.topicIds?.[0]) : undefined) ??
    (type === 'McommRuleFormat' ? topicName(stored.format.categoryId ?? stored.topicIds?.[0]) : undefined);
  return byTopic ?? stored.name;
}
