import { eq } from 'drizzle-orm';
import { adSetDateProblems, type AdSet } from '#domain/ad-set';
import { datesOfConstraints } from '#domain/ad/status';
import { adCollection } from '#server/repo/collections/ad';
import { campaignCollection } from '#server/repo/collections/campaign';
import { deleteDocument, getDocument, toDocument } from '#server/repo/documents';
import { keysetPage } from '#server/repo/keyset';
import { type Actor, type StoredDocument } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { ad, adSet } from '#server/store/schema';
import { badRequest, must } from '#server/errors';
import { chainRefProblems, chainsStillNeeded } from './chain-refs';
import { datesStillHolding, pastConstraintDates } from './level-dates';
import { listParams, type Query } from './list-query';
import { ontologyNodeProblems } from './ontology-ref';
import { topicRefProblems } from './topic-refs';

/**
 * An ad set's dates must fall within its campaign's, end after they start, not be set in the past,
 * and (changed) still hold its ads' (spec 2 §5); the topics, ontology node and chains it newly names
 * must exist, and its last chains stay while ads without their own rely on them.
 */
export async function prepareAdSet(db: Db, body: AdSet, stored?: StoredDocument<AdSet>): Promise<AdSet> {
  const campaignId = must(body.campaignId, 'An ad set is prepared under its campaign');
  const found = await getDocument(db, campaignCollection, campaignId);
  const campaign = { start: found?.startDate, end: found?.endDate };
  // The dates its ads fall within: its own, else its campaign's.
  const effective = (constraints: AdSet['constraints']) => {
    const own = datesOfConstraints(constraints);
    return { start: own.start || campaign.start, end: own.end || campaign.end };
  };
  const errors = [
    ...adSetDateProblems(datesOfConstraints(body.constraints), campaign).map((p) => ({ fieldName: 'constraints', message: p.message })),
    ...pastConstraintDates(body.constraints, stored),
    ...(stored ? await datesStillHolding(db, { adSetId: stored.id }, effective(body.constraints), effective(stored.constraints), () => 'constraints') : []),
    ...(await topicRefProblems(db, campaignId, [{ fieldName: 'topicIds', ids: body.topicIds, kept: stored?.topicIds }])),
    ...(await ontologyNodeProblems(db, body.ontologyNodeId, stored?.ontologyNodeId)),
    ...(await chainRefProblems(db, body, stored)),
    ...(stored ? await chainsStillNeeded(db, stored.id, body.constraints, stored.constraints) : []),
  ];
  if (errors.length) throw badRequest(errors);
  return body;
}

/** Deleting an ad set deletes its ads, each with its own change history entry. */
export async function deleteAdsOf(db: Db, adSetId: string, actor: Actor): Promise<void> {
  const rows = await db.select({ id: ad.id }).from(ad).where(eq(ad.adSetId, adSetId));
  for (const row of rows) await deleteDocument(db, adCollection, row.id, null, actor);
}

/** A page of a campaign's ad sets (spec 2 §7). */
export async function listAdSets(db: Db, query: Query, campaignId: string) {
  const p = listParams(query, { created: adSet.created, name: adSet.nameKey }, 'created');
  return keysetPage(db, { table: adSet, ...p, where: eq(adSet.campaignId, campaignId) }, toDocument);
}
