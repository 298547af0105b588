import { and, eq } from 'drizzle-orm';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { getDocument, toDocument } from '#server/repo/documents';
import { type StoredDocument } from '#server/repo/document-types';
import { containsText, keysetPage } from '#server/repo/keyset';
import type { Db } from '#server/store/db';
import { ad } from '#server/store/schema';
import { type Ad } from '#domain/ad/ad';
import type { AdSet } from '#domain/ad-set';
import type { Campaign } from '#domain/campaign';
import { badRequest, notFound } from '#server/errors';
import { type AdScope, checkAd, loadAdScope } from './ad-checks';
import { listParams, type Query, queryText } from './list-query';

/** The ad set of this id if it is the campaign's, else a 404. */
export async function adSetOfCampaign(db: Db, campaign: StoredDocument, adSetId: string): Promise<StoredDocument<AdSet>> {
  const adSet = await getDocument(db, adSetCollection, adSetId);
  if (!adSet || adSet.campaignId !== campaign.id) throw notFound('Ad set', adSetId);
  return adSet;
}

/** A page of an ad set's ads (spec 2 §7). */
export async function listAds(db: Db, query: Query, adSetId: string) {
  const p = listParams(query, { created: ad.created, name: ad.nameKey }, 'created');
  return keysetPage(db, { table: ad, ...p, where: eq(ad.adSetId, adSetId) }, toDocument);
}

/** A page of a campaign's ads, optionally by name (spec 1 §7). */
export async function findCampaignAds(db: Db, query: Query, campaignId: string) {
  const p = listParams(query, { id: ad.id }, 'id');
  const name = queryText(query, 'name');
  const where = name ? containsText(ad.nameKey, name) : undefined;
  return keysetPage(db, { table: ad, ...p, where: and(eq(ad.campaignId, campaignId), where), customParams: { name }, searchTerm: name }, toDocument);
}

/** An ad as saved: checked against its campaign, ad set, chain and topic references (spec 2), with its derived fields. */
export async function prepareAd(db: Db, body: Ad, campaign: StoredDocument<Campaign>, adSet: StoredDocument<AdSet>, ctx: { id?: string; stored?: StoredDocument<Ad> }) {
  return prepareAdIn(db, body, await loadAdScope(db, campaign, adSet), ctx);
}

/** The same, against a scope already loaded (a revert of many ads of one ad set loads it once). */
export async function prepareAdIn(db: Db, body: Ad, scope: AdScope, ctx: { id?: string; stored?: StoredDocument<Ad> }) {
  const checked = await checkAd(db, body, scope, ctx);
  if (checked.errors.length) throw badRequest(checked.errors);
  return checked.ad;
}
