import { describe, expect, it } from 'vitest';
import { UNPAIRED_SURROGATE_MESSAGE } from '#server/http/body';
import { adsPath, scanAd, worldForSuite } from './ad-fixtures';
import { campaignBody, createCompany, createOrder, CHAIN_LOGOS } from './fixtures';
import { STORE_KINDS } from './harness';

const LONE = '\ud800';
const changeCount = async (gw: { call: (m: string, p: string) => Promise<{ json: any }> }) =>
  (await gw.call('GET', '/changelog/v1/change/metadata?limit=1')).json.pagination.objectCount as number;

/**
 * JSON can escape half of a UTF-16 surrogate pair ("\ud800"); the store refuses such text, so the
 * gateway answers a 400 naming the field instead of a 500, and stores nothing.
 */
describe.each(STORE_KINDS)('text that is not Unicode on %s', (kind) => {
  const { gw, w } = worldForSuite(kind);

  it('is refused with a 400 naming the field, for every kind of document, and nothing is stored', async () => {
    const company = await createCompany(gw);
    const order = await createOrder(gw, company.id);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/company/v1/companies', { name: `Lone ${LONE} Co` }, 'name'],
      ['POST', '/campaign/v1/campaigns', campaignBody(company.id, order.id, { description: `a${LONE}` }), 'description'],
      ['POST', w.base, { name: 'Set', description: `\udc00 first` }, 'description'],
      ['POST', adsPath(w), scanAd(w, { name: `Scan ${LONE}` }), 'name'],
      ['POST', `/campaign/v1/campaigns/${w.campaignId}/topics`, { '@type': 'PromotedProduct', name: `Cola${LONE}`, barcodes: [{ barcode: '012345678905', matchType: 'EXACT' }] }, 'name'],
      ['POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: `Mart ${LONE}` }, button_ids: [] }, 'chain.name'],
      ['POST', `/campaign/v3/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads:bulkCreate`, { ads: [scanAd(w, { description: LONE })] }, 'ads.0.description'],
      ['POST', '/company/v1/companies', { name: 'Key Co', tags: ['ok'], legacy: { [`k${LONE}`]: 1 } }, `legacy.k${LONE}`],
    ];
    for (const [method, path, body, field] of cases) {
      const before = await changeCount(gw);
      const res = await gw.call(method, path, { body });
      expect(res.status, `${path} ${field}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.errors, path).toEqual([{ fieldName: field, message: UNPAIRED_SURROGATE_MESSAGE }]);
      expect(await changeCount(gw), path).toBe(before);
    }
  });

  it('keeps whole surrogate pairs and other unusual characters as sent', async () => {
    const name = 'Emoji 😀 \u202eRTL\u200b zero-width é';
    const res = await gw.call('POST', w.base, { body: { name } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect((await gw.call('GET', `${w.base}/${res.json.id}`)).json.name).toBe(name);
  });
});
