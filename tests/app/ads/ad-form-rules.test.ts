import { describe, expect, it } from 'vitest';
import { newAdDraft } from '../../../src/app/features/ads/ad-draft';
import { adFormRules } from '../../../src/app/features/ads/rules';
import { CAMPAIGN_RULES } from '../../../src/domain/campaign';

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
      ad: { ...base.ad, name: 'Cereal scan', insertionOrderId: '2', orderLineItemId: '21', awards: { COMPLETED: { '@type': 'CurrencyAward' as const, amount: 5, currency: 'KICKS' as const, precision: 0 } } },
      startDate: '2030-03-10T17:00:00Z[UTC]',
      endDate: '2030-03-02T07:59:00Z[UTC]',
    };
    const unmet = adFormRules(draft, context).filter((r) => !r.ok);
    expect(unmet.map((r) => [r.field, r.message])).toEqual([['endDate', CAMPAIGN_RULES.endBeforeStart]]);
  });

  it('refuses a priority date the calendar has no day for', () => {
    const base = newAdDraft('SCAN', '2029-06-01');
    const ad = { ...base.ad, name: 'Cereal scan', insertionOrderId: '2', orderLineItemId: '21', awards: { COMPLETED: { '@type': 'CurrencyAward' as const, amount: 5, currency: 'KICKS' as const, precision: 0 } } };
    expect(adFormRules({ ...base, ad }, context).filter((r) => !r.ok)).toEqual([]);
    const bad = { ...ad, format: { ...ad.format, legacy: { ...ad.format.legacy, bannerPriority: '2021-13-45' } } };
    expect(adFormRules({ ...base, ad: bad }, context).filter((r) => !r.ok).map((r) => [r.field, r.message])).toEqual([
      ['format.legacy.bannerPriority', 'Priority must be a date such as 2021-06-01'],
    ]);
  });
});
