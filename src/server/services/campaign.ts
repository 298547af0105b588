import { and, asc, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { CAMPAIGN_RULES, campaignRuleStatus, retailerCategoriesHeldMessage, unknownCompanyMessage, unknownOrderMessage, type Campaign } from '#domain/campaign';
import { takesRetailerCategories } from '#domain/catalogs/categories';
import { walletIdsOf, type InsertionOrder } from '#domain/insertion-order';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { topicCollection } from '#server/repo/collections/topic';
import { campaignCollection } from '#server/repo/collections/campaign';
import { deleteDocument, getDocument, getDocuments, toDocument, updateDocument } from '#server/repo/documents';
import { containsText, keysetPage } from '#server/repo/keyset';
import { type Actor, type Body, type StoredDocument } from '#server/repo/document-types';
import { refreshMappingTree } from '#server/repo/mapping';
import type { Db } from '#server/store/db';
import { ad, adSet, campaign, company, insertionOrder, topic } from '#server/store/schema';
import { chainRefProblems } from './chain-refs';
import { badRequest, found } from '#server/errors';
import { holds } from './in-use';
import { datesStillHolding, pastDateCutoff } from './level-dates';
import { listParams, type Query, queryIds, queryText } from './list-query';
import { ontologyNodeProblems } from './ontology-ref';

/** The campaign of this id, or a 404. */
export async function campaignOrNotFound(db: Db, campaignId: string): Promise<StoredDocument<Campaign>> {
  return found(await getDocument(db, campaignCollection, campaignId), 'Campaign', campaignId);
}

async function missingIds(db: Db, table: typeof company | typeof insertionOrder, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The ids of `ids` that `stored` does not already hold under `field`: only those are checked again. */
const newlyNamed = (ids: readonly string[], stored: StoredDocument<Campaign> | undefined, field: 'companyIds' | 'insertionOrderIds') => {
  const kept: readonly string[] = stored?.[field] ?? [];
  return ids.filter((id) => !kept.includes(id));
};

/**
 * Checks the referenced companies, orders, ontology node and chains, and derives walletIds from the
 * chosen orders' wallet-type line items (spec 1 §4), so the two can never disagree. An update checks
 * only the ids it adds: one the campaign already names may have been deleted since, and what a GET
 * answered can still be PUT back as it is.
 */
export async function prepareCampaign(db: Db, body: Campaign, stored?: StoredDocument<Campaign>): Promise<Campaign> {
  if (stored) await refuseLosingRetailerCategories(db, body, stored);
  else refusePastDates(body);
  if (stored) {
    const dates = { start: body.startDate, end: body.endDate };
    const before = { start: stored.startDate, end: stored.endDate };
    const unheld = await datesStillHolding(db, { campaignId: stored.id }, dates, before, (bound) => (bound === 'start' ? 'startDate' : 'endDate'));
    if (unheld.length) throw badRequest(unheld);
  }
  const unknownCompanies = await missingIds(db, company, newlyNamed(body.companyIds, stored, 'companyIds'));
  if (unknownCompanies.length) throw badRequest([{ fieldName: 'companyIds', message: unknownCompanyMessage(unknownCompanies) }]);
  const unknownOrders = await missingIds(db, insertionOrder, newlyNamed(body.insertionOrderIds, stored, 'insertionOrderIds'));
  if (unknownOrders.length) throw badRequest([{ fieldName: 'insertionOrderIds', message: unknownOrderMessage(unknownOrders) }]);
  const unknownNode = await ontologyNodeProblems(db, body.ontologyNodeId, stored?.ontologyNodeId);
  if (unknownNode.length) throw badRequest(unknownNode);
  const unknownChains = await chainRefProblems(db, body, stored);
  if (unknownChains.length) throw badRequest(unknownChains);
  return { ...body, walletIds: await deriveWalletIds(db, body.insertionOrderIds) };
}

/** A campaign's walletIds (spec 1 §4): its orders' wallet-type line items, in the order it names the orders. */
export async function deriveWalletIds(db: Db, orderIds: readonly string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const byId = await getDocuments(db, orderCollection, orderIds);
  return walletIdsOf(orderIds.flatMap((id) => byId.get(id) ?? []));
}

const PAST_DATE_RULES = [
  { fieldName: 'startDate', message: CAMPAIGN_RULES.startInPast },
  { fieldName: 'endDate', message: CAMPAIGN_RULES.endInPast },
];

/** The form's rule for new campaigns (spec 1 §5): 'Start date cannot be in the past', 'End date cannot be in the past'. */
function refusePastDates(body: Campaign): void {
  const unmet = new Set(campaignRuleStatus(body, { isNew: true, now: pastDateCutoff() }).filter((r) => !r.ok).map((r) => r.rule));
  const errors = PAST_DATE_RULES.filter((r) => unmet.has(r.message));
  if (errors.length) throw badRequest(errors);
}

/** An MCOMM campaign keeps its category while it has retailer categories (spec 1 §2 shows them only for MCOMM). */
async function refuseLosingRetailerCategories(db: Db, body: Campaign, stored: StoredDocument<Campaign>): Promise<void> {
  if (!takesRetailerCategories(stored.category) || takesRetailerCategories(body.category)) return;
  const [row] = await db.select({ n: count() }).from(topic).where(and(eq(topic.campaignId, stored.id), eq(topic.topicType, 'PromotedCategory')));
  const held = Number(row?.n ?? 0);
  if (held > 0) throw badRequest([{ fieldName: 'category', message: retailerCategoriesHeldMessage(held) }]);
}

/**
 * Keeps each order's `campaignId` in step with the campaigns that choose it, in the campaign write's
 * transaction: an order chosen here that belongs to no campaign yet is tied to this one, and an order
 * tied to this one that it no longer chooses passes to the oldest other campaign still choosing it,
 * or to none. Before, an order dropped from a campaign's budget kept pointing at it.
 */
export async function claimOrders(db: Db, campaignId: string, orderIds: readonly string[], actor: Actor): Promise<void> {
  const chosen = orderIds.length > 0 ? await db.select().from(insertionOrder).where(inArray(insertionOrder.id, [...orderIds])) : [];
  for (const row of chosen) {
    if (row.campaignId) continue;
    await updateDocument(db, orderCollection, row.id, row.version, { ...(row.body as InsertionOrder), campaignId }, actor);
  }
  const dropped = await db
    .select()
    .from(insertionOrder)
    .where(and(eq(insertionOrder.campaignId, campaignId), orderIds.length > 0 ? notInArray(insertionOrder.id, [...orderIds]) : undefined));
  for (const row of dropped) await passOrderOn(db, row, campaignId, actor);
}

/** An order its campaign gives up goes to the oldest other campaign that chooses it, or to none. */
async function passOrderOn(db: Db, row: typeof insertionOrder.$inferSelect, from: string, actor: Actor): Promise<void> {
  const [next] = await db
    .select({ id: campaign.id })
    .from(campaign)
    .where(and(ne(campaign.id, from), holds(campaign.body, 'insertionOrderIds', row.id)))
    .orderBy(asc(campaign.created), asc(campaign.id))
    .limit(1);
  await updateDocument(db, orderCollection, row.id, row.version, { ...(row.body as InsertionOrder), campaignId: next?.id ?? null }, actor);
}

/**
 * Deleting a campaign deletes what lives under it (its ad sets, their ads and its topics) and passes
 * the orders tied to it on (to another campaign choosing them, or to none), each with its own change history entry, in the delete's transaction: nothing
 * is left pointing at a campaign that is gone (an order so tied could no longer be PUT back as read).
 */
export async function deleteCampaignContents(db: Db, campaignId: string, actor: Actor): Promise<void> {
  for (const [coll, table] of [[adCollection, ad], [adSetCollection, adSet], [topicCollection, topic]] as const) {
    const rows = await db.select({ id: table.id }).from(table).where(eq(table.campaignId, campaignId));
    for (const row of rows) await deleteDocument<Body>(db, coll, row.id, null, actor);
  }
  await claimOrders(db, campaignId, [], actor);
}

/** A page of campaigns (spec 1 §7), by name or by `ids`: the order list names the campaigns of its page in one call. */
export async function listCampaigns(db: Db, query: Query) {
  const p = listParams(
    query,
    { name: campaign.nameKey, associate: campaign.associate, startDate: campaign.startDate, endDate: campaign.endDate, created: campaign.created, modified: campaign.modified },
    '-modified',
  );
  const campaignName = queryText(query, 'campaignName');
  const ids = queryIds(query);
  const where = and(campaignName ? containsText(campaign.nameKey, campaignName) : undefined, ids ? inArray(campaign.id, ids) : undefined);
  return keysetPage(db, { table: campaign, ...p, where, customParams: { campaignName, ids: ids?.join(',') }, searchTerm: campaignName }, toDocument);
}

/** What a campaign save also does, in its transaction: ties its orders, and (service v3) rebuilds its mapping tree (issue 3). */
export async function afterCampaignWrite(db: Db, doc: StoredDocument, actor: Actor, serviceVersion: string | undefined): Promise<void> {
  await claimOrders(db, doc.id, doc.insertionOrderIds as string[], actor);
  if (serviceVersion === 'v3') await refreshMappingTree(db, doc, actor.now);
}
