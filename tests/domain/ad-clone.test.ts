import { describe, expect, it } from 'vitest';
import {
  cloneAdOf, cloneBlocked, cloneDateProblems, cloneDescription, cloneSteps, CLONE_MESSAGES, complementaryAdOf, complementaryTypeOf, expiredEnd, scanAdsToLink, scanLinkedTo,
} from '#domain/ad/clone';
import { showPacific } from '#domain/timestamp';

const NOW = new Date('2026-06-15T12:00:00Z');
const utc = (iso: string) => `${iso}[UTC]`;
const range = (start: string | null, end: string | null) => ({ '@type': 'DateRangeConstraint' as const, startTimestamp: start, endTimestamp: end });

describe('ad clone', () => {
  it('names the copy Duplicate, then Duplicate (n) with the first n free among same-named ads', () => {
    const source = { name: 'Cereal scan' };
    expect(cloneDescription(source, [{ name: 'Cereal scan', description: 'Original' }])).toBe('Duplicate');
    const siblings = [
      { name: 'Cereal scan', description: 'Original' },
      { name: ' cereal SCAN ', description: 'Duplicate' },
      { name: 'Cereal scan', description: 'Duplicate (2)' },
      // another ad's duplicates do not count
      { name: 'Juice scan', description: 'Duplicate (1)' },
    ];
    expect(cloneDescription(source, siblings)).toBe('Duplicate (1)');
    expect(cloneDescription(source, [...siblings, { name: 'Cereal scan', description: 'Duplicate (1)' }])).toBe('Duplicate (3)');
  });

  it('is blocked once the campaign has ended', () => {
    expect(cloneBlocked({ endDate: utc('2026-06-01T00:00:00Z') }, NOW)).toBe(CLONE_MESSAGES.campaignEnded);
    expect(cloneBlocked({ endDate: utc('2026-07-01T00:00:00Z') }, NOW)).toBeUndefined();
    expect(cloneBlocked({ endDate: null }, NOW)).toBeUndefined();
  });

  it('asks for the product of scan and receipt ads only, and for new dates of an expired ad only', () => {
    expect(cloneSteps({ '@type': 'ProductScanFormat' }, { expired: false, complementary: false })).toEqual(['confirm', 'product', 'description']);
    expect(cloneSteps({ '@type': 'ProductReceiptFormat' }, { expired: true, complementary: false })).toEqual(['confirm', 'product', 'description', 'dates']);
    expect(cloneSteps({ '@type': 'VideoFormat', placement: 'DISCOVER_TAB' }, { expired: true, complementary: false })).toEqual(['confirm', 'description', 'dates']);
  });

  it('offers the complementary ad after the description, and a post-scan video the scan ad to link', () => {
    expect(cloneSteps({ '@type': 'ProductScanFormat' }, { expired: true, complementary: true })).toEqual(['confirm', 'product', 'description', 'complementary', 'dates']);
    expect(cloneSteps({ '@type': 'VideoFormat', placement: 'POST_SCAN' }, { expired: false, complementary: false })).toEqual(['confirm', 'description', 'scanLink']);
    // a post-scan video has no dates of its own: its copy is asked for none
    expect(cloneSteps({ '@type': 'VideoFormat', placement: 'POST_SCAN' }, { expired: true, complementary: false })).toEqual(['confirm', 'description', 'scanLink']);
  });

  it('offers a scan’s receipt and a receipt’s scan only when the orders have a line item of that type', () => {
    const order = (...types: string[]) => ({ id: '2', orderLineItems: types.map((t, i) => ({ id: `li-${i}`, orderLineItemType: t })) });
    expect(complementaryTypeOf('ProductScanFormat', [order('SCAN', 'PURCHASE_VALIDATION')])).toBe('PURCHASE_VALIDATION');
    expect(complementaryTypeOf('ProductReceiptFormat', [order('PURCHASE_VALIDATION'), order('SCAN')])).toBe('SCAN');
    expect(complementaryTypeOf('ProductScanFormat', [order('SCAN', 'LINKED_CARD')])).toBeUndefined();
    expect(complementaryTypeOf('ProductReceiptFormat', [])).toBeUndefined();
    // other formats have no complementary ad
    expect(complementaryTypeOf('BigScanFormat', [order('SCAN', 'PURCHASE_VALIDATION', 'BIG_SCAN')])).toBeUndefined();
  });

  it('finds the end that expired: the ad’s own, else its ad set’s', () => {
    const past = utc('2026-06-01T00:00:00Z');
    expect(expiredEnd({ ad: { constraints: [range(utc('2026-05-01T00:00:00Z'), past)] } }, NOW)).toBe(past);
    expect(expiredEnd({ ad: { constraints: [] }, adSet: { constraints: [range(null, past)] } }, NOW)).toBe(past);
    expect(expiredEnd({ ad: { constraints: [] }, adSet: { constraints: [] }, campaign: { endDate: utc('2026-12-01T00:00:00Z') } }, NOW)).toBeUndefined();
  });

  it('wants the new end after the expired one, in the future and within the ad set', () => {
    const expired = utc('2026-06-01T00:00:00Z');
    const parent = { start: utc('2026-01-01T00:00:00Z'), end: utc('2026-12-31T00:00:00Z') };
    const at = (start: string | null, end: string | null) => cloneDateProblems({ start, end }, expired, parent, NOW).map((p) => p.message);
    expect(at(null, null)).toEqual([CLONE_MESSAGES.newDates]);
    expect(at(null, utc('2026-05-01T00:00:00Z'))).toEqual([`The new end date must be after ${showPacific(expired)}`, 'End date cannot be in the past']);
    // after the expired end but not in the future
    expect(at(null, utc('2026-06-10T00:00:00Z'))).toEqual(['End date cannot be in the past']);
    expect(at(utc('2026-06-20T00:00:00Z'), utc('2026-06-16T00:00:00Z'))).toEqual(['End date cannot be before start date']);
    expect(at(null, utc('2027-01-31T00:00:00Z'))).toEqual([`Cannot end after ${showPacific(parent.end)}`]);
    expect(at(utc('2026-06-16T00:00:00Z'), utc('2026-07-16T00:00:00Z'))).toEqual([]);
  });

  it('copies the ad without its server fields or next ad, with the chosen description, product and dates', () => {
    const source = {
      id: '41', version: 3, created: 'c', modified: 'm', campaignId: '700', adSetId: '31',
      name: 'Cereal scan', description: 'Original', nextAdId: '99',
      format: { '@type': 'ProductScanFormat', promotedProductId: '501' },
      topicIds: ['501', '77'],
      constraints: [range(utc('2026-05-01T00:00:00Z'), utc('2026-06-01T00:00:00Z')), { '@type': 'FrequencyConstraint' as const, engagements: 1, period: 'MONTH' as const }],
    };
    const copy = cloneAdOf(source, { description: 'Duplicate', promotedProductId: '502', dates: { start: null, end: utc('2026-07-01T00:00:00Z') } });
    expect(copy).toEqual({
      name: 'Cereal scan', description: 'Duplicate', nextAdId: null,
      format: { '@type': 'ProductScanFormat', promotedProductId: '502' },
      topicIds: ['77', '502'],
      constraints: [
        { '@type': 'DateRangeConstraint', startTimestamp: null, endTimestamp: utc('2026-07-01T00:00:00Z'), availableInPeriod: undefined },
        { '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' },
      ],
    });
    // nothing chosen beyond the description: the rest is the source's
    const plain = cloneAdOf(source, { description: 'Duplicate (1)' });
    expect(plain.format).toBe(source.format);
    expect(plain.constraints).toBe(source.constraints);
    expect(plain.topicIds).toEqual(['501', '77']);
  });

  it("copies a post-scan video without the product or dates an older one holds: the gateway refuses them (spec 2 §4)", () => {
    const cap = { '@type': 'FrequencyConstraint' as const, engagements: 1, period: 'ALL_TIME' as const };
    const source = {
      id: '42', name: 'Thanks video', nextAdId: null,
      format: { '@type': 'VideoFormat', placement: 'POST_SCAN', promotedProductId: '501', videoUrl: 'https://video.example/t.mp4' },
      constraints: [range(utc('2026-05-01T00:00:00Z'), utc('2026-06-01T00:00:00Z')), cap],
    };
    const copy = cloneAdOf(source, { description: 'Duplicate', dates: { start: null, end: null } });
    expect(copy.format).toEqual({ '@type': 'VideoFormat', placement: 'POST_SCAN', promotedProductId: null, videoUrl: 'https://video.example/t.mp4' });
    expect(copy.constraints).toEqual([cap]);
  });

  const chain = { '@type': 'ChainConstraint' as const, chainIds: { '10': true } };
  const copyOfScan = {
    name: 'Cereal scan', description: 'Duplicate (1)', nextAdId: null, enabled: true,
    format: { '@type': 'ProductScanFormat', promotedProductId: '502', legacy: { bannerPriority: '2026-01-01', subtitle: 'Scan it' } },
    topicIds: ['77', '502'],
    awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 40, currency: 'KICKS', precision: 0 } },
    insertionOrderId: '2', orderLineItemId: 'li-scan', pricingModelId: 'pm-scan',
    constraints: [range(null, utc('2026-07-01T00:00:00Z')), chain, { '@type': 'FrequencyConstraint' as const, engagements: 3, period: 'WEEK' as const }],
  };
  const orders = [{
    id: '2',
    orderLineItems: [
      { id: 'li-scan', orderLineItemType: 'SCAN', pricingModel: { id: 'pm-scan' } },
      { id: 'li-receipt', orderLineItemType: 'PURCHASE_VALIDATION', pricingModel: { id: 'pm-receipt' } },
    ],
  }];

  it('builds a scan copy’s complementary receipt: a new receipt for its product, with its name, description, Kicks and where and when', () => {
    expect(complementaryAdOf(copyOfScan, 'PURCHASE_VALIDATION', orders)).toEqual({
      name: 'Cereal scan', description: 'Duplicate (1)', enabled: true,
      topicIds: ['502'],
      // the receipt's own defaults: no frequency constraint for a product receipt
      constraints: [range(null, utc('2026-07-01T00:00:00Z')), chain],
      format: { '@type': 'ProductReceiptFormat', externalCampaignProvider: 'SHOPKICK', minPurchaseQuantity: 1, promotedProductId: '502', legacy: { bannerPriority: '2026-01-01' } },
      // the receipt line item is a wallet: its id is the award's wallet
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 40, currency: 'KICKS', precision: 0, insertionOrderId: '2', walletId: 'li-receipt' } },
      insertionOrderId: '2', orderLineItemId: 'li-receipt', pricingModelId: 'pm-receipt',
      impressionUrls: [], engagementUrls: [],
    });
  });

  it('builds a receipt copy’s complementary scan with the scan’s default frequency; a per-dollar award’s amount is no Kicks', () => {
    const receipt = {
      ...copyOfScan,
      format: { '@type': 'ProductReceiptFormat', promotedProductId: '502' },
      awards: { COMPLETED: { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount: 100 } },
      constraints: [chain],
    };
    const scan = complementaryAdOf(receipt, 'SCAN', orders);
    expect(scan.format).toEqual({ '@type': 'ProductScanFormat', promotedProductId: '502' });
    expect(scan.constraints).toEqual([chain, { '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }]);
    // the amount stays empty for the user to set; a scan line item is no wallet
    expect(scan.awards.COMPLETED).toMatchObject({ '@type': 'CurrencyAward', amount: null, insertionOrderId: '2', walletId: null });
    expect(scan).toMatchObject({ insertionOrderId: '2', orderLineItemId: 'li-scan', pricingModelId: 'pm-scan' });
    // two matching line items: the order is known, the line item left to choose
    const two = [{ id: '2', orderLineItems: [...orders[0]!.orderLineItems, { id: 'li-scan-2', orderLineItemType: 'SCAN', pricingModel: { id: 'pm-2' } }] }];
    expect(complementaryAdOf(receipt, 'SCAN', two)).toMatchObject({ insertionOrderId: '2', orderLineItemId: null, pricingModelId: null });
  });

  it('links a scan to a post-scan video’s copy: the scan as read, its next ad the copy', () => {
    const ads = [
      { id: '41', format: { '@type': 'ProductScanFormat' } },
      { id: '42', format: { '@type': 'VideoFormat', placement: 'POST_SCAN' } },
      { id: '43', format: { '@type': 'ProductReceiptFormat' } },
      { id: '44', format: { '@type': 'ProductScanFormat' } },
    ];
    expect(scanAdsToLink(ads).map((a) => a.id)).toEqual(['41', '44']);
    const scan = { id: '41', version: 3, created: 'c', modified: 'm', campaignId: '700', adSetId: '31', name: 'Cereal scan', nextAdId: '12', format: { '@type': 'ProductScanFormat' } };
    expect(scanLinkedTo(scan, '905')).toEqual({ name: 'Cereal scan', nextAdId: '905', format: { '@type': 'ProductScanFormat' } });
  });
});
