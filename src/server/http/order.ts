import { eq, sql } from 'drizzle-orm';
import { InsertionOrderSchema, ORDER_MESSAGES, type InsertionOrder } from '../../domain/insertion-order';
import { campaignCollection } from '../repo/collections/campaign';
import { orderCollection } from '../repo/collections/insertion-order';
import { containsText, getDocument, keysetPage, nextId, type StoredDocument, toDocument } from '../repo/documents';
import { formatUtc } from '../../domain/timestamp';
import type { Db } from '../store/db';
import { ad, campaign, company, insertionOrder } from '../store/schema';
import { documentRoutes } from './document-routes';
import { badRequest } from './errors';
import { holds, type InUseBy, quotedNames, refuseIfInUse } from './in-use';
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

/**
 * An ad names an order, or a line item of it, wherever it does: `insertionOrderId` (the ad's, a
 * lookbook format's, a Kicks award's), `orderLineItemId`, an award's `walletId` (a wallet line item)
 * and `pricingModelId` (a line item's pricing model), at any depth of the ad.
 */
const NAMES_ORDER = '$.** ? (@.insertionOrderId == $order || @.orderLineItemId == $items[*] || @.walletId == $items[*] || @.pricingModelId == $models[*])';

/**
 * What still names an order, so that it is not deleted: campaigns (`insertionOrderIds`) and ads. The
 * campaign summary could not show its orders, and an ad its order link. A deleted campaign frees its
 * orders and takes its ads with it. Ads are named by id: a linked receipt has its scan's name.
 */
function orderUsers(db: Db, order: StoredDocument): InUseBy[] {
  const lineItems = (order.orderLineItems ?? []) as { id?: string; pricingModel?: { id?: string } }[];
  const vars = JSON.stringify({
    order: order.id,
    items: lineItems.flatMap((li) => (li.id ? [li.id] : [])),
    models: lineItems.flatMap((li) => (li.pricingModel?.id ? [li.pricingModel.id] : [])),
  });
  return [
    { kind: 'campaign', find: async (few) => quotedNames(await db.select({ name: campaign.name }).from(campaign).where(holds(campaign.body, 'insertionOrderIds', order.id)).limit(few)) },
    {
      kind: 'ad',
      find: async (few) =>
        (await db.select({ id: ad.id }).from(ad).where(sql`jsonb_path_exists(${ad.body}, ${NAMES_ORDER}::jsonpath, ${vars}::jsonb)`).orderBy(ad.id).limit(few)).map((r) => r.id),
    },
  ];
}

/** Order service: /order/v1/insertionOrders (spec 1 §7). */
export const orderRoutes = documentRoutes({
  coll: orderCollection,
  schema: InsertionOrderSchema,
  prepare: (db, body, { id }) => prepareOrder(db, body, id),
  // In the delete's transaction: a refusal takes the delete back.
  afterDelete: (db, doc) => refuseIfInUse(ORDER_MESSAGES.inUse, orderUsers(db, doc)),
  list: async (c, db) => {
    const p = listParams(c, { name: insertionOrder.nameKey, totalAmount: insertionOrder.totalAmount, created: insertionOrder.created }, '-created');
    const name = queryText(c, 'name');
    const campaignId = queryText(c, 'campaignId');
    const where = name ? containsText(insertionOrder.nameKey, name) : campaignId ? eq(insertionOrder.campaignId, campaignId) : undefined;
    return keysetPage(db, { table: insertionOrder, ...p, where, customParams: { name, campaignId } }, toDocument as never);
  },
});
