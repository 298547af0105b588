import { describe, expect, it } from 'vitest';
import { FORMAT_RULE_MESSAGES, THIRD_PARTY_RECEIPT_PROVIDER } from '#domain/ad/format';
import { POST_SCAN_MESSAGES } from '#domain/ad/scan-links';
import { REQUIRED_TOPIC_MESSAGES } from '#domain/ad/required-topics';
import { TAPOUT_CHAIN_MESSAGES } from '#domain/ad/tapout-chains';
import { LOCKED_FIELD_MESSAGES } from '#domain/ad/locked-fields';
import { TAPOUT_MESSAGES } from '#domain/ad/tapout';
import { PLATFORM_PROVIDER } from '#domain/catalogs/platform';
import { STORE_KINDS } from './harness';
import { adsPath, bannerAd, chainConstraint, countAds, makeWorld, scanAd, scanFormat, type World, worldForSuite } from './ad-fixtures';
import { CHAIN_LOGOS, createChain, storeAdFields } from './fixtures';

describe.each(STORE_KINDS)('ads over HTTP (%s)', (kind) => {
  const { gw, w } = worldForSuite(kind);

  it('creates an ad, fills its pricing model from the line item, and round-trips GET → PUT', async () => {
    const created = await gw.call('POST', adsPath(w), { body: scanAd(w) });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Cereal scan',
      enabled: true,
      campaignId: w.campaignId,
      adSetId: w.adSetId,
      pricingModelId: w.lineItems.SCAN!.pricingModelId,
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25, currency: 'KICKS', precision: 0 } },
    });
    const read = await gw.call('GET', `${adsPath(w)}/${created.json.id}`);
    expect(read.status).toBe(200);
    const put = await gw.call('PUT', `${adsPath(w)}/${created.json.id}`, { body: read.json, headers: { 'If-Match': read.headers.get('etag')! } });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const { version: _a, modified: _b, ...same } = read.json;
    expect(put.json).toMatchObject(same);
    // a PUT of what was read changes nothing, so it stores no new version
    expect(put.json.version).toBe(1);
    const renamed = await gw.call('PUT', `${adsPath(w)}/${created.json.id}`, { body: { ...read.json, name: 'Renamed' }, headers: { 'If-Match': put.headers.get('etag')! } });
    expect(renamed.json.version).toBe(2);
    const noIfMatch = await gw.call('PUT', `${adsPath(w)}/${created.json.id}`, { body: read.json });
    expect(noIfMatch.status).toBe(428);
    const del = await gw.call('DELETE', `${adsPath(w)}/${created.json.id}`, { headers: { 'If-Match': '"2"' } });
    expect(del.status).toBe(200);
    expect((await gw.call('GET', `${adsPath(w)}/${created.json.id}`)).status).toBe(404);
  });

  it('starts a banner disabled with priority zzz, other ads enabled', async () => {
    const banner = await gw.call('POST', adsPath(w), { body: bannerAd(w) });
    expect(banner.status, JSON.stringify(banner.json)).toBe(201);
    expect(banner.json.enabled).toBe(false);
    expect(banner.json.format.legacy.bannerPriority).toBe('zzz');
  });

  it('answers 404 for an unknown ad set or an ad set of another campaign', async () => {
    const other = await makeWorld(gw);
    expect((await gw.call('POST', adsPath(other, w.adSetId), { body: scanAd(w) })).status).toBe(404);
    expect((await gw.call('GET', adsPath(other, w.adSetId))).status).toBe(404);
    expect((await gw.call('GET', adsPath(w, '999999'))).status).toBe(404);
    const mine = await gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Mine' }) });
    expect((await gw.call('GET', `${adsPath(other)}/${mine.json.id}`)).status).toBe(404);
  });

  const bad: [string, (w: World) => unknown, string, string | undefined][] = [
    ['missing name', (w) => scanAd(w, { name: undefined }), 'name', 'Name is required'],
    ['name of the wrong type', (w) => scanAd(w, { name: 7 }), 'name', 'Name is required'],
    ['name over 36 characters', (w) => scanAd(w, { name: 'n'.repeat(37) }), 'name', 'Name must be at most 36 characters'],
    ['unknown format @type', (w) => scanAd(w, { format: { '@type': 'HologramFormat' } }), 'format.@type', 'Unknown format type'],
    ['unknown video placement', (w) => scanAd(w, { orderLineItemId: w.lineItems.VIDEO!.id, format: { '@type': 'VideoFormat', placement: 'MOON' } }), 'format.placement', undefined],
    ['unknown award @type', (w) => scanAd(w, { awards: { COMPLETED: { '@type': 'GoldAward', amount: 1 } } }), 'awards.COMPLETED.@type', 'Unknown award type'],
    ['kicks not a positive whole number', (w) => scanAd(w, { awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 1.5 } } }), 'awards.COMPLETED.amount', 'Kicks amount must be a positive whole number'],
    ['subtitle over 64', (w) => scanAd(w, { format: { ...scanFormat(w), subtitle: 's'.repeat(65) } }), 'format.subtitle', 'Subtitle must be at most 64 characters'],
    ['tooltip over 100', (w) => scanAd(w, { format: { ...scanFormat(w), tooltip: 't'.repeat(101) } }), 'format.tooltip', 'The tooltip is too long.'],
    // an ad set refuses an end before its start; an ad did not (spec 1 §5's rule holds at every level)
    ['end date before the start date', (w) => scanAd(w, { constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-03-10T17:00:00Z[UTC]', endTimestamp: '2030-03-02T07:59:00Z[UTC]' }] }), 'constraints', 'End date cannot be before start date'],
    // spec 2 §5: an ad's dates fall within its campaign's, so it may not start after the campaign ends
    ['start after the campaign ends', (w) => scanAd(w, { constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2049-01-10T17:00:00Z[UTC]' }] }), 'constraints', undefined],
    ['a second chain constraint', (w) => scanAd(w, { constraints: [{ '@type': 'ChainConstraint', chainIds: { '1': true } }, { '@type': 'ChainConstraint', chainIds: { '2': true } }] }), 'constraints', 'Only one ChainConstraint is allowed'],
    ['two frequency caps for one period', (w) => scanAd(w, { constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }, { '@type': 'FrequencyConstraint', engagements: 9, period: 'MONTH' }] }), 'constraints', 'Only one FrequencyConstraint per MONTH is allowed'],
    ['walk-in levels with a repeated priority', (w) => scanAd(w, { orderLineItemId: w.lineItems.WALK_IN!.id, format: { '@type': 'WalkInFormat' }, awards: { COMPLETED: { '@type': 'MultiLevelWalkinAward', levels: [1, 1].map((p) => ({ priority: p, amount: 5, limits: { '7_DAYS': 1 } })) } } }), 'awards.COMPLETED.levels.1.priority', 'Level 2 must have priority 2'],
    // a priority date the calendar has no day for was stored as it came
    ['priority date that is no day of the calendar', (w) => scanAd(w, { format: { ...scanFormat(w), legacy: { bannerPriority: '2021-13-45' } } }), 'format.legacy.bannerPriority', 'Priority must be a date such as 2021-06-01'],
    ['banner priority not 3 letters', (w) => bannerAd(w, { format: { '@type': 'BannerFormat', legacy: { bannerPriority: 'zz1' } } }), 'format.legacy.bannerPriority', 'Priority must be exactly 3 letters, for example zzz'],
    ['empty targeting', (w) => scanAd(w, { shopperProfileConfiguration: { entries: [{ type: 'Long', definitionId: 'age', values: [] }] } }), 'shopperProfileConfiguration.entries.0.values', 'Targeting fields should not be empty.'],
    ['unknown targeting operator', (w) => scanAd(w, { shopperProfileConfiguration: { entries: [{ type: 'Long', definitionId: 'age', operator: 'SOME', values: [20] }] } }), 'shopperProfileConfiguration.entries.0.operator', 'Must be ANY or NONE'],
    ['no chains anywhere', (w) => ({ ...scanAd(w), __noChainSet: true }), 'constraints', 'You have not set chain constraints on the Ad Set level. Chains are required on this ad.'],
    ['line item of another type', (w) => scanAd(w, { orderLineItemId: w.lineItems.BANNER!.id }), 'orderLineItemId', undefined],
    ['insertion order not of the campaign', (w) => scanAd(w, { insertionOrderId: '999999' }), 'insertionOrderId', undefined],
    ['unknown next ad', (w) => scanAd(w, { nextAdId: '999999' }), 'nextAdId', 'Unknown ad 999999'],
    ['tapout not allowed on the placement', (w) => bannerAd(w, { format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'DISCOVER_TAB', tapout: { '@type': 'StoreDetailsTapout' } }] } }), 'format.bannerPlacements.0.tapout', undefined],
    ['walk-in store details tapout without a chain', (w) => scanAd(w, { orderLineItemId: w.lineItems.WALK_IN!.id, format: { '@type': 'WalkInFormat', tapout: { '@type': 'StoreDetailsTapout' } } }), 'format.tapout.chainId', TAPOUT_MESSAGES.chainRequired],
    ['quiz with one answer', (w) => scanAd(w, { orderLineItemId: undefined, format: { '@type': 'QuizFormat', questions: [{ question: 'Q?', answers: [{ answer: 'A', valid: true }] }] } }), 'format.questions.0.answers', 'A question has 2 to 4 answers'],
    ['walk-in with 6 levels', (w) => scanAd(w, { orderLineItemId: w.lineItems.WALK_IN!.id, format: { '@type': 'WalkInFormat' }, awards: { COMPLETED: { '@type': 'MultiLevelWalkinAward', levels: [1, 2, 3, 4, 5, 6].map((p) => ({ priority: Math.min(p, 5), amount: 5, limits: { '7_DAYS': 1 } })) } } }), 'awards.COMPLETED.levels', 'A walk-in award has at most 5 levels'],
    // spec 2 'Video form': a video ad plays an uploaded file or an external video-ad URL
    ['video without a video', (w) => scanAd(w, { orderLineItemId: w.lineItems.VIDEO!.id, awards: {}, format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB' } }), 'format.videoUrl', FORMAT_RULE_MESSAGES.videoRequired],
    ['video with an empty video URL', (w) => scanAd(w, { orderLineItemId: w.lineItems.VIDEO!.id, awards: {}, format: { '@type': 'VideoFormat', placement: 'STORE_LIST', videoUrl: '' } }), 'format.videoUrl', FORMAT_RULE_MESSAGES.videoRequired],
    ['bonus award of no Kicks', (w) => scanAd(w, { orderLineItemId: undefined, format: { '@type': 'K4RRFormat', bonusAwards: [{ award: 0, awardValidityConstraints: [{ '@type': 'AmountConstraint', minAmount: 2000 }] }] } }), 'format.bonusAwards.0.award', 'Kicks amount must be a positive whole number'],
  ];

  it.each(bad)('refuses %s with a 400 naming the field and stores nothing', async (_label, make, field, message) => {
    let path = adsPath(w);
    let body = make(w) as Record<string, unknown>;
    if (body.__noChainSet) {
      const { __noChainSet: _, ...rest } = body;
      body = rest;
      const set = await gw.call('POST', w.base, { body: { name: 'No chains' } });
      path = adsPath(w, set.json.id);
    }
    const before = await countAds(gw, w, path.split('/').at(-2));
    const res = await gw.call('POST', path, { body });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    const error = res.json.errors?.find((e: { fieldName: string }) => e.fieldName === field);
    expect(error, JSON.stringify(res.json)).toBeDefined();
    if (message) expect(error.message).toBe(message);
    expect(await countAds(gw, w, path.split('/').at(-2))).toBe(before);
  });

  it('refuses a next ad of another campaign, naming nextAdId', async () => {
    const other = await makeWorld(gw);
    const theirs = await gw.call('POST', adsPath(other), { body: scanAd(other, { name: 'Theirs' }) });
    expect(theirs.status).toBe(201);
    const before = await countAds(gw, w);
    const res = await gw.call('POST', adsPath(w), { body: scanAd(w, { nextAdId: theirs.json.id }) });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.errors).toContainEqual({ fieldName: 'nextAdId', message: `Ad ${theirs.json.id} is not an ad of this campaign` });
    expect(await countAds(gw, w)).toBe(before);
  });

  /** A big scan of `product` with `amount` Kicks, dated inside the campaign (big scans need dates). */
  const bigScanAd = (product: string, amount: number) =>
    scanAd(w, {
      name: 'Big scan',
      orderLineItemId: undefined,
      topicIds: [product],
      format: { '@type': 'BigScanFormat', inventory: 100 },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount } },
      constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' }],
    });

  it("refuses a big scan whose Kicks do not exceed its main scan's, naming the award (spec 2 §5)", async () => {
    // ads name their product among the campaign's promoted products (tests/server/topic-refs.test.ts)
    const topic = await gw.call('POST', `/campaign/v1/campaigns/${w.campaignId}/topics`, { body: { '@type': 'PromotedProduct', name: 'Big scan cereal', barcodes: [{ barcode: `${Date.now()}`, matchType: 'EXACT' }] } });
    expect(topic.status, JSON.stringify(topic.json)).toBe(201);
    const product = topic.json.id as string;
    const scan = await gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Main scan', topicIds: [product], format: scanFormat(w, { promotedProductId: product }), awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 50 } } }) });
    expect(scan.status, JSON.stringify(scan.json)).toBe(201);
    const bigScan = (amount: number) => bigScanAd(product, amount);
    const before = await countAds(gw, w);
    const low = await gw.call('POST', adsPath(w), { body: bigScan(50) });
    expect(low.status, JSON.stringify(low.json)).toBe(400);
    expect(low.json.errors).toContainEqual({ fieldName: 'awards.COMPLETED.amount', message: "Big scan Kicks must exceed the main scan's kick level (50 Kicks)" });
    expect(await countAds(gw, w)).toBe(before);
    const high = await gw.call('POST', adsPath(w), { body: bigScan(51) });
    expect(high.status, JSON.stringify(high.json)).toBe(201);
    // its own update is checked too
    const lowered = await gw.call('PUT', `${adsPath(w)}/${high.json.id}`, { body: { ...high.json, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 10 } } }, headers: { 'If-Match': '"1"' } });
    expect(lowered.status, JSON.stringify(lowered.json)).toBe(400);
  });

  it("holds a big scan to its product's scan ad created first, whatever order the store reads the scans in (spec 2 §5)", async () => {
    const topic = await gw.call('POST', `/campaign/v1/campaigns/${w.campaignId}/topics`, { body: { '@type': 'PromotedProduct', name: 'Two-scan cereal', barcodes: [{ barcode: `${Date.now()}3`, matchType: 'EXACT' }] } });
    expect(topic.status, JSON.stringify(topic.json)).toBe(201);
    const product = topic.json.id as string;
    const scanOf = (name: string, amount: number) => scanAd(w, { name, topicIds: [product], format: scanFormat(w, { promotedProductId: product }), awards: { COMPLETED: { '@type': 'CurrencyAward', amount } } });
    const first = await gw.call('POST', adsPath(w), { body: scanOf('First scan', 40) });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    // A chain id chosen by the caller moves the id sequence on (decision 001): the second scan's id
    // has a digit more, so it comes first where ids are compared as text (an index on id).
    const jump = String(10 ** String(first.json.id).length);
    expect((await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, chain_id: jump, name: 'Id jump' }, button_ids: [] } })).status).toBe(201);
    const second = await gw.call('POST', adsPath(w), { body: scanOf('Second scan', 250) });
    expect(second.status, JSON.stringify(second.json)).toBe(201);
    expect(String(second.json.id).length).toBeGreaterThan(String(first.json.id).length);
    // Updating the first writes its row anew, after the second's, where rows are read in the
    // order they lie: either way the store reads the second first, as a list in another order would.
    const renamed = await gw.call('PUT', `${adsPath(w)}/${first.json.id}`, { body: { ...first.json, name: 'First scan, renamed' }, headers: { 'If-Match': '"1"' } });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const bigScan = (amount: number) => bigScanAd(product, amount);
    const low = await gw.call('POST', adsPath(w), { body: bigScan(40) });
    expect(low.status, JSON.stringify(low.json)).toBe(400);
    expect(low.json.errors).toContainEqual({ fieldName: 'awards.COMPLETED.amount', message: "Big scan Kicks must exceed the main scan's kick level (40 Kicks)" });
    // above the first scan's 40, as the form says, though below the second's 250
    const above = await gw.call('POST', adsPath(w), { body: bigScan(100) });
    expect(above.status, JSON.stringify(above.json)).toBe(201);
  });

  it('refuses a post-scan video sent with a date range or a promoted product (spec 2 §4), naming the field, on POST, PUT and bulk', async () => {
    const topic = await gw.call('POST', `/campaign/v1/campaigns/${w.campaignId}/topics`, { body: { '@type': 'PromotedProduct', name: 'Post-scan cereal', barcodes: [{ barcode: `${Date.now()}7`, matchType: 'EXACT' }] } });
    expect(topic.status, JSON.stringify(topic.json)).toBe(201);
    const range = { '@type': 'DateRangeConstraint', startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' };
    const postScan = (format: Record<string, unknown> = {}, constraints: unknown[] = []) =>
      scanAd(w, { name: 'Thanks video', orderLineItemId: w.lineItems.VIDEO!.id, awards: {}, constraints, format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://video.example/thanks.mp4', ...format } });
    const before = await countAds(gw, w);
    const dated = await gw.call('POST', adsPath(w), { body: postScan({}, [range]) });
    expect(dated.status, JSON.stringify(dated.json)).toBe(400);
    expect(dated.json.errors).toContainEqual({ fieldName: 'constraints', message: POST_SCAN_MESSAGES.noDates });
    const withProduct = await gw.call('POST', adsPath(w), { body: postScan({ promotedProductId: topic.json.id }) });
    expect(withProduct.status, JSON.stringify(withProduct.json)).toBe(400);
    expect(withProduct.json.errors).toContainEqual({ fieldName: 'format.promotedProductId', message: POST_SCAN_MESSAGES.noProduct });
    expect(await countAds(gw, w)).toBe(before);
    // the same video on another placement keeps both; a post-scan one without them is stored
    const discover = await gw.call('POST', adsPath(w), { body: { ...postScan({ placement: 'DISCOVER_TAB', promotedProductId: topic.json.id }, [range]) } });
    expect(discover.status, JSON.stringify(discover.json)).toBe(201);
    const plain = await gw.call('POST', adsPath(w), { body: postScan() });
    expect(plain.status, JSON.stringify(plain.json)).toBe(201);
    const put = await gw.call('PUT', `${adsPath(w)}/${plain.json.id}`, { body: { ...plain.json, constraints: [range] }, headers: { 'If-Match': '"1"' } });
    expect(put.status, JSON.stringify(put.json)).toBe(400);
    expect(put.json.errors).toContainEqual({ fieldName: 'constraints', message: POST_SCAN_MESSAGES.noDates });
    expect((await gw.call('GET', `${adsPath(w)}/${plain.json.id}`)).json.version).toBe(1);
  });

  it("refuses a change to a saved ad's type, a video's placement or a big scan's inventory and Kicks (spec 2 §4), naming the field", async () => {
    const video = await gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Spot', orderLineItemId: w.lineItems.VIDEO!.id, awards: {}, format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB', videoUrl: 'https://video.example/spot.mp4' } }) });
    expect(video.status, JSON.stringify(video.json)).toBe(201);
    const put = (doc: Record<string, unknown>, change: Record<string, unknown>) =>
      gw.call('PUT', `${adsPath(w)}/${doc.id}`, { body: { ...doc, ...change }, headers: { 'If-Match': `"${doc.version}"` } });
    const moved = await put(video.json, { format: { ...video.json.format, placement: 'STORE_LIST' } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(400);
    expect(moved.json.errors).toContainEqual({ fieldName: 'format.placement', message: LOCKED_FIELD_MESSAGES.placement });
    const retyped = await put(video.json, { orderLineItemId: w.lineItems.SCAN!.id, pricingModelId: null, format: { '@type': 'ProductScanFormat' } });
    expect(retyped.status, JSON.stringify(retyped.json)).toBe(400);
    expect(retyped.json.errors).toContainEqual({ fieldName: 'format.@type', message: LOCKED_FIELD_MESSAGES.formatType });
    expect((await gw.call('GET', `${adsPath(w)}/${video.json.id}`)).json).toMatchObject({ version: 1, format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB' } });

    const big = await gw.call('POST', adsPath(w), {
      body: scanAd(w, {
        name: 'Big one',
        orderLineItemId: undefined,
        format: { '@type': 'BigScanFormat', inventory: 100, promotedProductId: w.productId },
        // above the Kicks of the world product's main scan (scanAd's 25)
        awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 100 } },
        constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' }],
      }),
    });
    expect(big.status, JSON.stringify(big.json)).toBe(201);
    const more = await put(big.json, { format: { ...big.json.format, inventory: 500 }, awards: { COMPLETED: { ...big.json.awards.COMPLETED, amount: 999 } } });
    expect(more.status, JSON.stringify(more.json)).toBe(400);
    expect(more.json.errors).toEqual(expect.arrayContaining([
      { fieldName: 'format.inventory', message: LOCKED_FIELD_MESSAGES.inventory },
      { fieldName: 'awards.COMPLETED.amount', message: LOCKED_FIELD_MESSAGES.kicks },
    ]));
    // what was read can still be PUT back as it is
    expect((await put(big.json, { name: 'Big one renamed' })).status).toBe(200);
  });

  it('refuses a scan, receipt or big scan ad without a promoted product and a retailer category award without a category (400 naming the field); one stored without stays savable as read', async () => {
    const before = await countAds(gw, w);
    const dates = [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' }];
    const cases: [Record<string, unknown>, string, string][] = [
      [scanAd(w, { format: { '@type': 'ProductScanFormat' } }), 'format.promotedProductId', REQUIRED_TOPIC_MESSAGES.product],
      [scanAd(w, { orderLineItemId: undefined, format: { '@type': 'ProductReceiptFormat' } }), 'format.promotedProductId', REQUIRED_TOPIC_MESSAGES.product],
      [scanAd(w, { orderLineItemId: undefined, format: { '@type': 'BigScanFormat', inventory: 10 }, constraints: dates }), 'format.promotedProductId', REQUIRED_TOPIC_MESSAGES.product],
      [scanAd(w, { orderLineItemId: undefined, awards: {}, format: { '@type': 'McommRuleFormat' } }), 'format.categoryId', REQUIRED_TOPIC_MESSAGES.category],
    ];
    for (const [body, fieldName, message] of cases) {
      const res = await gw.call('POST', adsPath(w), { body });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.errors).toContainEqual({ fieldName, message });
    }
    expect(await countAds(gw, w)).toBe(before);
    // a product kept only in topicIds (older ads) names it too
    const older = await gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Older scan', topicIds: [w.productId], format: { '@type': 'ProductScanFormat' } }) });
    expect(older.status, JSON.stringify(older.json)).toBe(201);
    // stored before the rule without one: a GET-then-PUT still goes, a change of format to one that needs it does not
    const stored = await storeAdFields(gw, older.json.id, { topicIds: [], format: { '@type': 'ProductScanFormat' } });
    const read = await gw.call('GET', `${adsPath(w)}/${older.json.id}`);
    const asRead = await gw.call('PUT', `${adsPath(w)}/${older.json.id}`, { body: { ...read.json, name: 'Older scan, renamed' }, headers: { 'If-Match': `"${stored.version}"` } });
    expect(asRead.status, JSON.stringify(asRead.json)).toBe(200);
  });

  it("refuses a new or changed tapout whose chain is neither the ad's nor its ad set's (400 naming the field); one stored before stays savable as read", async () => {
    const other = await createChain(gw);
    const before = await countAds(gw, w);
    const stray = bannerAd(w, { format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId: other } }] } });
    const refused = await gw.call('POST', adsPath(w), { body: stray });
    expect(refused.status, JSON.stringify(refused.json)).toBe(400);
    expect(refused.json.errors).toContainEqual({ fieldName: 'format.bannerPlacements.0.tapout.chainId', message: TAPOUT_CHAIN_MESSAGES.stray(other) });
    expect(await countAds(gw, w)).toBe(before);
    // at the ad's own chain it goes
    const own = await gw.call('POST', adsPath(w), { body: { ...stray, constraints: [chainConstraint(other)] } });
    expect(own.status, JSON.stringify(own.json)).toBe(201);
    // stored before the rule at a chain of neither: a GET-then-PUT goes, a change of it to another such chain does not
    const made = await gw.call('POST', adsPath(w), { body: bannerAd(w) });
    const stored = await storeAdFields(gw, made.json.id, { format: { ...made.json.format, bannerPlacements: stray.format.bannerPlacements } });
    const read = await gw.call('GET', `${adsPath(w)}/${made.json.id}`);
    const asRead = await gw.call('PUT', `${adsPath(w)}/${made.json.id}`, { body: { ...read.json, name: 'Renamed banner' }, headers: { 'If-Match': `"${stored.version}"` } });
    expect(asRead.status, JSON.stringify(asRead.json)).toBe(200);
    const third = await createChain(gw);
    const moved = await gw.call('PUT', `${adsPath(w)}/${made.json.id}`, {
      body: { ...asRead.json, format: { ...asRead.json.format, bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId: third } }] } },
      headers: { 'If-Match': `"${asRead.json.version}"` },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(400);
    expect(moved.json.errors).toContainEqual({ fieldName: 'format.bannerPlacements.0.tapout.chainId', message: TAPOUT_CHAIN_MESSAGES.stray(third) });
  });

  it('refuses a change to the provider or offer id of a saved third-party receipt, naming the field', async () => {
    const format = { '@type': 'RetailerReceiptFormat', externalCampaignProvider: THIRD_PARTY_RECEIPT_PROVIDER, externalOfferId: 'OFR-1' };
    const created = await gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Retailer receipt', orderLineItemId: undefined, format }) });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const put = (change: Record<string, unknown>) =>
      gw.call('PUT', `${adsPath(w)}/${created.json.id}`, { body: { ...created.json, format: { ...created.json.format, ...change } }, headers: { 'If-Match': '"1"' } });
    const refused = await put({ externalOfferId: 'OFR-2' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ fieldName: 'format.externalOfferId', message: LOCKED_FIELD_MESSAGES.externalOfferId }]);
    expect((await put({ externalCampaignProvider: PLATFORM_PROVIDER })).json.errors).toContainEqual({ fieldName: 'format.externalCampaignProvider', message: LOCKED_FIELD_MESSAGES.externalCampaignProvider });
    // the rest of the receipt may change
    expect((await put({ manualAwardingOnly: true })).status).toBe(200);
  });

  it('lists the campaign ads through ads/find', async () => {
    const found = await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}/ads/find/?limit=200`);
    expect(found.status).toBe(200);
    expect(found.json.objects.length).toBeGreaterThan(0);
    expect(found.json.objects.every((o: { campaignId: string }) => o.campaignId === w.campaignId)).toBe(true);
    expect((await gw.call('GET', `/campaign/v1/campaigns/999999/ads/find/`)).status).toBe(404);
  });

  it("links a bundle only to the campaign's own scan or receipt ads", async () => {
    const scans = [];
    for (const name of ['Oat scan', 'Bran scan']) scans.push((await gw.call('POST', adsPath(w), { body: scanAd(w, { name }) })).json.id as string);
    const banner = (await gw.call('POST', adsPath(w), { body: bannerAd(w) })).json.id as string;
    const bundle = (adIds: string[]) => ({
      name: 'Breakfast bundle',
      insertionOrderId: w.orderId,
      orderLineItemId: w.lineItems.RECEIPT_BUNDLE!.id,
      format: { '@type': 'BundleFormat', legacy: { bundle_type: 'RECEIPT_BUNDLE' }, adIds },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 50 } },
    });
    const refused = await gw.call('POST', adsPath(w), { body: bundle([scans[0]!, banner, '987654321']) });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { fieldName: 'format.adIds', message: `Ad ${banner} is not a scan or receipt ad of this campaign` },
      { fieldName: 'format.adIds', message: 'Ad 987654321 is not a scan or receipt ad of this campaign' },
    ]);
    const made = await gw.call('POST', adsPath(w), { body: bundle(scans) });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ description: 'All items must be purchased together on one receipt.', format: { adIds: scans, legacy: { bannerPriority: 'abc' } } });
  });

  it('refuses a change to a saved linked card ad (spec 2 §4), and takes it back as read', async () => {
    const orderPath = `/order/v1/insertionOrders/${w.orderId}`;
    const order = (await gw.call('GET', orderPath)).json;
    const withCard = await gw.call('PUT', orderPath, {
      body: { ...order, orderLineItems: [...order.orderLineItems, { orderLineItemType: 'LINKED_CARD', description: 'Card line', pricingModel: { '@type': 'FreePricingModel' } }] },
      headers: { 'If-Match': `"${order.version}"` },
    });
    expect(withCard.status, JSON.stringify(withCard.json)).toBe(200);
    const cardLine = withCard.json.orderLineItems.find((li: { orderLineItemType: string }) => li.orderLineItemType === 'LINKED_CARD');
    const created = await gw.call('POST', adsPath(w), {
      body: {
        name: 'Card offer',
        insertionOrderId: w.orderId,
        orderLineItemId: cardLine.id,
        format: { '@type': 'LinkedCardFormat', loyaltyProgramTypes: ['VISA'] },
        awards: { COMPLETED: { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount: 100, precision: 2, currency: 'USD' } },
        constraints: [
          { '@type': 'ChainConstraint', chainIds: { [w.chainId]: true } },
          { '@type': 'DateRangeConstraint', startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const path = `${adsPath(w)}/${created.json.id}`;
    const etag = { 'If-Match': `"${created.json.version}"` };
    const renamed = await gw.call('PUT', path, { body: { ...created.json, name: 'Card offer 2' }, headers: etag });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(400);
    expect(renamed.json.errors).toEqual([{ fieldName: 'format', message: LOCKED_FIELD_MESSAGES.linkedCard }]);
    expect((await gw.call('PUT', path, { body: created.json, headers: etag })).status).toBe(200);
  });
});
