import { describe, expect, it } from 'vitest';
import { AdSchema, validateAdAtOnce } from '#domain/ad/ad';
import { LOOKBOOK_IMAGES, LOOKBOOK_RULE_MESSAGES, lookbookContextProblems } from '#domain/ad/lookbook-rules';
import { newOffer, parseOfferPrice, PRODUCT_ITEM_MESSAGES } from '#domain/ad/product-item';
import { validate } from '#domain/validation';

const lookbook = (format: Record<string, unknown> = {}, over: Record<string, unknown> = {}) => ({ format: { '@type': 'CarouselFormat', ...format }, ...over });
const sponsored = { campaignCategory: 'BRAND', storyGroupType: 'SPONSORED' };
const cover = { sponsoredCover: { url: 'https://images.example/s.png' } };
const START = '2030-03-01T17:00:00Z[UTC]';
const END = '2030-03-31T06:59:00Z[UTC]';

describe('lookbook rules', () => {
  it('gives the spec 2 §9 sizes of the lookbook images', () => {
    expect(Object.values(LOOKBOOK_IMAGES).map((i) => [i.key, `${i.size.width}x${i.size.height}`])).toEqual([
      ['cover', '304x170'], ['previewThumbnail', '640x380'], ['kicksActivity', '320x320'], ['sponsoredCover', '640x360'],
    ]);
  });

  it('asks a lookbook of a sponsored story group for its sponsored cover, in the words of spec 2 §5', () => {
    const missing = [{ fieldName: 'format.images.sponsoredCover', message: 'Sponsored cover image required for a sponsored story group' }];
    expect(lookbookContextProblems(lookbook({ legacy: { storyGroupId: '313' } }), sponsored)).toEqual(missing);
    expect(lookbookContextProblems(lookbook({ '@type': 'ProductCatalogFormat', legacy: { storyGroupId: '313' } }), sponsored)).toEqual(missing);
    expect(lookbookContextProblems(lookbook({ legacy: { storyGroupId: '313' }, images: cover }), sponsored)).toEqual([]);
    expect(lookbookContextProblems(lookbook({ legacy: { storyGroupId: '301' } }), { storyGroupType: 'BRANDED' })).toEqual([]);
    // a story card is no lookbook: it has no cover of its own
    expect(lookbookContextProblems({ format: { '@type': 'ImageFormat', legacy: { storyGroupId: '313' } } }, sponsored)).toEqual([]);
  });

  it('lets a lookbook stored without its sponsored cover be saved as read, not moved into a sponsored group', () => {
    const stored = lookbook({ legacy: { storyGroupId: '313' } });
    expect(lookbookContextProblems(lookbook({ legacy: { storyGroupId: '313' } }), sponsored, stored)).toEqual([]);
    const movedIn = lookbookContextProblems(lookbook({ legacy: { storyGroupId: '313' } }), sponsored, lookbook({ legacy: { storyGroupId: '301' } }));
    expect(movedIn.map((p) => p.message)).toEqual([LOOKBOOK_RULE_MESSAGES.sponsoredCover]);
    // a cover it had may not be dropped
    const dropped = lookbookContextProblems(lookbook({ legacy: { storyGroupId: '313' } }), sponsored, lookbook({ legacy: { storyGroupId: '313' }, images: cover }));
    expect(dropped.map((p) => p.message)).toEqual([LOOKBOOK_RULE_MESSAGES.sponsoredCover]);
  });

  it('gives global engagement URLs to brand lookbooks only; ones stored before stay as read', () => {
    const urls = { engagementUrls: ['https://track.example/e'] };
    expect(lookbookContextProblems(lookbook({}, urls), { campaignCategory: 'BRAND' })).toEqual([]);
    expect(lookbookContextProblems(lookbook({}, urls), {})).toEqual([]);
    expect(lookbookContextProblems(lookbook({}, urls), { campaignCategory: 'RETAIL' })).toEqual([{ fieldName: 'engagementUrls', message: 'Global engagement URLs are for brand campaigns only' }]);
    expect(lookbookContextProblems(lookbook({}, urls), { campaignCategory: 'MCOMM' }, lookbook({}, urls))).toEqual([]);
    expect(lookbookContextProblems(lookbook({}, { engagementUrls: [] }), { campaignCategory: 'RETAIL' })).toEqual([]);
    // any other ad keeps its engagement URLs in any campaign
    expect(lookbookContextProblems({ ...urls, format: { '@type': 'ProductScanFormat' } }, { campaignCategory: 'RETAIL' })).toEqual([]);
  });
});

describe('product item offers and MSRP', () => {
  it('reads an offer price of digits and dots only, as money', () => {
    expect(parseOfferPrice('1.99')).toEqual({ amount: 199, precision: 2 });
    expect(parseOfferPrice('5')).toEqual({ amount: 500, precision: 2 });
    for (const refused of ['', '1,99', '$2', '-1', '1.2.3', '1 99', 'abc']) expect(parseOfferPrice(refused)).toBeUndefined();
  });

  it('makes an offer only from a price, a start and an end (the add button)', () => {
    expect(newOffer({ price: '1.99', start: START, end: END })).toEqual({
      amount: 199, currency: 'USD', precision: 2, offerValidityConstraints: [{ '@type': 'DateRangeConstraint', startTimestamp: START, endTimestamp: END }],
    });
    expect(newOffer({ price: '', start: START, end: END })).toBeUndefined();
    expect(newOffer({ price: '1.9x', start: START, end: END })).toBeUndefined();
    expect(newOffer({ price: '1.99', start: null, end: END })).toBeUndefined();
    expect(newOffer({ price: '1.99', start: START, end: null })).toBeUndefined();
  });

  it("holds a story card's offers, MSRP, partner web URL and brand name to their rules in the ad schema", () => {
    const item = (format: Record<string, unknown>) => lookbook({ '@type': 'ProductCatalogFormat', productCatalogType: 'RETAIL', items: [{ ad: { name: 'Oats', format: { '@type': 'RetailProductCatalogItemFormat', ...format } } }] }, { name: 'Looks' });
    const at = 'format.items.0.ad.format';
    const errors = (format: Record<string, unknown>) => {
      const r = validateAdAtOnce(item(format));
      return r.ok ? [] : r.errors;
    };
    const offer = newOffer({ price: '1.99', start: START, end: END })!;
    expect(errors({ offers: [offer], countryToProductMsrpMap: { US: { msrp: 349 } }, partnerWebUrl: 'https://shop.example', brandName: 'Oat Co' })).toEqual([]);
    expect(errors({ offers: [{ ...offer, amount: 1.5 }] })).toEqual([{ fieldName: `${at}.offers.0.amount`, message: PRODUCT_ITEM_MESSAGES.offerPrice }]);
    expect(errors({ offers: [{ ...offer, offerValidityConstraints: [] }] })).toEqual([{ fieldName: `${at}.offers.0.offerValidityConstraints`, message: PRODUCT_ITEM_MESSAGES.offerDates }]);
    expect(errors({ countryToProductMsrpMap: { US: { msrp: -1 } } })).toEqual([{ fieldName: `${at}.countryToProductMsrpMap.US.msrp`, message: 'MSRP may contain only digits' }]);
    expect(errors({ partnerWebUrl: 'shop' })).toEqual([{ fieldName: `${at}.partnerWebUrl`, message: 'Please make sure to add a valid URL.' }]);
    expect(validate(AdSchema, item({ brandName: 'b'.repeat(257) })).ok).toBe(false);
  });
});
