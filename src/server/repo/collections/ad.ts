import { ENTITIES } from '#domain/entities';
import type { Ad } from '#domain/ad/ad';
import { kickAmountOf } from '#domain/ad/award';
import { chainIdsOf, dateRangeOf, locationIdsOf } from '#domain/constraint';
import { ad } from '#server/store/schema';
import type { Collection } from '#server/repo/document-types';

/**
 * Ads keep the values the ad browser searches and sorts by in typed columns: lower-cased name and
 * description (trigram indexes), format type, kick amount (-1 when none, so it sorts first), the
 * date range as UTC text (its fixed format sorts in time order), and chain and whitelisted
 * location ids as arrays (GIN indexes, matched with &&).
 */
export const adCollection: Collection<Ad> = {
  documentType: ENTITIES.ad.documentType,
  label: ENTITIES.ad.label,
  table: ad,
  columns: (doc) => {
    const range = dateRangeOf(doc.constraints);
    return {
      name: doc.name,
      nameKey: doc.name.toLowerCase(),
      descriptionKey: (doc.description ?? '').toLowerCase(),
      campaignId: doc.campaignId ?? '',
      adSetId: doc.adSetId ?? '',
      formatType: doc.format['@type'],
      kickAmount: kickAmountOf(doc.awards) ?? -1,
      startTs: range?.startTimestamp ?? '',
      endTs: range?.endTimestamp ?? '',
      chainIds: chainIdsOf(doc.constraints),
      locationIds: locationIdsOf(doc.constraints).whitelisted,
      nextAdId: doc.nextAdId ?? '',
    };
  },
  parentIds: (doc) => [doc.campaignId, doc.adSetId].filter((x): x is string => Boolean(x)),
};
