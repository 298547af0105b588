import { ENTITIES } from '#domain/entities';
import type { AdSet } from '#domain/ad-set';
import { adSet } from '#server/store/schema';
import type { Collection } from '#server/repo/document-types';

export const adSetCollection: Collection<AdSet> = {
  documentType: ENTITIES.adSet.documentType,
  label: ENTITIES.adSet.label,
  table: adSet,
  columns: (doc) => ({ name: doc.name, nameKey: doc.name.toLowerCase(), campaignId: doc.campaignId ?? '' }),
  parentIds: (doc) => (doc.campaignId ? [doc.campaignId] : []),
};
