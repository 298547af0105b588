import { CAMPAIGNS_PATH } from '#domain/entities';
import { Hono } from 'hono';
import { AdSchema } from '#domain/ad/ad';
import { adCollection } from '#server/repo/collections/ad';
import { findCampaignAds, listAds, prepareAd } from '#server/services/ad';
import { adPathScope } from './ad-context';
import { campaignOfPath } from './ad-set';
import type { AppEnv } from './context';
import { documentRoutes } from './document-routes';
import { must } from '#server/errors';

/** Where ads live: under their ad set (spec 2 §7). */

/** The ads of an ad set: list, read, create, update, delete. */
export const adRoutes = documentRoutes({
  coll: adCollection,
  schema: AdSchema,
  scope: async (c, db) => {
    const { campaign, adSet } = await adPathScope(c, db);
    return { campaignId: campaign.id, adSetId: adSet.id };
  },
  prepare: async (db, body, { id, stored, c }) => {
    const { campaign, adSet } = await adPathScope(c, db);
    return prepareAd(db, body, campaign, adSet, { id, stored });
  },
  list: (c, db, scope) => listAds(db, c.req.query(), must(scope.adSetId, 'The ads scope names their ad set')),
});

/** GET /campaign/{version}/campaigns/{id}/ads/find/: the campaign's ads, optionally by name (spec 1 §7). */
export const campaignAdsFindRoutes = new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
  const page = await c.var.store.read(async (db) => findCampaignAds(db, c.req.query(), (await campaignOfPath(c, db)).id));
  return c.json(page);
});
export const CAMPAIGN_ADS_FIND_PATH = `${CAMPAIGNS_PATH}/:campaignId/ads/find`;
