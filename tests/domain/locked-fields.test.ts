import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_RECEIPT_PROVIDER as THIRD_PARTY } from '#domain/ad/format';
import { LOCKED_FIELD_MESSAGES, lockedFieldChanges, lockedFields } from '#domain/ad/locked-fields';
import { PLATFORM_PROVIDER as PLATFORM } from '#domain/catalogs/platform';

const receipt = (type: string, externalCampaignProvider: string, externalOfferId: string | null = 'OFR-1') => ({ format: { '@type': type, externalCampaignProvider, externalOfferId } });

describe('fields locked once the ad is saved (spec 2 §5)', () => {
  it('locks the provider and offer id of a receipt with the third-party provider only', () => {
    // every saved ad keeps its type (spec 2: the type is picked only in create mode)
    expect(lockedFields(receipt('RetailerReceiptFormat', THIRD_PARTY))).toEqual(['formatType', 'externalCampaignProvider', 'externalOfferId']);
    expect(lockedFields(receipt('ProductReceiptFormat', THIRD_PARTY))).toEqual(['formatType', 'externalCampaignProvider', 'externalOfferId']);
    expect(lockedFields(receipt('RetailerReceiptFormat', PLATFORM))).toEqual(['formatType']);
    expect(lockedFields({ format: { '@type': 'ProductScanFormat' } })).toEqual(['formatType']);
  });

  it('refuses each locked field a change gives another value, naming it', () => {
    const stored = receipt('RetailerReceiptFormat', THIRD_PARTY);
    expect(lockedFieldChanges(stored, receipt('RetailerReceiptFormat', THIRD_PARTY))).toEqual([]);
    expect(lockedFieldChanges(stored, receipt('RetailerReceiptFormat', PLATFORM, null))).toEqual([
      { fieldName: 'format.externalCampaignProvider', message: LOCKED_FIELD_MESSAGES.externalCampaignProvider },
      { fieldName: 'format.externalOfferId', message: LOCKED_FIELD_MESSAGES.externalOfferId },
    ]);
    // a platform receipt may take the third-party provider; it is locked from then on
    expect(lockedFieldChanges(receipt('RetailerReceiptFormat', PLATFORM, null), stored)).toEqual([]);
  });

  it("locks a video's placement, a shelf image's product, a big scan's inventory and Kicks, and every ad's type (spec 2 §4)", () => {
    const video = { format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB' } };
    expect(lockedFieldChanges(video, { format: { '@type': 'VideoFormat', placement: 'POST_SCAN' } })).toEqual([{ fieldName: 'format.placement', message: LOCKED_FIELD_MESSAGES.placement }]);
    expect(lockedFieldChanges(video, { format: { '@type': 'VastUrlFormat', placement: 'DISCOVER_TAB' } })).toEqual([{ fieldName: 'format.@type', message: LOCKED_FIELD_MESSAGES.formatType }]);
    const shelf = { topicIds: ['t1'], format: { '@type': 'ShelfImageFormat', promotedProductId: 't1' } };
    expect(lockedFieldChanges(shelf, { topicIds: ['t2'], format: { '@type': 'ShelfImageFormat', promotedProductId: 't2' } })).toEqual([{ fieldName: 'format.promotedProductId', message: LOCKED_FIELD_MESSAGES.product }]);
    // an older ad naming its product only in topicIds keeps it when the form writes it to promotedProductId too
    expect(lockedFieldChanges({ topicIds: ['t1'], format: { '@type': 'ShelfImageFormat' } }, shelf)).toEqual([]);
    const big = { format: { '@type': 'BigScanFormat', inventory: 100 }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 60 } } };
    expect(lockedFieldChanges(big, big)).toEqual([]);
    expect(lockedFieldChanges(big, { format: { '@type': 'BigScanFormat', inventory: 200 }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 70 } } })).toEqual([
      { fieldName: 'format.inventory', message: LOCKED_FIELD_MESSAGES.inventory },
      { fieldName: 'awards.COMPLETED.amount', message: LOCKED_FIELD_MESSAGES.kicks },
    ]);
  });
});
