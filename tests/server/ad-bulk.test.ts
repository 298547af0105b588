import { describe, expect, it } from 'vitest';
import { FORMAT_RULE_MESSAGES, THIRD_PARTY_RECEIPT_PROVIDER } from '#domain/ad/format';
import { POST_SCAN_MESSAGES } from '#domain/ad/scan-links';
import { LOCKED_FIELD_MESSAGES } from '#domain/ad/locked-fields';
import { STORE_KINDS } from './harness';
import { adsPath, bannerAd, countAds, makeWorld, scanAd, type World, worldForSuite } from './ad-fixtures';

describe.each(STORE_KINDS)('bulk ad calls (%s)', (kind) => {
  const { gw, w } = worldForSuite(kind, 'v3');

  const walkIn = (w: World) => scanAd(w, { name: 'Walk in', orderLineItemId: w.lineItems.WALK_IN!.id, format: { '@type': 'WalkInFormat', isOwnTheTrip: true } });
  const ottVideo = (w: World) => scanAd(w, { name: 'OTT video', orderLineItemId: w.lineItems.VIDEO!.id, format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://video.example/ott.mp4' } });

  it('creates a chained walk-in chain in one call, linking each ad to the next', async () => {
    const res = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [walkIn(w), bannerAd(w), ottVideo(w)], chained: true } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [a, b, c] = res.json.objects;
    expect(a.nextAdId).toBe(b.id);
    expect(b.nextAdId).toBe(c.id);
    expect(c.nextAdId ?? null).toBeNull();
    const stored = await gw.call('GET', `/ad/v1/ads/${a.id}`);
    expect(stored.json.nextAdId).toBe(b.id);
  });

  it("refuses a chain whose post-scan video has no video, or dates of its own, naming the item's field and storing nothing", async () => {
    const before = await countAds(gw, w);
    const { videoUrl: _none, ...noVideo } = ottVideo(w).format as Record<string, unknown>;
    const silent = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [walkIn(w), bannerAd(w), { ...ottVideo(w), format: noVideo }], chained: true } });
    expect(silent.status, JSON.stringify(silent.json)).toBe(400);
    expect(silent.json.errors).toContainEqual({ fieldName: 'ads.2.format.videoUrl', message: FORMAT_RULE_MESSAGES.videoRequired });
    const range = { '@type': 'DateRangeConstraint', startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' };
    const dated = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [walkIn(w), bannerAd(w), { ...ottVideo(w), constraints: [range] }], chained: true } });
    expect(dated.status, JSON.stringify(dated.json)).toBe(400);
    expect(dated.json.errors).toContainEqual({ fieldName: 'ads.2.constraints', message: POST_SCAN_MESSAGES.noDates });
    expect(await countAds(gw, w)).toBe(before);
  });

  it('creates unchained ads without links', async () => {
    const res = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [scanAd(w, { name: 'One' }), scanAd(w, { name: 'Two' })] } });
    expect(res.status).toBe(201);
    expect(res.json.objects.map((o: { nextAdId?: string }) => o.nextAdId ?? null)).toEqual([null, null]);
  });

  it('stores nothing when one ad of the list is bad', async () => {
    const before = await countAds(gw, w);
    const bad = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [scanAd(w, { name: 'Fine' }), scanAd(w, { name: 'x'.repeat(40) })], chained: true } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toContainEqual({ fieldName: 'ads.1.name', message: 'Name must be at most 36 characters' });
    // a rule that only the gateway can check (line item type) also rolls back the whole call
    const wrongLine = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [scanAd(w, { name: 'Fine' }), scanAd(w, { orderLineItemId: w.lineItems.BANNER!.id })] } });
    expect(wrongLine.status).toBe(400);
    expect(wrongLine.json.errors[0].fieldName).toBe('ads.1.orderLineItemId');
    expect(await countAds(gw, w)).toBe(before);
  });

  it('replays a retried bulk create with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'bulk-retry-1' };
    const body = { ads: [scanAd(w, { name: 'Once' })] };
    const first = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body, headers });
    const again = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.objects[0].id).toBe(first.json.objects[0].id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('updates several ads at once and refuses the whole call when one is stale', async () => {
    const created = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [scanAd(w, { name: 'U1' }), scanAd(w, { name: 'U2' })] } });
    const [a, b] = created.json.objects;
    const ok = await gw.call('POST', `${adsPath(w)}:bulkUpdate`, { body: { ads: [{ ...a, description: 'new a' }, { ...b, description: 'new b' }] } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.objects.map((o: { version: number; description: string }) => [o.version, o.description])).toEqual([[2, 'new a'], [2, 'new b']]);
    const [a2] = ok.json.objects;
    // b is sent at its old version 1: nothing is written, not even a2
    const stale = await gw.call('POST', `${adsPath(w)}:bulkUpdate`, { body: { ads: [{ ...a2, description: 'lost a' }, { ...b, description: 'lost b' }] } });
    expect(stale.status).toBe(412);
    expect(stale.json.staleIds).toEqual([b.id]);
    expect(stale.json.errors.map((e: { fieldName: string }) => e.fieldName)).toEqual(['ads.1']);
    const noVersion = await gw.call('POST', `${adsPath(w)}:bulkUpdate`, { body: { ads: [{ ...a2, version: undefined, description: 'lost' }] } });
    expect(noVersion.status).toBe(412);
    expect(noVersion.json.staleIds).toEqual([a.id]);
    expect((await gw.call('GET', `/ad/v1/ads/${a.id}`)).json).toMatchObject({ version: 2, description: 'new a' });
    expect((await gw.call('GET', `/ad/v1/ads/${b.id}`)).json).toMatchObject({ version: 2, description: 'new b' });
  });

  it('refuses in bulk a change to a saved third-party receipt’s offer id, naming the ad and field', async () => {
    const format = { '@type': 'RetailerReceiptFormat', externalCampaignProvider: THIRD_PARTY_RECEIPT_PROVIDER, externalOfferId: 'OFR-1' };
    const { json } = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [scanAd(w, { name: 'Retailer receipt', orderLineItemId: undefined, format })] } });
    const [receipt] = json.objects;
    const res = await gw.call('POST', `${adsPath(w)}:bulkUpdate`, { body: { ads: [{ ...receipt, format: { ...receipt.format, externalOfferId: 'OFR-2' } }] } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ fieldName: 'ads.0.format.externalOfferId', message: LOCKED_FIELD_MESSAGES.externalOfferId }]);
  });

  it('exists only in v3', async () => {
    const v1 = `/campaign/v1/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads:bulkCreate`;
    expect((await gw.call('POST', v1, { body: { ads: [scanAd(w)] } })).status).toBe(404);
    expect((await gw.call('POST', v1.replace('v1', 'v2').replace('bulkCreate', 'bulkUpdate'), { body: { ads: [scanAd(w)] } })).status).toBe(404);
    expect((await gw.call('POST', `${adsPath(w)}:bulkDelete`, { body: { ads: [] } })).status).toBe(404);
  });

  it('answers 404 for an ad set of another campaign', async () => {
    const other = await makeWorld(gw, 'v3');
    const res = await gw.call('POST', `${adsPath(other, w.adSetId)}:bulkCreate`, { body: { ads: [scanAd(w)] } });
    expect(res.status).toBe(404);
  });
});
