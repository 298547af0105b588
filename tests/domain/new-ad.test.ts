import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdSchema } from '#domain/ad/ad';
import { newAdOf } from '#domain/ad/new-ad';
import { orderLinkOf } from '#domain/ad/rules';
import { AD_TYPE_VALUES } from '#domain/catalogs/ad-types';
import { lineItemTypesFor } from '#domain/catalogs/formats';
import { issuePath } from '#domain/validation';

/** What a new ad of each type still lacks once named and given Kicks: the fields its form asks for. */
const STILL_NEEDED: Record<string, string[]> = {
  VIDEO_PROGRAMMATIC: ['format.vastUrl'],
  // its video: an uploaded file or an external URL (spec 2 'Video form')
  VIDEO: ['format.videoUrl'],
  BIG_SCAN: ['constraints'],
  LINKED_CARD: ['format.loyaltyProgramTypes'],
  // one chain of its own (spec 2 §5)
  K4RR: ['constraints'],
  RECEIPT_BUNDLE: ['format.adIds'],
  SCAN_MISSION: ['format.adIds'],
};

describe('a new ad of each picker type', () => {
  it('has a line item rule that accepts its own type (a messaging ad: only its own)', () => {
    for (const type of AD_TYPE_VALUES) expect(lineItemTypesFor(newAdOf(type).format), type).toContain(type);
    expect(lineItemTypesFor(newAdOf('PUSH_NOTIFICATION').format)).toEqual(['PUSH_NOTIFICATION']);
    expect(newAdOf('SMS').format).toEqual({ '@type': 'ImageFormat', legacy: { ad_type: 'SMS' } });
  });

  it('passes the gateway schema once named and given Kicks, except for what its format must still be told', () => {
    for (const type of AD_TYPE_VALUES) {
      const ad = newAdOf(type);
      const award = ad.awards.COMPLETED as { amount?: unknown } | undefined;
      if (award && award.amount === null) award.amount = 5;
      const result = v.safeParse(AdSchema, { ...ad, name: 'New ad' });
      const paths = result.success ? [] : result.issues.map(issuePath);
      expect(paths, type).toEqual(STILL_NEEDED[type] ?? []);
    }
  });

  it('starts with the spec defaults: banner disabled, bundle type kept, instant surprise 1 Kick, video without award', () => {
    expect(newAdOf('BANNER').enabled).toBe(false);
    expect(newAdOf('SCAN_MISSION').format).toMatchObject({ '@type': 'BundleFormat', legacy: { bundle_type: 'SCAN_MISSION' } });
    expect(newAdOf('INSTANT_SURPRISE').awards).toEqual({ COMPLETED: { '@type': 'CurrencyAward', amount: 1, currency: 'KICKS', precision: 0 } });
    expect(newAdOf('VIDEO').awards).toEqual({});
    // spec 2 §9: priority defaults banner zzz, bundle abc
    expect(newAdOf('BANNER').format).toMatchObject({ legacy: { bannerPriority: 'zzz' } });
    expect(newAdOf('RECEIPT_BUNDLE').format).toMatchObject({ legacy: { bundle_type: 'RECEIPT_BUNDLE', bannerPriority: 'abc' } });
    expect(newAdOf('SCAN_MISSION').format).toMatchObject({ legacy: { bannerPriority: 'abc' } });
    expect(newAdOf('VIDEO').constraints).toEqual([{ '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }]);
    // a receipt shows the provider and minimum it will be saved with (spec 2 §9: min purchase quantity 1)
    expect(newAdOf('PURCHASE_VALIDATION').format).toMatchObject({ '@type': 'ProductReceiptFormat', externalCampaignProvider: 'SHOPKICK', minPurchaseQuantity: 1 });
  });
});

describe('order auto-fill (spec 2 §4)', () => {
  const orders = [
    { id: 'o1', orderLineItems: [{ id: 'a', orderLineItemType: 'SCAN', pricingModel: { id: 'pa' } }, { id: 'b', orderLineItemType: 'PURCHASE_VALIDATION', pricingModel: { id: 'pb' } }] },
    { id: 'o2', orderLineItems: [{ id: 'c', orderLineItemType: 'SCAN', pricingModel: { id: 'pc' } }] },
  ];
  it('fills ids and pricing model when one line item matches, and the wallet for wallet-related types', () => {
    expect(orderLinkOf({ '@type': 'ProductReceiptFormat' }, orders, {})).toEqual({ insertionOrderId: 'o1', orderLineItemId: 'b', pricingModelId: 'pb', walletId: 'b' });
    expect(orderLinkOf({ '@type': 'ProductScanFormat' }, orders, { insertionOrderId: 'o2' })).toEqual({ insertionOrderId: 'o2', orderLineItemId: 'c', pricingModelId: 'pc', walletId: null });
  });
  it('leaves the choice open when several match', () => {
    expect(orderLinkOf({ '@type': 'ProductScanFormat' }, orders, {})).toEqual({ insertionOrderId: null, orderLineItemId: null, pricingModelId: null, walletId: null });
  });
});
