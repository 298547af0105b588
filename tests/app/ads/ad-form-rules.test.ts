import { describe, expect, it } from 'vitest';
import { newAdDraft } from '#app/kit/ads/ad-draft';
import { adFormRules, formFieldOf } from '#app/features/ads/rules';
import { unknownChainMessage } from '#domain/chain';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { REQUIRED_TOPIC_MESSAGES } from '#domain/ad/required-topics';

const ORDERS = [{ id: '2', orderLineItems: [{ id: '21', orderLineItemType: 'SCAN', pricingModel: { id: '91' } }] }];
const context = {
  adSet: { constraints: [{ '@type': 'ChainConstraint' as const, chainIds: { '10': true } }] },
  campaign: { startDate: '2030-01-01T17:00:00Z[UTC]', endDate: '2030-12-31T07:59:00Z[UTC]', category: 'BRAND' },
  productCount: 1,
  orders: ORDERS,
  now: new Date('2029-06-01T00:00:00Z'),
};

describe('ad form rules', () => {
  it("lists 'End date cannot be before start date' once, at the End Date (the gateway's check words it at constraints)", () => {
    const base = newAdDraft('SCAN', '2029-06-01');
    const draft = {
      ...base,
      ad: { ...base.ad, name: 'Cereal scan', insertionOrderId: '2', orderLineItemId: '21', topicIds: ['p1'], awards: { COMPLETED: { '@type': 'CurrencyAward' as const, amount: 5, currency: 'KICKS' as const, precision: 0 } } },
      startDate: '2030-03-10T17:00:00Z[UTC]',
      endDate: '2030-03-02T07:59:00Z[UTC]',
    };
    const unmet = adFormRules(draft, context).filter((r) => !r.ok);
    expect(unmet.map((r) => [r.field, r.message])).toEqual([['endDate', CAMPAIGN_RULES.endBeforeStart]]);
  });

  it('asks a messaging ad for its insertion order and line item, as every ad with a line item type', () => {
    const base = newAdDraft('PUSH_NOTIFICATION', '2029-06-01');
    const unmet = adFormRules({ ...base, ad: { ...base.ad, name: 'Weekend push' } }, context).filter((r) => !r.ok);
    expect(unmet.map((r) => r.field)).toEqual(['insertionOrderId']);
  });

  it('refuses a priority date the calendar has no day for', () => {
    const base = newAdDraft('SCAN', '2029-06-01');
    const ad = { ...base.ad, name: 'Cereal scan', insertionOrderId: '2', orderLineItemId: '21', topicIds: ['p1'], awards: { COMPLETED: { '@type': 'CurrencyAward' as const, amount: 5, currency: 'KICKS' as const, precision: 0 } } };
    expect(adFormRules({ ...base, ad }, context).filter((r) => !r.ok)).toEqual([]);
    const bad = { ...ad, format: { ...ad.format, legacy: { ...ad.format.legacy, bannerPriority: '2021-13-45' } } };
    expect(adFormRules({ ...base, ad: bad }, context).filter((r) => !r.ok).map((r) => [r.field, r.message])).toEqual([
      ['format.legacy.bannerPriority', 'Priority must be a date such as 2021-06-01'],
    ]);
  });

  it('asks a scan, receipt or big scan for its promoted product and a retailer category award for its category, as the gateway does; a stored one without may be saved as read', () => {
    const missing = (type: Parameters<typeof newAdDraft>[0], storedAd?: { format: { '@type': string } }) =>
      adFormRules(newAdDraft(type, '2029-06-01'), { ...context, storedAd }).filter((r) => !r.ok && r.field.startsWith('format.') && r.field !== 'format.legacy.bannerPriority').map((r) => [r.field, r.message]);
    for (const type of ['SCAN', 'PURCHASE_VALIDATION', 'BIG_SCAN'] as const) expect(missing(type)).toEqual([['format.promotedProductId', REQUIRED_TOPIC_MESSAGES.product]]);
    expect(missing('PRODUCT_CATALOG_MCOMM')).toEqual([['format.categoryId', REQUIRED_TOPIC_MESSAGES.category]]);
    expect(missing('SCAN', { format: { '@type': 'ProductScanFormat' } })).toEqual([]);
  });

  it("holds a big scan to its product's scan ad created first, however the campaign's ads are listed (as the gateway does)", () => {
    const scan = (id: string, amount: number) => ({ id, topicIds: ['p1'], format: { '@type': 'ProductScanFormat' }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount } } });
    // '998' was created before '1002', though it comes after it as text
    const [older, newer] = [scan('998', 40), scan('1002', 250)];
    const base = newAdDraft('BIG_SCAN', '2029-06-01');
    const kicks = (amount: number) => ({ ...base, ad: { ...base.ad, topicIds: ['p1'], awards: { COMPLETED: { '@type': 'CurrencyAward' as const, amount, currency: 'KICKS' as const, precision: 0 } } } });
    const kickRule = (amount: number, campaignAds: ReturnType<typeof scan>[]) =>
      adFormRules(kicks(amount), { ...context, campaignAds }).filter((r) => !r.ok && r.field === 'awards.COMPLETED.amount').map((r) => r.message);
    for (const campaignAds of [[older, newer], [newer, older]]) {
      expect(kickRule(40, campaignAds)).toEqual(["Big scan Kicks must exceed the main scan's kick level (40 Kicks)"]);
      expect(kickRule(100, campaignAds)).toEqual([]);
    }
  });

  it("puts the gateway's refusal of a chain constraint's ids ('constraints.0.chainIds') at the Chains field", () => {
    expect(formFieldOf('constraints.0.chainIds', unknownChainMessage(['999']))).toBe('chainIds');
    expect(formFieldOf('constraints.2.chainIds', unknownChainMessage(['999']))).toBe('chainIds');
    expect(formFieldOf('format.tapout.chainId', unknownChainMessage(['999']))).toBe('format.tapout.chainId');
  });
});
