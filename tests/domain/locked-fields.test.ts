import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_RECEIPT_PROVIDER as THIRD_PARTY } from '../../src/domain/ad/format';
import { LOCKED_FIELD_MESSAGES, lockedFieldChanges, lockedFields } from '../../src/domain/ad/locked-fields';
import { PLATFORM_PROVIDER as PLATFORM } from '../../src/domain/catalogs/platform';

const receipt = (type: string, externalCampaignProvider: string, externalOfferId: string | null = 'OFR-1') => ({ format: { '@type': type, externalCampaignProvider, externalOfferId } });

describe('fields locked once the ad is saved (spec 2 §5)', () => {
  it('locks the provider and offer id of a receipt with the third-party provider only', () => {
    expect(lockedFields(receipt('RetailerReceiptFormat', THIRD_PARTY))).toEqual(['externalCampaignProvider', 'externalOfferId']);
    expect(lockedFields(receipt('ProductReceiptFormat', THIRD_PARTY))).toEqual(['externalCampaignProvider', 'externalOfferId']);
    expect(lockedFields(receipt('RetailerReceiptFormat', PLATFORM))).toEqual([]);
    expect(lockedFields({ format: { '@type': 'ProductScanFormat' } })).toEqual([]);
  });

  it('refuses each locked field a change gives another value, naming it', () => {
    const stored = receipt('RetailerReceiptFormat', THIRD_PARTY);
    expect(lockedFieldChanges(stored, receipt('RetailerReceiptFormat', THIRD_PARTY))).toEqual([]);
    expect(lockedFieldChanges(stored, receipt('RetailerReceiptFormat', PLATFORM, null))).toEqual([
      { fieldName: 'format.externalCampaignProvider', message: LOCKED_FIELD_MESSAGES.externalCampaignProvider },
      { fieldName: 'format.externalOfferId', message: LOCKED_FIELD_MESSAGES.externalOfferId },
    ]);
    // a platform receipt may take the third-party provider; it is locked from then on
    expect(lockedFieldChanges(receipt('ProductReceiptFormat', PLATFORM, null), stored)).toEqual([]);
  });
});
