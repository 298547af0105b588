import { eq } from 'drizzle-orm';
import { adSetDateProblems, AdSetSchema, type AdSet } from '#domain/ad-set';
import { datesOfConstraints } from '#domain/ad/status';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { deleteDocument, getDocument, toDocument } from '#server/repo/documents';
import { keysetPage } from '#server/repo/keyset';
import { type StoredDocument } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { ad, adSet } from '#server/store/schema';
import { CAMPAIGN_SERVICE_PATH } from './campaign';
import type { AppContext } from './context';
import { documentRoutes } from './document-routes';
import { badRequest, notFound } from '#server/errors';
import { chainRefProblems, chainsStillNeeded } from '#server/services/chain-refs';
import { datesStillHolding, pastConstraintDates } from '#server/services/level-dates';
import { listParams } from '#server/services/list-query';
import { ontologyNodeProblems } from '#server/services/ontology-ref';
import { topicRefProblems } from '#server/services/topic-refs';

/** Where ad sets live: under their campaign, in every campaign service version. */
export const AD_SET_PATH = `${CAMPAIGN_SERVICE_PATH}/:campaignId/adsets`;

/** The campaign of the path, or a 404. */
export async function campaignOfPath(c: AppContext, db: Db): Promise<StoredDocument> {
  const campaignId = c.req.param('campaignId') ?? '';
  const found = await getDocument(db, campaignCollection, campaignId);
  if (!found) throw notFound('Campaign', campaignId);
  return found;
}

/**
 * An ad set's dates must fall within its campaign's, end after they start, not be set in the past,
 * and (changed) still hold its ads' (spec 2 §5); the topics, ontology node and chains it newly names
 * must exist, and its last chains stay while ads without their own rely on them.
 */
async function prepareAdSet(db: Db, body: AdSet, stored?: StoredDocument): Promise<AdSet> {
  const found = await getDocument(db, campaignCollection, body.campaignId!);
  const campaign = { start: found?.startDate as string | undefined, end: found?.endDate as string | undefined };
  // The dates its ads fall within: its own, else its campaign's.
  const effective = (constraints: unknown) => {
    const own = datesOfConstraints(constraints as AdSet['constraints']);
    return { start: own.start || campaign.start, end: own.end || campaign.end };
  };
  const errors = [
    ...adSetDateProblems(datesOfConstraints(body.constraints), campaign).map((p) => ({ fieldName: 'constraints', message: p.message })),
    ...pastConstraintDates(body.constraints, stored),
    ...(stored ? await datesStillHolding(db, { adSetId: stored.id }, effective(body.constraints), effective(stored.constraints), () => 'constraints') : []),
    ...(await topicRefProblems(db, body.campaignId!, [{ fieldName: 'topicIds', ids: body.topicIds, kept: stored?.topicIds as string[] | undefined }])),
    ...(await ontologyNodeProblems(db, body.ontologyNodeId, stored?.ontologyNodeId)),
    ...(await chainRefProblems(db, body, stored)),
    ...(stored ? await chainsStillNeeded(db, stored.id, body.constraints, stored.constraints) : []),
  ];
  if (errors.length) throw badRequest(errors);
  return body;
}

/** Deleting an ad set deletes its ads, each with its own change history entry. */
async function deleteAdsOf(db: Db, adSetId: string, actor: { userId: string; now: Date }): Promise<void> {
  const rows = await db.select({ id: ad.id }).from(ad).where(eq(ad.adSetId, adSetId));
  for (const row of rows) await deleteDocument(db, adCollection, row.id, null, actor);
}

/** Ad sets of a campaign (spec 2 §7): list, read, create, update, delete. */
export const adSetRoutes = documentRoutes({
  coll: adSetCollection,
  schema: AdSetSchema,
  scope: async (c, db) => ({ campaignId: (await campaignOfPath(c, db)).id }),
  prepare: (db, body, { stored }) => prepareAdSet(db, body, stored),
  afterDelete: (db, doc, c) => deleteAdsOf(db, doc.id, { userId: c.var.userId, now: new Date() }),
  list: (c, db, scope) => {
    const p = listParams(c.req.query(), { created: adSet.created, name: adSet.nameKey }, 'created');
    return keysetPage(db, { table: adSet, ...p, where: eq(adSet.campaignId, scope.campaignId!) }, toDocument as never);
  },
});

export const adSetOf = (db: Db, id: string) => getDocument(db, adSetCollection, id);
