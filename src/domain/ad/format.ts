import * as v from 'valibot';
import { object } from '#domain/plain-object';
import { PRODUCT_CATALOG_TYPES } from '#domain/catalogs/formats';
import { VIDEO_PLACEMENT_VALUES, WALK_IN_TAGS } from '#domain/catalogs/placements';
import { DEFAULT_EXTERNAL_CAMPAIGN_PROVIDER, EXTERNAL_CAMPAIGN_PROVIDERS } from '#domain/catalogs/external-campaign-providers';
import { LOYALTY_PROGRAM_VALUES } from '#domain/catalogs/loyalty-programs';
import { constraintList } from '#domain/constraint';
import { httpUrl, idRef, integer, LIMITS, text } from '#domain/text';
import { kicks } from './award';
import { commonFormatFields as common, LegacySchema, QuizQuestionSchema } from './format-parts';
import {
  ImageFormatSchema, InstantSurpriseFormatSchema, lookbookFields, McommProductCatalogItemFormatSchema, RetailProductCatalogItemFormatSchema,
} from './lookbook';

/** Every ad format kind, a variant on '@type' (spec 2 §3). */
export const FORMAT_RULE_MESSAGES = {
  scanLimitsTogether: 'Max scans per location and rollover time are both required once either is set',
  rolloverMinimum: 'Rollover time must be at least 6 hours',
  externalOfferId: 'External offer id is required for this provider',
  // spec 2 §5: said only while the campaign has fewer than two ads to link (bundleLinkProblem)
  bundleAds: 'Please create a minimum of two scans/receipts Ads to link together before creating a bundle',
  // not a spec text: with enough ads to link, the bundle asks for two of them
  bundleChooseTwo: 'Choose at least two ads to link',
  loyaltyPrograms: 'Make sure to select a chain with valid Loyalty Programs',
  guidancePair: 'Guidance text and guidance image are each required once the other is set',
  // spec 2 'Video form (uploaded file or external video-ad URL)': a video ad plays one; the spec words no message
  videoRequired: 'Video URL is required: upload an mp4 or enter the video URL',
} as const;

export const MIN_ROLLOVER_HOURS = 6;
/** The third-party receipt provider: its ads need an external offer id. */
export const THIRD_PARTY_RECEIPT_PROVIDER = 'PRODEGE';
export const MAX_TRANSACTION_AMOUNT = { McommRuleFormat: 400000, LinkedCardFormat: 2000 } as const;
export const DEFAULT_MIN_PURCHASE_QUANTITY = 1;

const optional = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));
const kind = <T extends string>(type: T) => ({ '@type': v.literal(type), ...common });

export const ProductScanFormatSchema = object({
  ...kind('ProductScanFormat'),
  legalAgeRequired: v.optional(v.boolean(), false),
  maxScansPerLocation: optional(integer(1)),
  // hours
  rolloverTimePerLocation: optional(integer(0)),
});

const receiptFields = {
  manualAwardingOnly: v.optional(v.boolean(), false),
  externalCampaignProvider: v.optional(v.picklist(EXTERNAL_CAMPAIGN_PROVIDERS, `Must be ${EXTERNAL_CAMPAIGN_PROVIDERS.join(' or ')}`), DEFAULT_EXTERNAL_CAMPAIGN_PROVIDER),
  externalOfferId: optional(text(LIMITS.shortText)),
  externalDuplicateDetection: v.optional(v.boolean(), false),
  minPurchaseQuantity: v.optional(integer(1), DEFAULT_MIN_PURCHASE_QUANTITY),
  maxTransactionAmountToAward: optional(integer(0)),
  // spec 2 §4: switched on, both start empty; a field emptied in the form arrives as null and reads as empty
  ereceipt: optional(object({ offerType: v.nullish(text(LIMITS.id), ''), webviewURL: v.nullish(httpUrl(), '') })),
};
export const ProductReceiptFormatSchema = object({ ...kind('ProductReceiptFormat'), ...receiptFields });
export const RetailerReceiptFormatSchema = object({ ...kind('RetailerReceiptFormat'), ...receiptFields });

export const BigScanFormatSchema = object({ ...kind('BigScanFormat'), inventory: optional(integer(0)) });

/** The ads a bundle links (spec 2 §5): the campaign's scan and receipt ads. */
export const BUNDLE_LINKABLE_FORMATS: readonly string[] = ['ProductScanFormat', 'ProductReceiptFormat', 'RetailerReceiptFormat'];
export const MIN_BUNDLE_ADS = 2;

export const BundleFormatSchema = object({
  ...kind('BundleFormat'),
  adIds: v.pipe(v.array(idRef(), FORMAT_RULE_MESSAGES.bundleChooseTwo), v.minLength(MIN_BUNDLE_ADS, FORMAT_RULE_MESSAGES.bundleChooseTwo), v.maxLength(LIMITS.listItems)),
});

/**
 * What a bundle's 'Ads to link' asks for, given the campaign's ads: while fewer than two can be
 * linked, to create them first (spec 2 §5); otherwise, once fewer than two are chosen, to choose two.
 */
export function bundleLinkProblem(
  bundle: { id?: string; format: { '@type': string; adIds?: readonly string[] | null } },
  campaignAds: readonly { id?: string; format: { '@type': string } }[],
): string | undefined {
  if (bundle.format['@type'] !== 'BundleFormat') return undefined;
  const linkable = campaignAds.filter((a) => a.id !== bundle.id && BUNDLE_LINKABLE_FORMATS.includes(a.format['@type']));
  if (linkable.length < MIN_BUNDLE_ADS) return FORMAT_RULE_MESSAGES.bundleAds;
  return (bundle.format.adIds?.length ?? 0) < MIN_BUNDLE_ADS ? FORMAT_RULE_MESSAGES.bundleChooseTwo : undefined;
}

export const VideoFormatSchema = object({
  ...kind('VideoFormat'),
  placement: v.picklist(VIDEO_PLACEMENT_VALUES, `Must be one of ${VIDEO_PLACEMENT_VALUES.join(', ')}`),
  title: optional(text(LIMITS.shortText)),
  thumbnail: optional(text(LIMITS.url)),
});

export const VastUrlFormatSchema = object({
  ...kind('VastUrlFormat'),
  vastUrl: v.pipe(httpUrl(), v.minLength(1, 'VAST URL is required')),
  title: optional(text(LIMITS.shortText)),
  thumbnail: optional(text(LIMITS.url)),
  placement: optional(v.picklist(VIDEO_PLACEMENT_VALUES, `Must be one of ${VIDEO_PLACEMENT_VALUES.join(', ')}`)),
});

export const WalkInFormatSchema = object({
  ...kind('WalkInFormat'),
  bigWalkin: v.optional(v.boolean(), false),
  isOwnTheTrip: v.optional(v.boolean(), false),
  tags: v.optional(v.pipe(v.array(v.union([v.picklist(WALK_IN_TAGS), text(LIMITS.tag)])), v.maxLength(LIMITS.listItems))),
  legacy: optional(LegacySchema),
});

export const BonusAwardSchema = object({ award: kicks(), awardValidityConstraints: constraintList() });
export const LinkedCardFormatSchema = object({
  ...kind('LinkedCardFormat'),
  loyaltyProgramTypes: v.pipe(
    v.array(v.picklist(LOYALTY_PROGRAM_VALUES, 'Must be MASTERCARD or VISA'), FORMAT_RULE_MESSAGES.loyaltyPrograms),
    v.minLength(1, FORMAT_RULE_MESSAGES.loyaltyPrograms),
  ),
  bonusAwards: v.optional(v.pipe(v.array(BonusAwardSchema), v.maxLength(100))),
  maxTransactionAmountToAward: v.optional(integer(0), MAX_TRANSACTION_AMOUNT.LinkedCardFormat),
  currency: v.optional(v.picklist(['USD'], 'Must be USD'), 'USD'),
  integrationEntityId: optional(idRef()),
});

export const BannerFormatSchema = object({
  ...kind('BannerFormat'),
  // banner tags (spec 2 'Banner form'); a video OTT's store details banner carries OTT_VIDEO
  tags: v.optional(v.pipe(v.array(text(LIMITS.tag)), v.maxLength(LIMITS.listItems))),
});
export const CarouselFormatSchema = object({ ...kind('CarouselFormat'), ...lookbookFields });
export const ProductCatalogFormatSchema = object({
  ...kind('ProductCatalogFormat'),
  ...lookbookFields,
  productCatalogType: v.picklist(PRODUCT_CATALOG_TYPES, 'Must be RETAIL or MCOMM'),
});
export const McommRuleFormatSchema = object({
  ...kind('McommRuleFormat'),
  maxTransactionAmountToAward: v.optional(integer(0), MAX_TRANSACTION_AMOUNT.McommRuleFormat),
});
export const QuizFormatSchema = object({
  ...kind('QuizFormat'),
  questions: v.pipe(v.array(QuizQuestionSchema), v.minLength(1, 'Add at least one question'), v.maxLength(50, 'At most 50 questions')),
});
export const ShelfImageFormatSchema = object({
  ...kind('ShelfImageFormat'),
  guidanceText: optional(text(LIMITS.description)),
  guidanceImage: optional(text(LIMITS.url)),
});
/** Kicks for retailer receipt: bonus awards and a cap per transaction, as a linked card has (spec 2 §3). */
export const K4RRFormatSchema = object({
  ...kind('K4RRFormat'),
  bonusAwards: v.optional(v.pipe(v.array(BonusAwardSchema), v.maxLength(100))),
  maxTransactionAmountToAward: optional(integer(0)),
});

export const FormatSchema = v.variant(
  '@type',
  [
    ProductScanFormatSchema, ProductReceiptFormatSchema, RetailerReceiptFormatSchema, BigScanFormatSchema, BundleFormatSchema,
    VideoFormatSchema, VastUrlFormatSchema, WalkInFormatSchema, LinkedCardFormatSchema, BannerFormatSchema, CarouselFormatSchema,
    ProductCatalogFormatSchema, McommRuleFormatSchema, QuizFormatSchema, ShelfImageFormatSchema, K4RRFormatSchema,
    InstantSurpriseFormatSchema, ImageFormatSchema, McommProductCatalogItemFormatSchema, RetailProductCatalogItemFormatSchema,
  ],
  'Unknown format type',
);
export type Format = v.InferOutput<typeof FormatSchema>;

/** The fields formatProblems reads, inside the format. */
export const FORMAT_RULE_READS: readonly string[][] = [
  ['@type'], ['maxScansPerLocation'], ['rolloverTimePerLocation'], ['externalCampaignProvider'], ['externalOfferId'], ['guidanceText'], ['guidanceImage'], ['videoUrl'],
];

/**
 * Cross-field rules of one format, as [path inside the format, message]. They live outside the
 * variant because valibot's variant takes plain object options.
 */
export function formatProblems(f: Format): [string[], string][] {
  const problems: [string[], string][] = [];
  if (f['@type'] === 'ProductScanFormat') {
    if ((f.maxScansPerLocation == null) !== (f.rolloverTimePerLocation == null)) {
      problems.push([[f.maxScansPerLocation == null ? 'maxScansPerLocation' : 'rolloverTimePerLocation'], FORMAT_RULE_MESSAGES.scanLimitsTogether]);
    }
    if (f.rolloverTimePerLocation != null && f.rolloverTimePerLocation < MIN_ROLLOVER_HOURS) problems.push([['rolloverTimePerLocation'], FORMAT_RULE_MESSAGES.rolloverMinimum]);
  }
  if ((f['@type'] === 'ProductReceiptFormat' || f['@type'] === 'RetailerReceiptFormat') && f.externalCampaignProvider === THIRD_PARTY_RECEIPT_PROVIDER && !f.externalOfferId?.trim()) {
    problems.push([['externalOfferId'], FORMAT_RULE_MESSAGES.externalOfferId]);
  }
  if (f['@type'] === 'ShelfImageFormat' && Boolean(f.guidanceText) !== Boolean(f.guidanceImage)) {
    problems.push([[f.guidanceText ? 'guidanceImage' : 'guidanceText'], FORMAT_RULE_MESSAGES.guidancePair]);
  }
  // a video ad plays its video: an uploaded file (stored as its URL) or an external video-ad URL
  if (f['@type'] === 'VideoFormat' && !f.videoUrl?.trim()) problems.push([['videoUrl'], FORMAT_RULE_MESSAGES.videoRequired]);
  return problems;
}
