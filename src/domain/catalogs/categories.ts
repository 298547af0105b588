import { labelled } from './labelled';

/** Campaign categories on the campaign form (spec 1 §9); BRAND is the default. */
export const CAMPAIGN_CATEGORIES = ['BRAND', 'MCOMM', 'RETAIL'] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

/**
 * Retailer categories (topics of @type PromotedCategory) belong to MCOMM campaigns: spec 3 §1 lists
 * them only when the campaign category is MCOMM. The gateway refuses to create one elsewhere; the
 * portal shows their list and links only there.
 */
export const takesRetailerCategories = (campaignCategory: string | null | undefined): boolean => campaignCategory === 'MCOMM';

/** Insertion order campaign types with their form labels. */
export const { entries: ORDER_CAMPAIGN_TYPES, values: ORDER_CAMPAIGN_TYPE_VALUES, label: orderCampaignTypeLabel } = labelled([
  { value: 'UNSPECIFIED', label: 'Unspecified' },
  { value: 'ENGAGEMENT', label: 'Engagement based' },
  { value: 'PERFORMANCE', label: 'Performance based' },
]);
export type OrderCampaignType = (typeof ORDER_CAMPAIGN_TYPE_VALUES)[number];

export const CAMPAIGN_STATUSES = ['LIVE', 'PAUSED', 'ENDED', 'DRAFT'] as const;

export const FREQUENCY_PERIODS = ['DAY', 'WEEK', 'MONTH', 'ALL_TIME'] as const;

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_PRECISION = 2;
