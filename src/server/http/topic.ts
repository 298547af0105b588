import { and, eq } from 'drizzle-orm';
import { takesRetailerCategories } from '../../domain/catalogs/categories';
import { categoryNeedsMcommMessage, TOPIC_MESSAGES, TOPIC_TYPES, TopicSchema, type Topic } from '../../domain/topic';
import { campaignCollection } from '../repo/collections/campaign';
import { chainCollection } from '../repo/collections/chain';
import { topicCollection } from '../repo/collections/topic';
import { getDocument, keysetPage, toDocument } from '../repo/documents';
import type { Db } from '../store/db';
import { topic } from '../store/schema';
import { campaignOfPath } from './ad-set';
import type { AppContext } from './context';
import { documentRoutes } from './document-routes';
import { badRequest } from './errors';
import { listParams } from './list-params';
import { ontologyNodeProblems } from './ontology-ref';
import { withSanitizedRichText } from './rich-text';

/** Topics live under the campaign service: /campaign/{version}/campaigns/{campaignId}/topics. */
export const TOPIC_SERVICE_PATH = '/campaign/:version{v[1-3]}/campaigns/:campaignId/topics';

/** The campaign of the path must exist; its id is the topic's campaignId. */
async function campaignScope(c: AppContext, db: Db): Promise<Record<string, string>> {
  return { campaignId: (await campaignOfPath(c, db)).id };
}

/**
 * A topic keeps its kind; a retailer category is created only in an MCOMM campaign (one kept in a
 * campaign whose category changed since can still be PUT back as read); a retailer category's chain
 * must exist, and a newly set ontology node too.
 */
async function prepareTopic(db: Db, body: Topic & { campaignId: string }, id: string | undefined): Promise<Topic & { campaignId: string }> {
  const current = id ? await getDocument(db, topicCollection, id) : undefined;
  if (current && current['@type'] !== body['@type']) throw badRequest([{ fieldName: '@type', message: TOPIC_MESSAGES.typeLocked }]);
  if (!id && body['@type'] === 'PromotedCategory') {
    const category = ((await getDocument(db, campaignCollection, body.campaignId))?.category as string | undefined) ?? 'BRAND';
    if (!takesRetailerCategories(category)) {
      throw badRequest([{ fieldName: 'campaignId', message: categoryNeedsMcommMessage(body.campaignId, category) }]);
    }
  }
  const unknownNode = await ontologyNodeProblems(db, body.ontologyNodeId, current?.ontologyNodeId);
  if (unknownNode.length) throw badRequest(unknownNode);
  if (body['@type'] === 'PromotedCategory' && body.chainId && !(await getDocument(db, chainCollection, body.chainId))) {
    throw badRequest([{ fieldName: 'chainId', message: `Unknown chain ${body.chainId}` }]);
  }
  return body;
}

/** Promoted products and retailer categories of a campaign (spec 3 §7); `?type=` narrows the list to one kind. */
export const topicRoutes = documentRoutes({
  coll: topicCollection,
  schema: TopicSchema,
  scope: campaignScope,
  // The rich text is sanitised before anything stores it (spec 3 §3 additionalDetails; http/rich-text.ts).
  prepare: (db, body, { id }) => prepareTopic(db, withSanitizedRichText(body as Topic & { campaignId: string }), id),
  list: async (c, db, scope) => {
    const p = listParams(c, { created: topic.created, name: topic.nameKey }, 'created');
    const type = c.req.query('type') || undefined;
    if (type && !(TOPIC_TYPES as readonly string[]).includes(type)) {
      throw badRequest([{ fieldName: 'type', message: `Must be one of ${TOPIC_TYPES.join(', ')}` }]);
    }
    const where = and(eq(topic.campaignId, scope.campaignId!), type ? eq(topic.topicType, type) : undefined);
    return keysetPage(db, { table: topic, ...p, where, customParams: { type } }, toDocument as never);
  },
});
