import { describe, expect, it } from 'vitest';
import { adsPath, countAds, makeWorld, scanAd, worldForSuite } from './ad-fixtures';
import { ifMatch, storeCampaignCategory } from './fixtures';
import { STORE_KINDS } from './harness';

const changeCount = async (gw: { call: (m: string, p: string) => Promise<{ json: any }> }) =>
  (await gw.call('GET', '/changelog/v1/change/metadata?limit=1')).json.pagination.objectCount as number;

/**
 * An ad set's or an ad's topics are the promoted products and retailer categories of its campaign:
 * an unknown id, or another campaign's topic, is refused with a 400 naming the field and nothing is
 * stored; ids a stored document already holds are kept, so what a GET answered can be PUT back.
 */
describe.each(STORE_KINDS)('topics named by ad sets and ads on %s', (kind) => {
  const { gw, w } = worldForSuite(kind, 'v3');
  const topicsPath = (campaignId = w.campaignId) => `/campaign/v3/campaigns/${campaignId}/topics`;
  const product = async (campaignId = w.campaignId) => {
    const res = await gw.call('POST', topicsPath(campaignId), { body: { '@type': 'PromotedProduct', name: 'Cereal', barcodes: [{ barcode: `${Date.now()}${Math.floor(Math.random() * 1000)}`, matchType: 'EXACT' }] } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.id as string;
  };
  /**
   * A retailer category of the world's campaign: created while the campaign is MCOMM, which it then
   * leaves, as campaigns did before the gateway refused that change (storeCampaignCategory).
   */
  const setCategory = async (category: string) => {
    const path = `/campaign/v3/campaigns/${w.campaignId}`;
    const read = await gw.call('GET', path);
    const put = await gw.call('PUT', path, { body: { ...read.json, category }, headers: ifMatch(read.json) });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
  };
  const category = async () => {
    await setCategory('MCOMM');
    const res = await gw.call('POST', topicsPath(), { body: { '@type': 'PromotedCategory', name: 'Snack aisle', kicksPerDollar: 4, includedCategories: ['Chips'] } });
    await storeCampaignCategory(gw, w.campaignId, 'BRAND');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.id as string;
  };

  it('refuses an ad set naming an unknown topic or another campaign\'s, and takes its own campaign\'s', async () => {
    const other = await makeWorld(gw, 'v3');
    const foreign = await product(other.campaignId);
    for (const topicIds of [['404404'], [foreign]]) {
      const before = await changeCount(gw);
      const res = await gw.call('POST', w.base, { body: { name: 'Set with topics', topicIds } });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.errors).toEqual([{ fieldName: 'topicIds', message: `Not a promoted product or retailer category of this campaign: ${topicIds[0]}` }]);
      expect(await changeCount(gw)).toBe(before);
    }
    const own = [await product(), await category()];
    const made = await gw.call('POST', w.base, { body: { name: 'Set with topics', topicIds: own } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const changed = await gw.call('PUT', `${w.base}/${made.json.id}`, { body: { ...made.json, topicIds: [...own, '404404'] }, headers: ifMatch(made.json) });
    expect(changed.status).toBe(400);
    expect(changed.json.errors).toEqual([{ fieldName: 'topicIds', message: 'Not a promoted product or retailer category of this campaign: 404404' }]);
  });

  it('refuses an ad naming an unknown topic, or a product that is no promoted product of its campaign, naming the field', async () => {
    const categoryId = await category();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ topicIds: ['404404'] }, 'topicIds', 'Not a promoted product or retailer category of this campaign: 404404'],
      [{ format: { '@type': 'ProductScanFormat', promotedProductId: '404404' } }, 'format.promotedProductId', 'Not a promoted product of this campaign: 404404'],
      [{ format: { '@type': 'ProductScanFormat', promotedProductId: categoryId } }, 'format.promotedProductId', `Not a promoted product of this campaign: ${categoryId}`],
    ];
    for (const [overrides, field, message] of cases) {
      const before = await countAds(gw, w);
      const res = await gw.call('POST', adsPath(w), { body: scanAd(w, overrides) });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.errors).toContainEqual({ fieldName: field, message });
      expect(await countAds(gw, w)).toBe(before);
    }
    const bulk = await gw.call('POST', `${adsPath(w)}:bulkCreate`, { body: { ads: [scanAd(w, { name: 'Fine' }), scanAd(w, { topicIds: ['404404'] })] } });
    expect(bulk.status).toBe(400);
    expect(bulk.json.errors).toContainEqual({ fieldName: 'ads.1.topicIds', message: 'Not a promoted product or retailer category of this campaign: 404404' });
  });

  it('does not delete a topic an ad set or an ad names (409 naming them), and deletes it once none does', async () => {
    const productId = await product();
    const set = await gw.call('POST', w.base, { body: { name: 'Kept topics', topicIds: [productId], constraints: [{ '@type': 'ChainConstraint', chainIds: { [w.chainId]: true } }] } });
    expect(set.status, JSON.stringify(set.json)).toBe(201);
    const ad = await gw.call('POST', adsPath(w, set.json.id), { body: scanAd(w, { name: 'Cereal scan', topicIds: [], format: { '@type': 'ProductScanFormat', promotedProductId: productId } }) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(201);
    const topic = (await gw.call('GET', `${topicsPath()}/${productId}`)).json;
    const refused = await gw.call('DELETE', `${topicsPath()}/${productId}`, { headers: ifMatch(topic) });
    expect(refused.status, JSON.stringify(refused.json)).toBe(409);
    expect(refused.json.errorMsg).toBe('This promoted product cannot be deleted while it is used by: ad set "Kept topics"; ad "Cereal scan"');
    expect((await gw.call('GET', `${topicsPath()}/${productId}`)).status).toBe(200);

    expect((await gw.call('DELETE', `${adsPath(w, set.json.id)}/${ad.json.id}`, { headers: ifMatch(ad.json) })).status).toBe(200);
    expect((await gw.call('PUT', `${w.base}/${set.json.id}`, { body: { ...set.json, topicIds: [] }, headers: ifMatch(set.json) })).status).toBe(200);
    expect((await gw.call('DELETE', `${topicsPath()}/${productId}`, { headers: ifMatch(topic) })).status).toBe(200);
  });
});
