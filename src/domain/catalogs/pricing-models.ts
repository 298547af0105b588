import type { AdType } from './ad-types';

export const PRICING_MODEL_TYPES = ['FreePricingModel', 'FlatFee', 'CostPerDay', 'CostPerEngagement', 'CostPerKick'] as const;
export type PricingModelType = (typeof PRICING_MODEL_TYPES)[number];

/** A type's allowed models: never none, the first is the default. */
type AllowedModels = readonly [PricingModelType, ...PricingModelType[]];

const FLAT_OR_FREE: AllowedModels = ['FlatFee', 'FreePricingModel'];
const CPE_OR_FREE: AllowedModels = ['CostPerEngagement', 'FreePricingModel'];
const FLAT_FREE_CPK: AllowedModels = ['FlatFee', 'FreePricingModel', 'CostPerKick'];

/** Pricing models allowed per line item type, first one is the default (spec 2 §9, spec 3 §9). */
export const PRICING_MODELS_BY_TYPE: Record<AdType, AllowedModels> = {
  BANNER: ['CostPerEngagement', 'CostPerDay', 'FlatFee', 'FreePricingModel'],
  BIG_SCAN: ['CostPerEngagement'],
  CAROUSEL: CPE_OR_FREE,
  CONSUMER_RESEARCH_SURVEY: FLAT_OR_FREE,
  EMAIL: FLAT_OR_FREE,
  IN_APP_MESSAGE: FLAT_OR_FREE,
  K4RR: FLAT_OR_FREE,
  MISCELLANEOUS: FLAT_OR_FREE,
  NOTIFICATION_CENTER: FLAT_OR_FREE,
  PUSH_NOTIFICATION: FLAT_OR_FREE,
  SHELF_IMAGE: FLAT_OR_FREE,
  SMS: FLAT_OR_FREE,
  SOCIAL_MEDIA_POST: FLAT_OR_FREE,
  INSTANT_SURPRISE: CPE_OR_FREE,
  VIDEO: CPE_OR_FREE,
  VIDEO_PROGRAMMATIC: CPE_OR_FREE,
  RECEIPT_BUNDLE: FLAT_FREE_CPK,
  PURCHASE_VALIDATION: FLAT_FREE_CPK,
  WALK_IN: FLAT_FREE_CPK,
  LINKED_CARD: ['FreePricingModel', 'CostPerKick'],
  PRODUCT_CATALOG_MCOMM: ['FlatFee', 'CostPerKick'],
  SCAN: ['CostPerEngagement', 'CostPerKick', 'FreePricingModel'],
  SCAN_MISSION: ['CostPerEngagement', 'CostPerKick'],
};

/** A pricing model type in words ('CostPerDay' → 'Cost Per Day'), a type the catalog does not know too. */
export function pricingModelLabel(type: string): string {
  if (type === 'FreePricingModel') return 'Added Value';
  return type.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export function rateLabel(type: PricingModelType): string | undefined {
  switch (type) {
    case 'CostPerDay': return 'Rate per day';
    case 'CostPerEngagement': return 'Rate per engagement';
    case 'CostPerKick': return 'Rate per kick';
    case 'FlatFee': return 'Budget';
    default: return undefined;
  }
}

export const ENGAGEMENTS_SHOWN: readonly PricingModelType[] = ['CostPerEngagement', 'FlatFee', 'FreePricingModel'];
export const ENGAGEMENTS_REQUIRED: readonly PricingModelType[] = ['CostPerEngagement', 'FlatFee'];
