import { and, eq, sql } from 'drizzle-orm';
import type { Campaign } from '#domain/campaign';
import { ORDER_MESSAGES, type InsertionOrder } from '#domain/insertion-order';
import { campaignCollection } from '#server/repo/collections/campaign';
import { nextId, toDocument, updateDocument } from '#server/repo/documents';
import { type Actor, type StoredDocument } from '#server/repo/document-types';
import { containsText, keysetPage } from '#server/repo/keyset';
import { formatUtc } from '#domain/timestamp';
import type { Db } from '#server/store/db';
import { ad, campaign, company, insertionOrder } from '#server/store/schema';
import { deriveWalletIds } from './campaign';
import { badRequest } from '#server/errors';
import { holds, type InUseBy, namedIn, refuseIfInUse } from './in-use';
import { listParams, type Query, queryText } from './list-query';

type StoredLineItem = { id: string; orderLineItemType?: string; description?: string; created?: string; pricingModel?: { id?: string } };

/**
 * Line items get ids (wallet ids and ads refer to them) and keep their creation time. A line item
 * ads still name is not removed and keeps its type, and the campaign an order is tied to is the campaign's to set.
 */
export async function prepareOrder(db: Db, order: InsertionOrder, previous: StoredDocument<InsertionOrder> | undefined): Promise<InsertionOrder> {
  // References are checked when set or changed: one the order already holds may have been deleted
  // since, and what a GET answered can still be PUT back as it is.
  if (order.companyId !== previous?.companyId) {
    const [co] = await db.select({ id: company.id }).from(company).where(eq(company.id, order.companyId)).limit(1);
    if (!co) throw badRequest([{ fieldName: 'companyId', message: `Unknown company ${order.companyId}` }]);
  }
  // Tied by the campaign that chooses the order (claimOrders) and untied when it is deleted: an order
  // naming another campaign would be out of step with that campaign's insertionOrderIds.
  if ((order.campaignId ?? null) !== (previous?.campaignId ?? null)) {
    throw badRequest([{ fieldName: 'campaignId', message: ORDER_MESSAGES.campaignTiedByCampaign }]);
  }
  const stored = (previous?.orderLineItems ?? []) as StoredLineItem[];
  const keptIds = new Set(order.orderLineItems.flatMap((li) => (li.id ? [li.id] : [])));
  for (const removed of stored.filter((li) => !keptIds.has(li.id))) {
    await refuseIfInUse(ORDER_MESSAGES.lineItemInUse(removed.description ?? removed.id), [adsNaming(db, { items: [removed] })], 'orderLineItems');
  }
  const known = new Map(stored.map((li) => [li.id, li]));
  // An ad's format needs its line item's type (spec 2 §9): ads naming one could not be saved again as read.
  for (const li of order.orderLineItems) {
    const same = li.id ? known.get(li.id) : undefined;
    if (!same || same.orderLineItemType === li.orderLineItemType) continue;
    await refuseIfInUse(ORDER_MESSAGES.lineItemTypeInUse(same.description ?? same.id), [adsNaming(db, { items: [same] })], 'orderLineItems');
  }
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
 * An ad names a line item wherever it does: `orderLineItemId`, an award's `walletId` (a wallet line
 * item) and `pricingModelId` (a line item's pricing model), at any depth of the ad; and the order
 * itself by `insertionOrderId` (the ad's, a lookbook format's, a Kicks award's).
 */
const NAMES_LINE_ITEMS = '@.orderLineItemId == $items[*] || @.walletId == $items[*] || @.pricingModelId == $models[*]';
const NAMES_ORDER = `$.** ? (@.insertionOrderId == $order || ${NAMES_LINE_ITEMS})`;

/** The ads that name these line items (or, given `order`, the order itself), by id: a linked receipt has its scan's name. */
function adsNaming(db: Db, names: { order?: string; items: readonly { id?: string; pricingModel?: { id?: string } }[] }): InUseBy {
  const vars = JSON.stringify({
    order: names.order,
    items: names.items.flatMap((li) => (li.id ? [li.id] : [])),
    models: names.items.flatMap((li) => (li.pricingModel?.id ? [li.pricingModel.id] : [])),
  });
  const path = names.order ? NAMES_ORDER : `$.** ? (${NAMES_LINE_ITEMS})`;
  return {
    kind: 'ad',
    find: async (few) =>
      (await db.select({ id: ad.id }).from(ad).where(sql`jsonb_path_exists(${ad.body}, ${path}::jsonpath, ${vars}::jsonb)`).orderBy(ad.id).limit(few)).map((r) => r.id),
  };
}

/**
 * What still names an order, so that it is not deleted: campaigns (`insertionOrderIds`) and ads. The
 * campaign summary could not show its orders, and an ad its order link. A deleted campaign frees its
 * orders and takes its ads with it.
 */
export function orderUsers(db: Db, order: StoredDocument): InUseBy[] {
  return [
    namedIn(db, 'campaign', campaign, holds(campaign.body, 'insertionOrderIds', order.id)),
    adsNaming(db, { order: order.id, items: (order.orderLineItems ?? []) as StoredLineItem[] }),
  ];
}

/**
 * The campaigns that choose an order derive their walletIds from its line items (spec 1 §4): a
 * changed order derives them again, in its write's transaction, so that they never name a line item
 * the order no longer has nor miss a new one.
 */
export async function refreshWalletIds(db: Db, order: StoredDocument, actor: Actor): Promise<void> {
  const choosers = await db.select().from(campaign).where(holds(campaign.body, 'insertionOrderIds', order.id));
  for (const row of choosers) {
    const walletIds = await deriveWalletIds(db, (row.body.insertionOrderIds as string[] | undefined) ?? []);
    if (JSON.stringify(walletIds) === JSON.stringify(row.body.walletIds ?? [])) continue;
    await updateDocument(db, campaignCollection, row.id, row.version, { ...(row.body as Campaign), walletIds }, actor);
  }
}

/** A page of orders (spec 1 §7), by name or by campaign. */
export async function listOrders(db: Db, query: Query) {
  const p = listParams(query, { name: insertionOrder.nameKey, totalAmount: insertionOrder.totalAmount, created: insertionOrder.created }, '-created');
  const name = queryText(query, 'name');
  const campaignId = queryText(query, 'campaignId');
  const where = and(name ? containsText(insertionOrder.nameKey, name) : undefined, campaignId ? eq(insertionOrder.campaignId, campaignId) : undefined);
  return keysetPage(db, { table: insertionOrder, ...p, where, customParams: { name, campaignId }, searchTerm: name }, toDocument);
}
