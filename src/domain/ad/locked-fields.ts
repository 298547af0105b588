import type { FieldError } from '../validation';
import { THIRD_PARTY_RECEIPT_PROVIDER } from './format';

/**
 * Fields fixed once the ad is saved (spec 2 §5: 'Retailer receipt with the third-party external
 * provider: external offer id required; provider and offer id locked once the ad has an id'): the
 * provider holds the offer under that id. As with the offer id rule (`formatProblems`), a product
 * receipt with that provider counts too; a receipt of the platform's own provider locks nothing.
 */
export const LOCKED_FIELD_MESSAGES = {
  externalCampaignProvider: 'The external campaign provider cannot be changed once the ad is saved',
  externalOfferId: 'The external offer id cannot be changed once the ad is saved',
} as const;
export type LockedField = keyof typeof LOCKED_FIELD_MESSAGES;

interface LockableAd {
  format: { '@type': string; externalCampaignProvider?: string | null; externalOfferId?: string | null };
}

const RECEIPT_FORMATS: readonly string[] = ['ProductReceiptFormat', 'RetailerReceiptFormat'];

/** The format fields of a stored ad that no change may touch. */
export function lockedFields(stored: LockableAd): LockedField[] {
  const { format } = stored;
  return RECEIPT_FORMATS.includes(format['@type']) && format.externalCampaignProvider === THIRD_PARTY_RECEIPT_PROVIDER ? ['externalCampaignProvider', 'externalOfferId'] : [];
}

/** Each locked field a change gives another value than the stored ad's, as the refusal naming it. */
export function lockedFieldChanges(stored: LockableAd, next: LockableAd): FieldError[] {
  return lockedFields(stored)
    .filter((field) => (next.format[field] ?? null) !== (stored.format[field] ?? null))
    .map((field) => ({ fieldName: `format.${field}`, message: LOCKED_FIELD_MESSAGES[field] }));
}
