import type { AdSet } from '#domain/ad-set';
import type { Campaign } from '#domain/campaign';
import { type StoredDocument } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { adSetOfCampaign } from '#server/services/ad';
import { campaignOfPath } from './ad-set';
import type { AppContext } from './context';

/** The campaign and ad set of the path; 404 unless both exist and the ad set is the campaign's. */
export async function adPathScope(c: AppContext, db: Db): Promise<{ campaign: StoredDocument<Campaign>; adSet: StoredDocument<AdSet> }> {
  const campaign = await campaignOfPath(c, db);
  const adSet = await adSetOfCampaign(db, campaign, c.req.param('adSetId') ?? '');
  return { campaign, adSet };
}
