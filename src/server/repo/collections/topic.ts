import { ENTITIES } from '#domain/entities';
import type { Topic } from '#domain/topic';
import { topic } from '#server/store/schema';
import type { Collection } from '#server/repo/document-types';

/** Promoted products and retailer categories, one table told apart by topic_type ('@type'). */
export const topicCollection: Collection<Topic & { campaignId: string }> = {
  documentType: ENTITIES.topic.documentType,
  label: ENTITIES.topic.label,
  table: topic,
  columns: (doc) => ({ name: doc.name, nameKey: doc.name.toLowerCase(), campaignId: doc.campaignId, topicType: doc['@type'] }),
  parentIds: (doc) => [doc.campaignId],
};
