import { and, eq, or, sql } from 'drizzle-orm';
import { takesRetailerCategories } from '#domain/catalogs/categories';
import { categoryNeedsMcommMessage, TOPIC_MESSAGES, TOPIC_TYPES, type Topic } from '#domain/topic';
import { campaignCollection } from '#server/repo/collections/campaign';
import { topicCollection } from '#server/repo/collections/topic';
import { getDocument, toDocument } from '#server/repo/documents';
import { containsText, keysetPage } from '#server/repo/keyset';
import { type StoredDocument } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { ad, adSet, topic } from '#server/store/schema';
import { badRequest } from '#server/errors';
import { chainRefProblems } from './chain-refs';
import { holds, type InUseBy, namedIn } from './in-use';
import { listParams, type Query, queryText } from './list-query';
import { ontologyNodeProblems } from './ontology-ref';

/**
 * A topic keeps its kind; a retailer category is created only in an MCOMM campaign (one kept in a
 * campaign whose category changed since can still be PUT back as read); a retailer category's newly
 * set chain must exist, and a newly set ontology node too.
 */
export async function prepareTopic(db: Db, body: Topic & { campaignId: string }, id: string | undefined): Promise<Topic & { campaignId: string }> {
  const current = id ? await getDocument(db, topicCollection, id) : undefined;
  if (current && current['@type'] !== body['@type']) throw badRequest([{ fieldName: '@type', message: TOPIC_MESSAGES.typeLocked }]);
  if (!id && body['@type'] === 'PromotedCategory') {
    const category = (await getDocument(db, campaignCollection, body.campaignId))?.category ?? 'BRAND';
    if (!takesRetailerCategories(category)) {
      throw badRequest([{ fieldName: 'campaignId', message: categoryNeedsMcommMessage(body.campaignId, category) }]);
    }
  }
  const unknownNode = await ontologyNodeProblems(db, body.ontologyNodeId, current?.ontologyNodeId);
  if (unknownNode.length) throw badRequest(unknownNode);
  const unknownChain = await chainRefProblems(db, body, current);
  if (unknownChain.length) throw badRequest(unknownChain);
  return body;
}

/** Where an ad names a topic besides its `topicIds`: a format's product (scan, receipt, shelf) or category (rule ads). */
const NAMES_TOPIC = '$.** ? (@.promotedProductId == $topic || @.categoryId == $topic)';

/**
 * What still names a topic, so that it is not deleted (decision 016): ad sets and ads by `topicIds`,
 * and ads by their format's product or category. A live scan ad would otherwise have no product, and
 * could not be saved again as read.
 */
export function topicUsers(db: Db, doc: StoredDocument): InUseBy[] {
  const vars = JSON.stringify({ topic: doc.id });
  return [
    namedIn(db, 'ad set', adSet, holds(adSet.body, 'topicIds', doc.id), adSet.id),
    namedIn(db, 'ad', ad, or(holds(ad.body, 'topicIds', doc.id), sql`jsonb_path_exists(${ad.body}, ${NAMES_TOPIC}::jsonpath, ${vars}::jsonb)`), ad.id),
  ];
}

/** A page of a campaign's topics (spec 3 §7); `type` narrows it to one kind, `name` to the names holding a text. */
export async function listTopics(db: Db, query: Query, campaignId: string) {
  const p = listParams(query, { created: topic.created, name: topic.nameKey }, 'created');
  const type = query.type || undefined;
  if (type && !TOPIC_TYPES.some((known) => known === type)) {
    throw badRequest([{ fieldName: 'type', message: `Must be one of ${TOPIC_TYPES.join(', ')}` }]);
  }
  // `name`: the pickers' search (the name contains it, in any case), as the company list's.
  const name = queryText(query, 'name');
  const where = and(eq(topic.campaignId, campaignId), type ? eq(topic.topicType, type) : undefined, name ? containsText(topic.nameKey, name) : undefined);
  return keysetPage(db, { table: topic, ...p, where, customParams: { type, name }, searchTerm: name }, toDocument);
}
