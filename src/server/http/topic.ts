import { TopicSchema, topicInUseMessage, type Topic } from '#domain/topic';
import { topicCollection } from '#server/repo/collections/topic';
import type { Db } from '#server/store/db';
import { refuseIfInUse } from '#server/services/in-use';
import { listTopics, prepareTopic, topicUsers } from '#server/services/topic';
import { campaignOfPath } from './ad-set';
import type { AppContext } from './context';
import { documentRoutes } from './document-routes';
import { must } from '#server/errors';

/** Topics live under the campaign service: /campaign/{version}/campaigns/{campaignId}/topics. */

/** The campaign of the path must exist; its id is the topic's campaignId. */
async function campaignScope(c: AppContext, db: Db): Promise<Record<string, string>> {
  return { campaignId: (await campaignOfPath(c, db)).id };
}

/** Promoted products and retailer categories of a campaign (spec 3 §7); `?type=` narrows the list to one kind, `?name=` to the names holding a text. */
export const topicRoutes = documentRoutes({
  coll: topicCollection,
  schema: TopicSchema,
  scope: campaignScope,
  // additionalDetails (spec 3 §3) was sanitised as the body was read (http/body.ts, http/rich-text.ts).
  prepare: (db, body, { id }) => prepareTopic(db, body as Topic & { campaignId: string }, id),
  afterDelete: (db, doc) => refuseIfInUse(topicInUseMessage(doc['@type'] === 'PromotedCategory'), topicUsers(db, doc)),
  list: (c, db, scope) => listTopics(db, c.req.query(), must(scope.campaignId, 'The topics scope names their campaign')),
});
