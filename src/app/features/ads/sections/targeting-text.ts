import { MAX_AGE, MIN_AGE, TARGETING_MESSAGES } from '#domain/ad/targeting';

/** The Audience Targeting section's texts (spec 2 'Ad form', §3 'Targeting', §8). */
export const TARGETING_TEXT = {
  addMore: 'Add more fields',
  addTitle: 'Add more fields',
  add: 'Add',
  fields: 'Targeting fields',
  loading: 'Loading targeting fields...',
  allAdded: 'Every targeting field is added.',
  none: 'No targeting: the ad is shown to every shopper.',
  loadFailed: TARGETING_MESSAGES.loadFailed,
  operator: 'Operator',
  includeUnknown: 'Include unknown',
  values: 'Values',
  ageHint: `Ages from ${MIN_AGE} to ${MAX_AGE}, separated by commas.`,
  numbersHint: 'Numbers separated by commas.',
  removeShort: 'Remove',
  remove: (label: string) => `Remove ${label}`,
} as const;
