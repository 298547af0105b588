import { mapNonEmpty } from '#domain/lists';
/** Loyalty programs offered for linked-card ads: MASTERCARD and VISA only (spec 3 §9). */
export const LOYALTY_PROGRAMS = [
  { value: 'MASTERCARD', label: 'Mastercard' },
  { value: 'VISA', label: 'Visa' },
] as const;
export type LoyaltyProgram = (typeof LOYALTY_PROGRAMS)[number]['value'];
export const LOYALTY_PROGRAM_VALUES = mapNonEmpty(LOYALTY_PROGRAMS, (p) => p.value);
