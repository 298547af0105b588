import type { FieldError } from '#domain/validation';
import { kickAmountOf } from './award';
import { THIRD_PARTY_RECEIPT_PROVIDER } from './format';
import { productOf } from './scan-links';

/**
 * Fields fixed once the ad is saved:
 * - spec 2 §5: 'Retailer receipt with the third-party external provider: external offer id
 *   required; provider and offer id locked once the ad has an id': the provider holds the offer
 *   under that id. As with the offer id rule (`formatProblems`), a product receipt with that
 *   provider counts too; a receipt of the platform's own provider locks nothing.
 * - spec 2 §4: 'Video placement is fixed after save; shelf-image product is fixed after save; big
 *   scan inventory and kicks cannot change after saving.'
 * - spec 2 'Ad form': the type is picked 'only in create mode', so a saved ad keeps its format kind.
 */
export const LOCKED_FIELD_MESSAGES = {
  externalCampaignProvider: 'The external campaign provider cannot be changed once the ad is saved',
  externalOfferId: 'The external offer id cannot be changed once the ad is saved',
  formatType: 'The ad type cannot be changed once the ad is saved',
  placement: 'The video placement cannot be changed once the ad is saved',
  product: 'The shelf image product cannot be changed once the ad is saved',
  inventory: 'The big scan inventory cannot be changed once the ad is saved',
  kicks: 'The big scan Kicks cannot be changed once the ad is saved',
  /** spec 2 §4: 'Linked-card ads in edit mode cannot be submitted' (the form says why in these words). */
  linkedCard: 'A linked card ad cannot be changed once created.',
} as const;
export type LockedField = keyof typeof LOCKED_FIELD_MESSAGES;

interface LockableAd {
  topicIds?: readonly string[] | null;
  format: {
    '@type': string;
    externalCampaignProvider?: string | null;
    externalOfferId?: string | null;
    placement?: string | null;
    promotedProductId?: string | null;
    inventory?: number | null;
  };
  awards?: { COMPLETED?: object | null } | null;
}

const RECEIPT_FORMATS: readonly string[] = ['ProductReceiptFormat', 'RetailerReceiptFormat'];

/** Each lock: when a stored ad has it, where the refusal points, and the value that may not change. */
const LOCKS: { field: LockedField; path: string; applies: (stored: LockableAd) => boolean; read: (ad: LockableAd) => unknown }[] = [
  { field: 'formatType', path: 'format.@type', applies: () => true, read: (ad) => ad.format['@type'] },
  {
    field: 'externalCampaignProvider',
    path: 'format.externalCampaignProvider',
    applies: (s) => RECEIPT_FORMATS.includes(s.format['@type']) && s.format.externalCampaignProvider === THIRD_PARTY_RECEIPT_PROVIDER,
    read: (ad) => ad.format.externalCampaignProvider,
  },
  {
    field: 'externalOfferId',
    path: 'format.externalOfferId',
    applies: (s) => RECEIPT_FORMATS.includes(s.format['@type']) && s.format.externalCampaignProvider === THIRD_PARTY_RECEIPT_PROVIDER,
    read: (ad) => ad.format.externalOfferId,
  },
  { field: 'placement', path: 'format.placement', applies: (s) => s.format['@type'] === 'VideoFormat', read: (ad) => ad.format.placement },
  { field: 'product', path: 'format.promotedProductId', applies: (s) => s.format['@type'] === 'ShelfImageFormat', read: (ad) => productOf(ad) },
  { field: 'inventory', path: 'format.inventory', applies: (s) => s.format['@type'] === 'BigScanFormat', read: (ad) => ad.format.inventory },
  { field: 'kicks', path: 'awards.COMPLETED.amount', applies: (s) => s.format['@type'] === 'BigScanFormat', read: (ad) => kickAmountOf(ad.awards) },
];

/** The fields of a stored ad that no change may touch (the type of every ad, beside its format's own). */
export function lockedFields(stored: LockableAd): LockedField[] {
  return LOCKS.filter((l) => l.applies(stored)).map((l) => l.field);
}

/** Each locked field a change gives another value than the stored ad's, as the refusal naming it. */
export function lockedFieldChanges(stored: LockableAd, next: LockableAd): FieldError[] {
  return LOCKS.filter((l) => l.applies(stored) && (l.read(next) ?? null) !== (l.read(stored) ?? null)).map((l) => ({
    fieldName: l.path,
    message: LOCKED_FIELD_MESSAGES[l.field],
  }));
}
