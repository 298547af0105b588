import { ENTITIES } from '#domain/entities';
import type { Campaign } from '#domain/campaign';
import { campaign } from '#server/store/schema';
import type { Collection } from '#server/repo/document-types';

export const campaignCollection: Collection<Campaign> = {
  documentType: ENTITIES.campaign.documentType,
  label: ENTITIES.campaign.label,
  table: campaign,
  columns: (doc) => ({
    name: doc.campaignName,
    nameKey: doc.campaignName.toLowerCase(),
    associate: doc.opsAssociate ?? '',
    startDate: doc.startDate ?? '',
    endDate: doc.endDate ?? '',
    status: doc.status,
    category: doc.category,
  }),
  parentIds: () => [],
};
