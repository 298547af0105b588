import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AdSchema, type Ad } from '#domain/ad/ad';
import { adCollection } from '#server/repo/collections/ad';
import { toDocument } from '#server/repo/documents';
import { containsText, keysetPage } from '#server/repo/keyset';
import { ad } from '#server/store/schema';
import { checkAd, loadAdScope } from '#server/services/ad-checks';
import { adPathScope } from './ad-context';
import { AD_SET_PATH, campaignOfPath } from './ad-set';
import { CAMPAIGN_SERVICE_PATH } from './campaign';
import type { AppEnv } from './context';
import { documentRoutes } from './document-routes';
import { badRequest } from '#server/errors';
import { listParams, queryText } from '#server/services/list-query';

/** Where ads live: under their ad set (spec 2 §7). */
export const AD_PATH = `${AD_SET_PATH}/:adSetId/ads`;

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
    const checked = await checkAd(db, body as Ad, await loadAdScope(db, campaign, adSet), { id, stored });
    if (checked.errors.length) throw badRequest(checked.errors);
    return checked.ad;
  },
  list: (c, db, scope) => {
    const p = listParams(c.req.query(), { created: ad.created, name: ad.nameKey }, 'created');
    return keysetPage(db, { table: ad, ...p, where: eq(ad.adSetId, scope.adSetId!) }, toDocument as never);
  },
});

/** GET /campaign/{version}/campaigns/{id}/ads/find/: the campaign's ads, optionally by name (spec 1 §7). */
export const campaignAdsFindRoutes = new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
  const page = await c.var.store.read(async (db) => {
    const campaign = await campaignOfPath(c, db);
    const p = listParams(c.req.query(), { id: ad.id }, 'id');
    const name = queryText(c.req.query(), 'name');
    const where = name ? containsText(ad.nameKey, name) : undefined;
    return keysetPage(db, { table: ad, ...p, where: and(eq(ad.campaignId, campaign.id), where), customParams: { name }, searchTerm: name }, toDocument as never);
  });
  return c.json(page);
});
export const CAMPAIGN_ADS_FIND_PATH = `${CAMPAIGN_SERVICE_PATH}/:campaignId/ads/find`;
