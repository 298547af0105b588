import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, ifMatch, storeCampaignCategory, CHAIN_LOGOS } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';
import { categoryNeedsMcommMessage } from '#domain/topic';

const product = (overrides: Record<string, unknown> = {}) => ({
  '@type': 'PromotedProduct',
  name: 'Sparkling Cola 12 pack',
  description: 'All cola twelve packs',
  barcodes: [
    { barcode: '012000161155', matchType: 'EXACT', enabled: true },
    { barcode: '0120008', matchType: 'CONTAINS', enabled: true },
  ],
  toolTip: 'Scan any 12 pack',
  receiptDescriptions: ['COLA 12PK'],
  legacy: { enabled: 'true' },
  additionalDetails: '<p>Limited time</p>',
  images: { productFamilyImageUrl: { url: 'https://img.example/cola.png' }, completedImageUrl: { url: 'https://img.example/cola-320.png' } },
  ...overrides,
});

describe.each(STORE_KINDS)('topics on %s', (kind) => {
  let gw: Gateway;
  let campaignId: string;
  let base: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    campaignId = (await createCampaign(gw)).campaign.id;
    base = `/campaign/v1/campaigns/${campaignId}/topics`;
  });
  afterAll(async () => { await gw?.close(); });

  it('creates a promoted product under the campaign and reads it back', async () => {
    const created = await gw.call('POST', `${base}/`, { body: product() });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ '@type': 'PromotedProduct', campaignId, name: 'Sparkling Cola 12 pack', version: 1, decoupleReceiptsFromScans: false });
    expect(created.headers.get('etag')).toBe('"1"');
    const read = await gw.call('GET', `/campaign/v3/campaigns/${campaignId}/topics/${created.json.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created.json);
  });

  it("names a topic's kind in the change metadata (contentType), so history can call it a promoted product", async () => {
    const created = (await gw.call('POST', base, { body: product() })).json;
    const page = await gw.call('GET', '/changelog/v1/change/metadata?limit=5');
    expect(page.json.objects.find((o: { changedDocumentId: string }) => o.changedDocumentId === created.id)).toMatchObject({ documentType: 'Topic', contentType: 'PromotedProduct' });
  });

  it('takes a GET answer back by PUT as it is', async () => {
    const created = (await gw.call('POST', base, { body: product() })).json;
    const read = await gw.call('GET', `${base}/${created.id}`);
    const put = await gw.call('PUT', `${base}/${created.id}`, { body: read.json, headers: { 'If-Match': read.headers.get('etag')! } });
    expect(put.status).toBe(200);
    // nothing changed: the document stands as it was, with no new version
    expect(put.json).toEqual(read.json);
    const renamed = await gw.call('PUT', `${base}/${created.id}`, { body: { ...read.json, name: `${read.json.name} 2` }, headers: ifMatch(read.json) });
    expect(renamed.json.version).toBe(2);
    const stale = await gw.call('PUT', `${base}/${created.id}`, { body: read.json, headers: ifMatch(read.json) });
    expect(stale.status).toBe(412);
  });

  it('lists both kinds with pagination and filters by ?type=', async () => {
    const fresh = (await createCampaign(gw, { category: 'MCOMM' })).campaign.id;
    const path = `/campaign/v1/campaigns/${fresh}/topics`;
    for (let i = 0; i < 3; i++) expect((await gw.call('POST', path, { body: product({ name: `Product ${i}` }) })).status).toBe(201);
    expect((await gw.call('POST', path, { body: { '@type': 'PromotedCategory', name: 'Snack aisle', kicksPerDollar: 4, includedCategories: ['Chips'] } })).status).toBe(201);
    const all = await gw.call('GET', `${path}/`);
    expect(all.status).toBe(200);
    expect(all.json.objects.map((t: { '@type': string }) => t['@type']).sort()).toEqual(['PromotedCategory', 'PromotedProduct', 'PromotedProduct', 'PromotedProduct']);
    expect(all.json.pagination.objectCount).toBe(4);
    const products = await gw.call('GET', `${path}?type=PromotedProduct&limit=2`);
    expect(products.json.objects).toHaveLength(2);
    expect(products.json.pagination).toMatchObject({ objectCount: 3, pageCount: 2 });
    const page2 = await gw.call('GET', `${path}?type=PromotedProduct&limit=2&next=${products.json.pagination.next}`);
    expect(page2.json.objects).toHaveLength(1);
    expect(page2.json.pagination.next).toBeNull();
    const categories = await gw.call('GET', `${path}?type=PromotedCategory`);
    expect(categories.json.objects.map((t: { name: string }) => t.name)).toEqual(['Snack aisle']);
    const badType = await gw.call('GET', `${path}?type=Ad`);
    expect(badType.status).toBe(400);
    expect(badType.json.errors[0].fieldName).toBe('type');
    // a topic of another campaign is not found under this one
    const other = await gw.call('GET', `${path}/${all.json.objects[0].id}`);
    expect(other.status).toBe(200);
    expect((await gw.call('GET', `${base}/${all.json.objects[0].id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown campaign or topic', async () => {
    expect((await gw.call('GET', '/campaign/v1/campaigns/424242/topics')).status).toBe(404);
    expect((await gw.call('POST', '/campaign/v1/campaigns/424242/topics', { body: product() })).status).toBe(404);
    expect((await gw.call('GET', `${base}/424242`)).status).toBe(404);
    expect((await gw.call('PUT', `${base}/424242`, { body: product(), headers: { 'If-Match': '"1"' } })).status).toBe(404);
  });

  it.each([
    ['missing @type', { ...product(), '@type': undefined }, '@type'],
    ['unknown @type', product({ '@type': 'PromotedThing' }), '@type'],
    ['missing name', product({ name: undefined }), 'name'],
    ['name of wrong type', product({ name: 42 }), 'name'],
    ['name too long', product({ name: 'n'.repeat(257) }), 'name'],
    ['no barcodes', product({ barcodes: [] }), 'barcodes'],
    ['unknown match type', product({ barcodes: [{ barcode: '123', matchType: 'FUZZY' }] }), 'barcodes.0.matchType'],
    ['tooltip too long', product({ toolTip: 't'.repeat(101) }), 'toolTip'],
    ['legacy.enabled a boolean', product({ legacy: { enabled: true } }), 'legacy.enabled'],
    ['image url not a URL', product({ images: { productFamilyImageUrl: { url: 'cola.png' } } }), 'images.productFamilyImageUrl.url'],
    ['additionalDetails too long', product({ additionalDetails: 'x'.repeat(100_001) }), 'additionalDetails'],
    ['category kicksPerDollar as text', { '@type': 'PromotedCategory', name: 'Aisle', kicksPerDollar: 'four' }, 'kicksPerDollar'],
    ['category webviewURL not a URL', { '@type': 'PromotedCategory', name: 'Aisle', webviewURL: 'ftp://x' }, 'webviewURL'],
    ['category with an unknown chain', { '@type': 'PromotedCategory', name: 'Aisle', chainId: '424242' }, 'chainId'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_label, body, field) => {
    const fresh = (await createCampaign(gw, { category: 'MCOMM' })).campaign.id;
    const path = `/campaign/v1/campaigns/${fresh}/topics`;
    const res = await gw.call('POST', path, { body });
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { fieldName: string }) => e.fieldName)).toContain(field);
    expect((await gw.call('GET', path)).json.objects).toEqual([]);
  });

  it('gives the spec messages for barcodes and tooltip', async () => {
    const none = await gw.call('POST', base, { body: product({ barcodes: [] }) });
    expect(none.json.errors).toEqual([{ fieldName: 'barcodes', message: 'A Promoted Product must have at least one accepted barcode.' }]);
    const long = await gw.call('POST', base, { body: product({ toolTip: 't'.repeat(101) }) });
    expect(long.json.errors).toEqual([{ fieldName: 'toolTip', message: 'The tooltip is too long.' }]);
  });

  it('keeps a topic of its kind', async () => {
    const created = (await gw.call('POST', base, { body: product() })).json;
    const res = await gw.call('PUT', `${base}/${created.id}`, { body: { '@type': 'PromotedCategory', name: 'Now a category' }, headers: ifMatch(created) });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].fieldName).toBe('@type');
    expect((await gw.call('GET', `${base}/${created.id}`)).json['@type']).toBe('PromotedProduct');
  });

  it('links a retailer category to an existing chain', async () => {
    const chain = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name: 'Aisle Mart' }, button_ids: [] } });
    const mcomm = `/campaign/v1/campaigns/${(await createCampaign(gw, { category: 'MCOMM' })).campaign.id}/topics`;
    const res = await gw.call('POST', mcomm, { body: { '@type': 'PromotedCategory', name: 'Aisle Mart snacks', chainId: chain.json.chain.chain_id, matchAll: true } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ chainId: chain.json.chain.chain_id, matchAll: true, legacy: { enabled: 'true' } });
  });

  it.each(['BRAND', 'RETAIL'])('refuses a retailer category in a %s campaign with a 400 naming the campaign, storing nothing; only MCOMM campaigns take them', async (category) => {
    const { campaign } = await createCampaign(gw, { category });
    const path = `/campaign/v1/campaigns/${campaign.id}/topics`;
    const res = await gw.call('POST', path, { body: { '@type': 'PromotedCategory', name: 'Snack aisle', kicksPerDollar: 4 } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ fieldName: 'campaignId', message: categoryNeedsMcommMessage(campaign.id, category) }]);
    expect(res.json.errorMsg).toBe(`Invalid request. campaignId: Campaign ${campaign.id} is a ${category} campaign: retailer categories can be created only in MCOMM campaigns`);
    expect((await gw.call('GET', path)).json.objects).toEqual([]);
    // promoted products are every campaign's
    expect((await gw.call('POST', path, { body: product() })).status).toBe(201);
  });

  it('keeps a retailer category its campaign took while MCOMM: it is PUT back as read after the campaign changed category', async () => {
    const { campaign } = await createCampaign(gw, { category: 'MCOMM' });
    const path = `/campaign/v1/campaigns/${campaign.id}/topics`;
    const created = await gw.call('POST', path, { body: { '@type': 'PromotedCategory', name: 'Snack aisle' } });
    expect(created.status).toBe(201);
    // The gateway no longer takes that change (campaign.test.ts); campaigns changed before it was refused are so stored.
    await storeCampaignCategory(gw, campaign.id, 'BRAND');
    expect((await gw.call('GET', `/campaign/v1/campaigns/${campaign.id}`)).json.category).toBe('BRAND');
    const read = await gw.call('GET', `${path}/${created.json.id}`);
    expect((await gw.call('PUT', `${path}/${created.json.id}`, { body: read.json, headers: ifMatch(read.json) })).status).toBe(200);
  });

  it('deletes with If-Match and records the change history under the campaign', async () => {
    const created = (await gw.call('POST', base, { body: product() })).json;
    expect((await gw.call('DELETE', `${base}/${created.id}`)).status).toBe(428);
    expect((await gw.call('DELETE', `${base}/${created.id}`, { headers: ifMatch(created) })).status).toBe(200);
    expect((await gw.call('GET', `${base}/${created.id}`)).status).toBe(404);
    const log = await gw.call('GET', `/changelog/v1/changelog/${created.id}`);
    expect(log.status).toBe(200);
    expect(log.json.parentIds).toEqual([campaignId]);
    expect(log.json.versions.map((v: { event: string }) => v.event)).toEqual(['CREATE', 'DELETE']);
  });
});
