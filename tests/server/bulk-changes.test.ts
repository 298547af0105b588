import { describe, expect, it } from 'vitest';
import { POST_SCAN_MESSAGES } from '#domain/ad/scan-links';
import { BULK_CHANGE_MESSAGES, MAX_BULK_CHANGE } from '#domain/bulk-change';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { adsPath, bannerAd, scanAd, type World, worldForSuite } from './ad-fixtures';
import { createCampaign } from './fixtures';
import { type Gateway, STORE_KINDS } from './harness';

const END = '2030-06-30T06:59:00Z[UTC]';

async function newAd(gw: Gateway, w: World, ad: Record<string, unknown>) {
  const res = await gw.call('POST', adsPath(w), { body: ad });
  if (res.status !== 201) throw new Error(`ad ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { id: string; version: number };
}

const postScanVideo = (w: World) =>
  scanAd(w, { name: 'Post-scan video', orderLineItemId: w.lineItems.VIDEO!.id, format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://video.example/v.mp4' } });

const endOf = (ad: { constraints?: { '@type': string; endTimestamp?: string }[] }) => ad.constraints?.find((c) => c['@type'] === 'DateRangeConstraint')?.endTimestamp;

describe.each(STORE_KINDS)('bulk changes (%s)', (kind) => {
  const { gw, w } = worldForSuite(kind);
  const read = async (id: string) => (await gw.call('GET', `/ad/v1/ads/${id}`)).json;

  it('sets the end date of many ads in one call and one change set, named in each ad\'s history', async () => {
    const a = await newAd(gw, w, scanAd(w, { name: 'End A' }));
    const b = await newAd(gw, w, bannerAd(w, { name: 'End B' }));
    const res = await gw.call('POST', '/ad/v1/ads:bulkSetEndDate', { body: { adIds: [a.id, b.id], endDate: END } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.changeSetId).toMatch(/^\d+$/);
    expect(res.json.objects).toEqual([{ id: a.id, version: 2 }, { id: b.id, version: 2 }]);
    for (const id of [a.id, b.id]) {
      expect(endOf(await read(id))).toBe(END);
      const log = await gw.call('GET', `/changelog/v1/changelog/${id}`);
      expect(log.json.versions.at(-1).changeSetId).toBe(res.json.changeSetId);
    }
  });

  it('changes nothing when a rule refuses one ad, and lists each refused ad by its place and id', async () => {
    const scan = await newAd(gw, w, scanAd(w, { name: 'Kept scan' }));
    const video = await newAd(gw, w, postScanVideo(w));
    const res = await gw.call('POST', '/ad/v1/ads:bulkSetEndDate', { body: { adIds: [scan.id, video.id], endDate: END } });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.errors).toEqual([{ fieldName: 'adIds.1.constraints', message: POST_SCAN_MESSAGES.noDates, id: video.id }]);
    expect(res.json.errorMsg).toMatch(/^Nothing was changed: 1 of 2 ads/);
    expect(endOf(await read(scan.id))).toBeUndefined();
    expect((await read(scan.id)).version).toBe(1);

    const past = await gw.call('POST', '/ad/v1/ads:bulkSetEndDate', { body: { adIds: [scan.id], endDate: '2020-01-01T08:00:00Z[UTC]' } });
    expect(past.status).toBe(400);
    expect(past.json.errors).toContainEqual({ fieldName: 'adIds.0.constraints', message: CAMPAIGN_RULES.endInPast, id: scan.id });
  });

  it('enables and disables only the ad types that may be toggled (spec 2 §4)', async () => {
    const banner = await newAd(gw, w, bannerAd(w, { name: 'Toggle banner' }));
    const video = await newAd(gw, w, postScanVideo(w));
    const scan = await newAd(gw, w, scanAd(w, { name: 'No toggle' }));
    const refused = await gw.call('POST', '/ad/v1/ads:bulkSetEnabled', { body: { adIds: [banner.id, scan.id, video.id], enabled: false } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ fieldName: 'adIds.1.enabled', message: BULK_CHANGE_MESSAGES.notToggleable, id: scan.id }]);
    expect((await read(video.id)).enabled).toBe(true);

    const disabled = await gw.call('POST', '/ad/v1/ads:bulkSetEnabled', { body: { adIds: [banner.id, video.id], enabled: false } });
    expect(disabled.status, JSON.stringify(disabled.json)).toBe(200);
    // a banner starts disabled (spec 2 §3): only the video changes
    expect(disabled.json.objects).toEqual([{ id: video.id, version: 2 }]);
    expect((await read(video.id)).enabled).toBe(false);
    const again = await gw.call('POST', '/ad/v1/ads:bulkSetEnabled', { body: { adIds: [banner.id, video.id], enabled: false } });
    expect(again.json).toEqual({ changeSetId: null, objects: [] });
  });

  it('answers 404 listing the ids it does not know, and 400 for a list it will not take', async () => {
    const ad = await newAd(gw, w, bannerAd(w, { name: 'Known' }));
    const unknown = await gw.call('POST', '/ad/v1/ads:bulkSetEnabled', { body: { adIds: [ad.id, '999999999'], enabled: true } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors).toEqual([{ fieldName: 'adIds.1', message: 'Ad 999999999 not found', id: '999999999' }]);
    expect((await read(ad.id)).enabled).toBe(false);
    const tooMany = await gw.call('POST', '/ad/v1/ads:bulkSetEnabled', { body: { adIds: Array.from({ length: MAX_BULK_CHANGE + 1 }, (_, i) => String(i + 1)), enabled: true } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toEqual([{ fieldName: 'adIds', message: BULK_CHANGE_MESSAGES.tooMany }]);
    const twice = await gw.call('POST', '/ad/v1/ads:bulkSetEnabled', { body: { adIds: [ad.id, ad.id], enabled: true } });
    expect(twice.json.errors).toEqual([{ fieldName: 'adIds', message: BULK_CHANGE_MESSAGES.repeated }]);
  });

  it('adds a tag to many campaigns as one change set, leaving those that have it', async () => {
    const one = (await createCampaign(gw)).campaign;
    const two = (await createCampaign(gw, { tags: ['spring'] })).campaign;
    const res = await gw.call('POST', '/campaign/v1/campaigns:bulkAddTag', { body: { campaignIds: [one.id, two.id], tag: 'spring' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.objects).toEqual([{ id: one.id, version: one.version + 1 }]);
    expect((await gw.call('GET', `/campaign/v1/campaigns/${one.id}`)).json.tags).toEqual(['spring']);
    const blank = await gw.call('POST', '/campaign/v1/campaigns:bulkAddTag', { body: { campaignIds: [one.id], tag: '  ' } });
    expect(blank.json.errors).toEqual([{ fieldName: 'tag', message: BULK_CHANGE_MESSAGES.tag }]);
  });

  it('sends the event of many ads again, or none when one is unknown', async () => {
    const a = await newAd(gw, w, scanAd(w, { name: 'Resend A' }));
    const b = await newAd(gw, w, scanAd(w, { name: 'Resend B' }));
    const res = await gw.call('POST', '/ad/v1/ads:bulkResendEvent', { body: { adIds: [a.id, b.id], eventType: 'UPDATE' } });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    expect(res.json).toEqual({ eventCount: 2 });
    const unknown = await gw.call('POST', '/ad/v1/ads:bulkResendEvent', { body: { adIds: ['999999998'], eventType: 'UPDATE' } });
    expect(unknown.status).toBe(404);
  });
});
