import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { AdSchema } from '#domain/ad/ad';
import { AdSetSchema } from '#domain/ad-set';
import { CampaignSchema } from '#domain/campaign';
import { CHANGE_SET_MESSAGES } from '#domain/change-set';
import { ChainSchema } from '#domain/chain';
import { COMPANY_MESSAGES, CompanySchema } from '#domain/company';
import { InsertionOrderSchema, ORDER_MESSAGES } from '#domain/insertion-order';
import { TopicSchema, topicInUseMessage } from '#domain/topic';
import { toFieldErrors } from '#domain/validation';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { chainCollection } from '#server/repo/collections/chain';
import { companyCollection } from '#server/repo/collections/company';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { topicCollection } from '#server/repo/collections/topic';
import { getDocument } from '#server/repo/documents';
import type { Actor, Body, Collection, StoredDocument } from '#server/repo/document-types';
import { withoutServerFields } from '#server/repo/server-fields';
import type { Db } from '#server/store/db';
import { ad, adSet, topic } from '#server/store/schema';
import { badRequest } from '#server/errors';
import { prepareAdIn } from './ad';
import { loadAdScope } from './ad-checks';
import { prepareAdSet } from './ad-set';
import { afterCampaignWrite, claimOrders, prepareCampaign } from './campaign';
import { checkChainChange } from './chain';
import { checkCompany, companyUsers } from './company';
import { namedIn, refuseIfInUse } from './in-use';
import { orderUsers, prepareOrder, refreshWalletIds } from './insertion-order';
import { prepareTopic, topicUsers } from './topic';

/**
 * What a write of each kind of document checks and also does, for a write that is not one of the
 * kind's own calls: a change set's revert (issue 28 §2). Each uses the same rule functions as the
 * kind's save (http/<kind>.ts), so a revert is refused exactly where a save of the same body would be.
 */
export interface DocumentKind<T extends Body = Body> {
  coll: Collection<T>;
  /**
   * The save's checks of `body` replacing `stored` (the document as it is, or as it was deleted), with
   * its derived fields; a 400 naming fields when a rule refuses. `memo` keeps what several documents
   * of one write share (an ad set's scope) for that write.
   */
  prepare(db: Db, body: Body, stored: StoredDocument<T>, memo: Memo): Promise<Body>;
  /** What a save also does, in its transaction. */
  afterWrite?(db: Db, doc: StoredDocument<T>, actor: Actor): Promise<void>;
  /** What a delete also does, in its transaction: a 409 while other documents use it. */
  afterDelete?(db: Db, doc: StoredDocument<T>, actor: Actor): Promise<void>;
  /** Set for a kind no call deletes: the reason a revert may not either. */
  undeletable?: string;
}

/** What one write has already loaded, by key, for the documents it checks. */
export type Memo = Map<string, Promise<unknown>>;

function remembered<T>(memo: Memo, key: string, load: () => Promise<T>): Promise<T> {
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}

function parse<T>(schema: v.GenericSchema<unknown, T>, body: Body): T {
  const result = v.safeParse(schema, withoutServerFields(body), { abortPipeEarly: true });
  if (!result.success) throw badRequest(toFieldErrors(result.issues));
  return result.output;
}

/** The document a child lives under, or a 400 at the field that names it. */
async function parentOf<T extends Body>(db: Db, coll: Collection<T>, field: string, id: unknown): Promise<StoredDocument<T>> {
  const parent = await getDocument(db, coll, String(id));
  if (!parent) throw badRequest([{ fieldName: field, message: CHANGE_SET_MESSAGES.parentGone(coll.label, String(id)) }]);
  return parent;
}

/** A campaign or an ad set is not deleted while it holds documents (its own delete call deletes them with it). */
const holding = (db: Db, kinds: readonly (readonly [string, typeof ad | typeof adSet | typeof topic, PgColumn])[], id: string) =>
  kinds.map(([kind, table, parentColumn]) => namedIn(db, kind, table, eq(parentColumn, id)));

/** One kind, its functions given the documents of its collection. */
const kind = <T extends Body>(k: DocumentKind<T>): DocumentKind => k;

const KINDS: DocumentKind[] = [
  kind({
    coll: companyCollection,
    prepare: (db, body, stored) => checkCompany(db, parse(CompanySchema, body), stored.id),
    afterDelete: (db, doc) => refuseIfInUse(COMPANY_MESSAGES.inUse, companyUsers(db, doc.id)),
  }),
  kind({
    coll: orderCollection,
    // An order's campaign is the campaigns' to set (claimOrders): it stays as it is, and the campaigns
    // written back or deleted with it tie or untie it as their own saves do.
    prepare: (db, body, stored) => prepareOrder(db, { ...parse(InsertionOrderSchema, body), campaignId: stored.campaignId ?? null }, stored),
    afterWrite: (db, doc, actor) => refreshWalletIds(db, doc, actor),
    afterDelete: (db, doc) => refuseIfInUse(ORDER_MESSAGES.inUse, orderUsers(db, doc)),
  }),
  kind({
    coll: chainCollection,
    prepare: async (db, body, stored) => {
      const { button_ids, ...fields } = body;
      const chain = parse(ChainSchema, fields);
      await checkChainChange(db, chain, stored);
      return { ...chain, button_ids };
    },
    undeletable: CHANGE_SET_MESSAGES.notDeletable(chainCollection.label),
  }),
  kind({
    coll: campaignCollection,
    prepare: (db, body, stored) => prepareCampaign(db, parse(CampaignSchema, body), stored),
    // The mapping tree (campaign service v3) is rebuilt by the campaign's next save through v3.
    afterWrite: (db, doc, actor) => afterCampaignWrite(db, doc, actor, undefined),
    afterDelete: async (db, doc, actor) => {
      await refuseIfInUse(CHANGE_SET_MESSAGES.holdsContents(campaignCollection.label), holding(db, [['ad set', adSet, adSet.campaignId], ['ad', ad, ad.campaignId], ['topic', topic, topic.campaignId]], doc.id));
      await claimOrders(db, doc.id, [], actor);
    },
  }),
  kind({
    coll: topicCollection,
    prepare: async (db, body, stored) => {
      const campaign = await parentOf(db, campaignCollection, 'campaignId', stored.campaignId);
      return prepareTopic(db, { ...parse(TopicSchema, body), campaignId: campaign.id }, stored.id);
    },
    afterDelete: (db, doc) => refuseIfInUse(topicInUseMessage(doc['@type'] === 'PromotedCategory'), topicUsers(db, doc)),
  }),
  kind({
    coll: adSetCollection,
    prepare: async (db, body, stored) => {
      const campaign = await parentOf(db, campaignCollection, 'campaignId', stored.campaignId);
      return prepareAdSet(db, { ...parse(AdSetSchema, body), campaignId: campaign.id }, stored);
    },
    afterDelete: (db, doc) => refuseIfInUse(CHANGE_SET_MESSAGES.holdsContents(adSetCollection.label), holding(db, [['ad', ad, ad.adSetId]], doc.id)),
  }),
  kind({
    coll: adCollection,
    prepare: async (db, body, stored, memo) => {
      const scope = await remembered(memo, `ad scope ${String(stored.adSetId)}`, async () => {
        const campaign = await parentOf(db, campaignCollection, 'campaignId', stored.campaignId);
        return loadAdScope(db, campaign, await parentOf(db, adSetCollection, 'adSetId', stored.adSetId));
      });
      return prepareAdIn(db, parse(AdSchema, body), scope, { id: stored.id, stored });
    },
  }),
];

const BY_TYPE = new Map(KINDS.map((k) => [k.coll.documentType, k]));

/** The kind of a document type, as the change history names it. */
export const documentKind = (documentType: string): DocumentKind | undefined => BY_TYPE.get(documentType);

/** Parents before children: the order in which to write documents back (and, reversed, to delete them). */
export const kindRank = (documentType: string): number => KINDS.findIndex((k) => k.coll.documentType === documentType);
