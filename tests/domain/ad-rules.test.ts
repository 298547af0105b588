import { describe, expect, it } from 'vitest';
import { defaultFrequencyConstraints, defaultFrequencyPeriod, defaultMaxEngagementsPeriod } from '#domain/ad/defaults';
import { adStatus, AD_STATUS_TOOLTIPS, dateStatus, effectiveDates, expiredLevel } from '#domain/ad/status';
import { defaultTapoutFor, tapoutAllowedOn, tapoutOptionsFor } from '#domain/ad/tapout';
import { adTypeAvailability, datesWithin, orderLinkProblems } from '#domain/ad/rules';
import { formatLabel, lineItemTypesFor } from '#domain/catalogs/formats';
import { videoPlacementLabel } from '#domain/catalogs/placements';

const now = new Date('2026-06-15T12:00:00Z');
const range = (startTimestamp?: string, endTimestamp?: string) => [{ '@type': 'DateRangeConstraint' as const, startTimestamp, endTimestamp }];

describe('date status and effective dates', () => {
  it('is upcoming, live or expired; no start counts as expired', () => {
    expect(dateStatus({ start: '2026-07-01T00:00:00Z[UTC]', end: '2026-08-01T00:00:00Z[UTC]' }, now)).toBe('upcoming');
    expect(dateStatus({ start: '2026-06-01T00:00:00Z[UTC]', end: '2026-08-01T00:00:00Z[UTC]' }, now)).toBe('live');
    expect(dateStatus({ start: '2026-01-01T00:00:00Z[UTC]', end: '2026-02-01T00:00:00Z[UTC]' }, now)).toBe('expired');
    expect(dateStatus({ end: '2027-01-01T00:00:00Z[UTC]' }, now)).toBe('expired');
  });

  it('takes each bound from the ad, else the ad set, else the campaign', () => {
    const levels = {
      ad: { constraints: range(undefined, '2026-07-01T00:00:00Z[UTC]') },
      adSet: { constraints: range('2026-05-01T00:00:00Z[UTC]', '2026-09-01T00:00:00Z[UTC]') },
      campaign: { startDate: '2026-01-01T00:00:00Z[UTC]', endDate: '2026-12-31T00:00:00Z[UTC]' },
    };
    expect(effectiveDates(levels)).toEqual({ start: '2026-05-01T00:00:00Z[UTC]', end: '2026-07-01T00:00:00Z[UTC]' });
    expect(effectiveDates({ campaign: levels.campaign })).toEqual({ start: '2026-01-01T00:00:00Z[UTC]', end: '2026-12-31T00:00:00Z[UTC]' });
  });

  it('reports which level expired, the most specific first', () => {
    const campaign = { startDate: '2026-01-01T00:00:00Z[UTC]', endDate: '2026-03-01T00:00:00Z[UTC]' };
    expect(expiredLevel({ campaign }, now)).toBe('Campaign');
    expect(expiredLevel({ adSet: { constraints: range(undefined, '2026-02-01T00:00:00Z[UTC]') }, campaign }, now)).toBe('Adset');
    expect(expiredLevel({ ad: { constraints: range(undefined, '2026-02-01T00:00:00Z[UTC]') }, campaign }, now)).toBe('Ad');
    expect(expiredLevel({ campaign: { endDate: '2027-01-01T00:00:00Z[UTC]' } }, now)).toBeUndefined();
  });

  it('gives the ad status with the spec tooltips', () => {
    const campaign = { startDate: '2026-01-01T00:00:00Z[UTC]', endDate: '2026-12-31T00:00:00Z[UTC]' };
    const scan = { format: { '@type': 'ProductScanFormat' }, enabled: true };
    expect(adStatus({ ad: { ...scan, enabled: false }, campaign }, now)).toEqual({ status: 'disabled', tooltip: AD_STATUS_TOOLTIPS.adDisabled });
    expect(adStatus({ ad: scan, adSet: { enabled: false }, campaign }, now).tooltip).toBe('The Ad Set is disabled');
    expect(adStatus({ ad: scan, campaign, promotedProductEnabled: false }, now).tooltip).toBe('The Promoted Product is disabled');
    // the promoted product rule only concerns product scan and receipt ads
    expect(adStatus({ ad: { format: { '@type': 'BannerFormat' } }, campaign, promotedProductEnabled: false }, now).status).toBe('live');
    expect(adStatus({ ad: scan, campaign }, now)).toEqual({ status: 'live', tooltip: 'The Ad is currently live' });
    expect(adStatus({ ad: { ...scan, constraints: range('2026-09-01T00:00:00Z[UTC]') }, campaign }, now)).toEqual({
      status: 'upcoming', tooltip: 'The Ad is currently not live. This means the dates are either set in the future or expired',
    });
  });

  it('words dates outside the parent level', () => {
    const parent = { start: '2026-01-01T00:00:00Z[UTC]', end: '2026-02-01T00:00:00Z[UTC]' };
    expect(datesWithin({ start: '2025-12-31T00:00:00Z[UTC]', end: '2026-03-01T00:00:00Z[UTC]' }, parent).map((e) => e.message)).toEqual([
      'Cannot start before Dec 31, 2025, 4:00 PM PST', 'Cannot end after Jan 31, 2026, 4:00 PM PST',
    ]);
    expect(datesWithin({ start: '2026-01-02T00:00:00Z[UTC]' }, parent)).toEqual([]);
    // spec 2 §5: within the parent's dates, so a level may not start after the parent ends (with no end of
    // its own it would never run) nor end before the parent starts.
    expect(datesWithin({ start: '2026-03-01T00:00:00Z[UTC]' }, parent).map((e) => e.message)).toEqual(['Cannot start after Jan 31, 2026, 4:00 PM PST']);
    expect(datesWithin({ end: '2025-12-01T00:00:00Z[UTC]' }, parent).map((e) => e.message)).toEqual(['Cannot end before Dec 31, 2025, 4:00 PM PST']);
  });
});

describe('new ad defaults (spec 2 §9)', () => {
  it('adds one engagement a month, all-time for videos, none for some formats, three for a linked card', () => {
    expect(defaultFrequencyConstraints('ProductScanFormat')).toEqual([{ '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }]);
    expect(defaultFrequencyConstraints('VastUrlFormat')).toEqual([{ '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }]);
    for (const f of ['BannerFormat', 'QuizFormat', 'BigScanFormat', 'BundleFormat', 'ProductReceiptFormat', 'ProductCatalogFormat'] as const) {
      expect(defaultFrequencyConstraints(f)).toEqual([]);
    }
    expect(defaultFrequencyConstraints('LinkedCardFormat').map((c) => [c.engagements, c.period])).toEqual([[6, 'MONTH'], [4, 'WEEK'], [2, 'DAY']]);
    expect(defaultFrequencyPeriod('VideoFormat')).toBe('ALL_TIME');
    expect(defaultMaxEngagementsPeriod('BigScanFormat')).toBe('MONTH');
    expect(defaultMaxEngagementsPeriod('ProductScanFormat')).toBe('ALL_TIME');
  });
});

describe('catalog rules', () => {
  it('maps formats to order line item types', () => {
    expect(lineItemTypesFor({ '@type': 'VastUrlFormat' })).toEqual(['VIDEO', 'VIDEO_PROGRAMMATIC']);
    expect(lineItemTypesFor({ '@type': 'QuizFormat' })).toEqual(['CAROUSEL']);
    expect(lineItemTypesFor({ '@type': 'BundleFormat' })).toEqual(['RECEIPT_BUNDLE', 'SCAN_MISSION']);
    expect(lineItemTypesFor({ '@type': 'BundleFormat', legacy: { bundle_type: 'SCAN_MISSION' } })).toEqual(['SCAN_MISSION']);
    // a story card has no line item of its own; a messaging ad (an image ad with its type) has its type's
    expect(lineItemTypesFor({ '@type': 'ImageFormat' })).toBeUndefined();
    expect(lineItemTypesFor({ '@type': 'ImageFormat', legacy: { ad_type: 'EMAIL' } })).toEqual(['EMAIL']);
    expect(lineItemTypesFor({ '@type': 'ImageFormat', legacy: { ad_type: 'BANNER' } })).toBeUndefined();
  });

  it('labels formats and placements', () => {
    expect(formatLabel({ '@type': 'ProductCatalogFormat', productCatalogType: 'MCOMM' })).toBe('M-Comm Lookbook');
    expect(formatLabel({ '@type': 'BundleFormat', legacy: { bundle_type: 'SCAN_MISSION' } })).toBe('Scan Mission');
    expect(formatLabel({ '@type': 'VastUrlFormat' })).toBe('VAST Video');
    expect(formatLabel({ '@type': 'ImageFormat', legacy: { ad_type: 'CONSUMER_RESEARCH_SURVEY' } })).toBe('Survey');
    expect(formatLabel({ '@type': 'ImageFormat' })).toBe('Image');
    expect(videoPlacementLabel('STORE_LIST')).toBe('Nearby');
  });

  it('offers tapouts by placement and resets to the forced one', () => {
    expect(tapoutOptionsFor('STORE_DETAILS')).toEqual(['StoreDetailsTapout']);
    expect(tapoutOptionsFor('STORE_LIST')).not.toContain('ScanCameraTapout');
    expect(tapoutOptionsFor('STORE_LIST')).toHaveLength(9);
    expect(tapoutOptionsFor('DISCOVER_TAB')).toHaveLength(8);
    expect(tapoutOptionsFor('DISCOVER_TAB')).not.toContain('StoreDetailsTapout');
    expect(defaultTapoutFor('STORE_DETAILS')).toEqual({ '@type': 'ScanCameraTapout' });
    expect(defaultTapoutFor('DISCOVER_TAB')).toEqual({ '@type': 'LocationScansTapout' });
    expect(tapoutAllowedOn('STORE_DETAILS', 'ScanCameraTapout')).toBe(true);
    expect(tapoutAllowedOn('DISCOVER_TAB', 'ScanCameraTapout')).toBe(false);
  });

  it('checks an ad against the campaign orders and explains a missing line item type', () => {
    const orders = [{ id: 'o1', orderLineItems: [{ id: 'li1', orderLineItemType: 'SCAN', pricingModel: { id: 'pm1' } }] }];
    const scan = { format: { '@type': 'ProductScanFormat' } } as never;
    expect(orderLinkProblems({ ...(scan as object), insertionOrderId: 'o1', orderLineItemId: 'li1' } as never, orders)).toEqual([]);
    expect(orderLinkProblems({ ...(scan as object), insertionOrderId: 'o2' } as never, orders)[0]!.fieldName).toBe('insertionOrderId');
    expect(orderLinkProblems({ format: { '@type': 'BannerFormat' }, orderLineItemId: 'li1' } as never, orders)[0]!.fieldName).toBe('orderLineItemId');
    expect(orderLinkProblems({ ...(scan as object), orderLineItemId: 'li1', pricingModelId: 'pmX' } as never, orders)[0]!.fieldName).toBe('pricingModelId');
    expect(adTypeAvailability('BANNER', orders)).toEqual({ available: false, tooltip: 'No valid order line item that matches to Banner has been found in campaign budget' });
    expect(adTypeAvailability('SCAN', orders).available).toBe(true);
  });
});
