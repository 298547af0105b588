import { adSetCollection } from '#server/repo/collections/ad-set';
import { getDocument } from '#server/repo/documents';
import { type StoredDocument } from '#server/repo/document-types';
import { notFound } from '#server/errors';
import type { Db } from '#server/store/db';
import { campaignOfPath } from './ad-set';
import type { AppContext } from './context';

/** The campaign and ad set of the path; 404 unless both exist and the ad set is the campaign's. */
export async function adPathScope(c: AppContext, db: Db): Promise<{ campaign: StoredDocument; adSet: StoredDocument }> {
  const campaign = await campaignOfPath(c, db);
  const adSetId = c.req.param('adSetId') ?? '';
  const adSet = await getDocument(db, adSetCollection, adSetId);
  if (!adSet || adSet.campaignId !== campaign.id) throw notFound('Ad set', adSetId);
  return { campaign, adSet };
}
