import { AdSetSchema } from '#domain/ad-set';
import { adSetCollection } from '#server/repo/collections/ad-set';
import type { Db } from '#server/store/db';
import { deleteAdsOf, listAdSets, prepareAdSet } from '#server/services/ad-set';
import { campaignOrNotFound } from '#server/services/campaign';
import type { AppContext } from './context';
import { documentRoutes } from './document-routes';
import { must } from '#server/errors';

/** Where ad sets live: under their campaign, in every campaign service version. */

/** The campaign of the path, or a 404. */
export const campaignOfPath = (c: AppContext, db: Db) => campaignOrNotFound(db, c.req.param('campaignId') ?? '');

/** Ad sets of a campaign (spec 2 §7): list, read, create, update, delete. */
export const adSetRoutes = documentRoutes({
  coll: adSetCollection,
  schema: AdSetSchema,
  scope: async (c, db) => ({ campaignId: (await campaignOfPath(c, db)).id }),
  prepare: (db, body, { stored }) => prepareAdSet(db, body, stored),
  afterDelete: (db, doc, actor) => deleteAdsOf(db, doc.id, actor),
  list: (c, db, scope) => listAdSets(db, c.req.query(), must(scope.campaignId, 'The ad sets scope names their campaign')),
});
