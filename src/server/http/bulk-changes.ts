import { Hono } from 'hono';
import { BulkAddTagSchema, BulkResendEventSchema, BulkSetEndDateSchema, BulkSetEnabledSchema } from '#domain/bulk-change';
import { CAMPAIGNS_PATH } from '#domain/entities';
import { adCollection } from '#server/repo/collections/ad';
import { campaignCollection } from '#server/repo/collections/campaign';
import {
  afterCampaignsWritten, type AdChange, bulkAnswer, planAdChange, planCampaignTag, resendAdEvents, setEnabled, setEndDate, writePlanned,
} from '#server/services/bulk-change';
import { readValid } from './body';
import type { AppContext, AppEnv } from './context';
import { write, writeChecked } from './write';

/**
 * Bulk changes (issue 28 §2, docs/decisions/023-change-sets.md): each one request, all or nothing,
 * one change set. The checks read the records outside the write's transaction (as a sheet's do,
 * decision 022), so that a thousand ads do not hold the embedded store; the write then takes each
 * record only at the version it was checked at.
 */
export const BULK_SET_ENABLED_PATH = '/ad/v1/ads:bulkSetEnabled';
export const BULK_SET_END_DATE_PATH = '/ad/v1/ads:bulkSetEndDate';
export const BULK_RESEND_EVENT_PATH = '/ad/v1/ads:bulkResendEvent';
export const BULK_ADD_TAG_PATH = `${CAMPAIGNS_PATH}:bulkAddTag`;

export const bulkChangeRoutes = new Hono<AppEnv>({ strict: false });

function changeAds(c: AppContext, adIds: readonly string[], change: AdChange) {
  const list = { field: 'adIds', ids: adIds, label: 'Ad' };
  return writeChecked(
    c,
    () => c.var.store.read((db) => planAdChange(db, list, change)),
    async (tx, actor, updates) => ({ status: 200, body: bulkAnswer(await writePlanned(tx, adCollection, list, updates, actor), actor) }),
  );
}

bulkChangeRoutes.post(BULK_SET_ENABLED_PATH, async (c) => {
  const { adIds, enabled } = await readValid(c, BulkSetEnabledSchema);
  return changeAds(c, adIds, setEnabled(enabled));
});

bulkChangeRoutes.post(BULK_SET_END_DATE_PATH, async (c) => {
  const { adIds, endDate } = await readValid(c, BulkSetEndDateSchema);
  return changeAds(c, adIds, setEndDate(endDate));
});

bulkChangeRoutes.post(BULK_RESEND_EVENT_PATH, async (c) => {
  const { adIds, eventType } = await readValid(c, BulkResendEventSchema);
  return write(c, async (tx) => ({ status: 202, body: { eventCount: await resendAdEvents(tx, { field: 'adIds', ids: adIds, label: 'Ad' }, eventType) } }));
});

bulkChangeRoutes.post(BULK_ADD_TAG_PATH, async (c) => {
  const { campaignIds, tag } = await readValid(c, BulkAddTagSchema);
  const list = { field: 'campaignIds', ids: campaignIds, label: 'Campaign' };
  return writeChecked(
    c,
    () => c.var.store.read((db) => planCampaignTag(db, list, tag)),
    async (tx, actor, updates) => {
      const written = await writePlanned(tx, campaignCollection, list, updates, actor);
      await afterCampaignsWritten(tx, written, actor, c.req.param('version'));
      return { status: 200, body: bulkAnswer(written, actor) };
    },
  );
});
