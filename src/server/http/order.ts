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
  const previous = id ? await getDocument(db, orderCollection, id) : undefined;
  // References are checked when set or changed: one the order already holds may have been deleted
  // since, and what a GET answered can still be PUT back as it is.
  if (order.companyId !== previous?.companyId) {
    const [co] = await db.select({ id: company.id }).from(company).where(eq(company.id, order.companyId)).limit(1);
    if (!co) throw badRequest([{ fieldName: 'companyId', message: `Unknown company ${order.companyId}` }]);
  }
  if (order.campaignId && order.campaignId !== previous?.campaignId && !(await getDocument(db, campaignCollection, order.campaignId))) {
    throw badRequest([{ fieldName: 'campaignId', message: `Unknown campaign ${order.campaignId}` }]);
  }
  const known = new Map(((previous?.orderLineItems ?? []) as { id: string; created?: string; pricingModel?: { id?: string } }[]).map((li) => [li.id, li]));
  const now = formatUtc(new Date());
  const orderLineItems = [];
  for (const li of order.orderLineItems) {
    const same = li.id ? known.get(li.id) : undefined;
    const liId = same ? same.id : await nextId(db);
    // the pricing model's id is the server's too (ads name it): a line item keeps its own, a new one gets a new one
    const pmId = same?.pricingModel?.id ?? (await nextId(db));
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
