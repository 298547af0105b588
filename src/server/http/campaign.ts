import { CampaignSchema } from '#domain/campaign';
import { campaignCollection } from '#server/repo/collections/campaign';
import { afterCampaignWrite, deleteCampaignContents, listCampaigns, prepareCampaign } from '#server/services/campaign';
import { documentRoutes } from './document-routes';

/** The campaign service's path; the version segment comes from the campaignServiceVersion flag. */

/** Campaign service: /campaign/{version}/campaigns (spec 1 §7). */
export const campaignRoutes = documentRoutes({
  coll: campaignCollection,
  schema: CampaignSchema,
  prepare: (db, body, { stored }) => prepareCampaign(db, body, stored),
  afterWrite: (db, doc, actor, c) => afterCampaignWrite(db, doc, actor, c.req.param('version')),
  afterDelete: (db, doc, actor) => deleteCampaignContents(db, doc.id, actor),
  list: (c, db) => listCampaigns(db, c.req.query()),
});
