import { ENTITIES } from '#domain/entities';
import { DEFAULT_PRECISION } from '#domain/catalogs/categories';
import type { InsertionOrder } from '#domain/insertion-order';
import { insertionOrder } from '#server/store/schema';
import type { Collection } from '#server/repo/document-types';

export const orderCollection: Collection<InsertionOrder> = {
  documentType: ENTITIES.insertionOrder.documentType,
  label: ENTITIES.insertionOrder.label,
  table: insertionOrder,
  columns: (doc) => ({
    name: doc.name,
    nameKey: doc.name.toLowerCase(),
    campaignId: doc.campaignId ?? '',
    companyId: doc.companyId,
    totalAmount: sortableCents(doc.totalAmount ?? 0, doc.amountPrecision ?? DEFAULT_PRECISION),
  }),
  parentIds: (doc) => (doc.campaignId ? [doc.campaignId] : []),
};

/**
 * The list sorts by total amount (spec 1 §2), but amounts are integers scaled by their own precision
 * (spec 1 §3: 12.345 is 12345 at precision 3): the column holds the total in cents, so that $99.999
 * sorts below $500.00. drizzle/0003 fills it so for orders stored before.
 */
const sortableCents = (amount: number, precision: number) => Math.round(amount * 10 ** (2 - precision));
