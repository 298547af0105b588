import type { AdType } from '#domain/catalogs/ad-types';
import type { FormatType } from '#domain/catalogs/formats';
import type { Constraint } from '#domain/constraint';
import { defaultAward, type Awards } from './award';
import { defaultAwardType, defaultFrequencyConstraints, INSTANT_SURPRISE_KICKS } from './defaults';
import { newQuizQuestions } from './format-parts';
import { DEFAULT_MIN_PURCHASE_QUANTITY, MAX_TRANSACTION_AMOUNT } from './format';
import { DEFAULT_EXTERNAL_CAMPAIGN_PROVIDER } from '#domain/catalogs/external-campaign-providers';
import { AWARD_FORMATS } from '#domain/catalogs/formats';
import { defaultDescriptionOf, defaultPriorityOf } from './ad';

/**
 * The format an ad of each picker type starts with (spec 2 §2 'ad-type picker', §9 'Ad format to
 * order line item type'). The eight messaging types (App Messaging, Email, …) have no format of
 * their own in the spec: they are image ads (ImageFormat) on a flat-fee or added-value line item.
 * An MCOMM ad is a retailer category award; a receipt starts as a product receipt.
 */
export const FORMAT_OF_AD_TYPE: Record<AdType, FormatType> = {
  IN_APP_MESSAGE: 'ImageFormat',
  BANNER: 'BannerFormat',
  BIG_SCAN: 'BigScanFormat',
  EMAIL: 'ImageFormat',
  INSTANT_SURPRISE: 'InstantSurpriseFormat',
  K4RR: 'K4RRFormat',
  LINKED_CARD: 'LinkedCardFormat',
  CAROUSEL: 'CarouselFormat',
  PRODUCT_CATALOG_MCOMM: 'McommRuleFormat',
  MISCELLANEOUS: 'ImageFormat',
  NOTIFICATION_CENTER: 'ImageFormat',
  VIDEO_PROGRAMMATIC: 'VastUrlFormat',
  PUSH_NOTIFICATION: 'ImageFormat',
  PURCHASE_VALIDATION: 'ProductReceiptFormat',
  RECEIPT_BUNDLE: 'BundleFormat',
  SCAN: 'ProductScanFormat',
  SCAN_MISSION: 'BundleFormat',
  SHELF_IMAGE: 'ShelfImageFormat',
  SMS: 'ImageFormat',
  SOCIAL_MEDIA_POST: 'ImageFormat',
  CONSUMER_RESEARCH_SURVEY: 'ImageFormat',
  VIDEO: 'VideoFormat',
  WALK_IN: 'WalkInFormat',
};

/** The format fields a new ad of a type starts with, beyond its '@type'. */
function newFormatFields(type: AdType, format: FormatType): Record<string, unknown> {
  switch (format) {
    // spec 2 §9: a banner starts with priority zzz, a bundle with abc (the same default the gateway saves)
    case 'BundleFormat': return { legacy: { bundle_type: type, bannerPriority: defaultPriorityOf(format) }, adIds: [] };
    case 'VideoFormat': return { placement: 'DISCOVER_TAB' };
    case 'VastUrlFormat': return { vastUrl: '' };
    case 'QuizFormat': return { questions: newQuizQuestions() };
    case 'LinkedCardFormat': return { loyaltyProgramTypes: [], maxTransactionAmountToAward: MAX_TRANSACTION_AMOUNT.LinkedCardFormat };
    case 'McommRuleFormat': return { maxTransactionAmountToAward: MAX_TRANSACTION_AMOUNT.McommRuleFormat };
    case 'BannerFormat': return { bannerPlacements: [{ bannerLocation: 'STORE_LIST' }], legacy: { bannerPriority: defaultPriorityOf(format) } };
    case 'CarouselFormat': return { items: [] };
    // spec 2 §9: shown as they will be saved (the schema's defaults), not left empty
    case 'ProductReceiptFormat': return { externalCampaignProvider: DEFAULT_EXTERNAL_CAMPAIGN_PROVIDER, minPurchaseQuantity: DEFAULT_MIN_PURCHASE_QUANTITY };
    // a messaging ad keeps its picker type, which names its line item type (catalogs/formats.ts lineItemTypesFor)
    case 'ImageFormat': return { legacy: { ad_type: type } };
    default: return {};
  }
}

/** The award a new ad starts with: its format's default type; an instant surprise gives 1 Kick (spec 2 §9). */
function newAwards(format: FormatType): Awards {
  if (format === 'InstantSurpriseFormat') return { COMPLETED: defaultAward('CurrencyAward', INSTANT_SURPRISE_KICKS) };
  // a walk-in starts with a single amount; its 'Has Walkin levels' switch makes it multi-level
  if (format === 'LinkedCardFormat' || format === 'K4RRFormat' || format === 'McommRuleFormat' || format === 'WalkInFormat') return { COMPLETED: defaultAward(defaultAwardType(format)) };
  // No default Kicks elsewhere: the amount starts empty, for the user to set (spec 2 §5 'positive integer').
  return AWARD_FORMATS.includes(format) && format !== 'VideoFormat' && format !== 'VastUrlFormat' ? ({ COMPLETED: { ...defaultAward('CurrencyAward'), amount: null } } as unknown as Awards) : {};
}

/** A new ad of a picker type (spec 2 §9 'Defaults'): its format, description, frequency constraints and award. */
export function newAdOf(type: AdType) {
  const format = FORMAT_OF_AD_TYPE[type];
  return {
    name: '',
    // spec 2 §9: a bundle starts with its default description (the one the gateway saves an empty one with)
    description: defaultDescriptionOf(format) ?? '',
    enabled: format !== 'BannerFormat',
    topicIds: [] as string[],
    constraints: defaultFrequencyConstraints(format) as Constraint[],
    format: { '@type': format, ...newFormatFields(type, format) },
    awards: newAwards(format),
    impressionUrls: [] as string[],
    engagementUrls: [] as string[],
  };
}
