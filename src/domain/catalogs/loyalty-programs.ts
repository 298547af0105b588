import { labelled } from './labelled';

/** Loyalty programs offered for linked-card ads: MASTERCARD and VISA only (spec 3 §9). */
export const { entries: LOYALTY_PROGRAMS, values: LOYALTY_PROGRAM_VALUES } = labelled([
  { value: 'MASTERCARD', label: 'Mastercard' },
  { value: 'VISA', label: 'Visa' },
]);
export type LoyaltyProgram = (typeof LOYALTY_PROGRAM_VALUES)[number];
