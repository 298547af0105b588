import type { InsertionOrder } from '../../../domain/insertion-order';
import { insertionOrder } from '../../store/schema';
import type { Collection } from '../documents';

export const orderCollection: Collection<InsertionOrder> = {
  documentType: 'InsertionOrder',
  label: 'Insertion order',
  table: insertionOrder,
  columns: (doc) => ({
    name: doc.name,
    nameKey: doc.name.toLowerCase(),
    campaignId: doc.campaignId ?? '',
    companyId: doc.companyId,
    totalAmount: doc.totalAmount ?? 0,
  }),
  parentIds: (doc) => (doc.campaignId ? [doc.campaignId] : []),
};
