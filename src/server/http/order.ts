import { eq } from 'drizzle-orm';
import { InsertionOrderSchema, type InsertionOrder } from '../../domain/insertion-order';
import { campaignCollection } from '../repo/collections/campaign';
import { orderCollection } from '../repo/collections/insertion-order';
import { containsText, getDocument, keysetPage, nextId, toDocument } from '../repo/documents';
import { formatUtc } from '../../domain/timestamp';
import type { Db } from '../store/db';
import { company, insertionOrder } from '../store/schema';
import { documentRoutes } from './document-routes';
import { badRequest } from './errors';
import { listParams, queryText } from './list-params';

/** Line items get ids (wallet ids and ads refer to them) and keep their creation time. */
async function prepareOrder(db: Db, order: InsertionOrder, id: string | undefined): Promise<InsertionOrder> {
  const [co] = await db.select({ id: company.id }).from(company).where(eq(company.id, order.companyId)).limit(1);
  if (!co) throw badRequest([{ fieldName: 'companyId', message: `Unknown company ${order.companyId}` }]);
  if (order.campaignId && !(await getDocument(db, campaignCollection, order.campaignId))) {
    throw badRequest([{ fieldName: 'campaignId', message: `Unknown campaign ${order.campaignId}` }]);
  }
  const previous = id ? await getDocument(db, orderCollection, id) : undefined;
  const known = new Map(((previous?.orderLineItems ?? []) as { id: string; created?: string }[]).map((li) => [li.id, li]));
  const now = formatUtc(new Date());
  const orderLineItems = [];
  for (const li of order.orderLineItems) {
    const same = li.id ? known.get(li.id) : undefined;
    const liId = same ? same.id : await nextId(db);
    const pmId = li.pricingModel.id ?? (await nextId(db));
    orderLineItems.push({ ...li, id: liId, created: same?.created ?? now, pricingModel: { ...li.pricingModel, id: pmId } });
  }
  return { ...order, orderLineItems };
}

/** Order service: /order/v1/insertionOrders (spec 1 §7). */
export const orderRoutes = documentRoutes({
  coll: orderCollection,
  schema: InsertionOrderSchema,
  prepare: (db, body, { id }) => prepareOrder(db, body, id),
  list: async (c, db) => {
    const p = listParams(c, { name: insertionOrder.nameKey, totalAmount: insertionOrder.totalAmount, created: insertionOrder.created }, '-created');
    const name = queryText(c, 'name');
    const campaignId = queryText(c, 'campaignId');
    const where = name ? containsText(insertionOrder.nameKey, name) : campaignId ? eq(insertionOrder.campaignId, campaignId) : undefined;
    return keysetPage(db, { table: insertionOrder, ...p, where, customParams: { name, campaignId } }, toDocument as never);
  },
});
