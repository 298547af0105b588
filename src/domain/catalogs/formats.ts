import { isOneOf, mapNonEmpty } from '#domain/lists';
import { adTypeLabel, type AdType, isMessagingAdType } from './ad-types';

/** Every ad format kind ('@type' of an ad's format) with its display label and group (spec 2 §3, spec 3 §9). */
export const FORMAT_GROUPS = ['Product Family', 'Lookbook', 'Video', 'Other'] as const;
export type FormatGroup = (typeof FORMAT_GROUPS)[number];

export const FORMATS = [
  { type: 'ProductScanFormat', label: 'Product Scan', group: 'Product Family' },
  { type: 'ProductReceiptFormat', label: 'Product Receipt', group: 'Product Family' },
  { type: 'RetailerReceiptFormat', label: 'Retailer Receipt', group: 'Product Family' },
  { type: 'BigScanFormat', label: 'Big Scan', group: 'Product Family' },
  { type: 'BundleFormat', label: 'Bundle', group: 'Product Family' },
  { type: 'CarouselFormat', label: 'Lookbook', group: 'Lookbook' },
  { type: 'ProductCatalogFormat', label: 'Product Catalog', group: 'Lookbook' },
  { type: 'VideoFormat', label: 'Video', group: 'Video' },
  { type: 'VastUrlFormat', label: 'VAST Video', group: 'Video' },
  { type: 'WalkInFormat', label: 'Walk-In', group: 'Other' },
  { type: 'LinkedCardFormat', label: 'Linked Card', group: 'Other' },
  { type: 'BannerFormat', label: 'Banner', group: 'Other' },
  { type: 'McommRuleFormat', label: 'Retailer Category Award', group: 'Other' },
  { type: 'QuizFormat', label: 'Quiz', group: 'Other' },
  { type: 'ShelfImageFormat', label: 'Shelf Image', group: 'Other' },
  { type: 'K4RRFormat', label: 'Kicks for retailer receipt', group: 'Other' },
  { type: 'InstantSurpriseFormat', label: 'Instant Surprise', group: 'Other' },
  { type: 'ImageFormat', label: 'Image', group: 'Other' },
  { type: 'McommProductCatalogItemFormat', label: 'M-Comm Product Catalog Item', group: 'Other' },
  { type: 'RetailProductCatalogItemFormat', label: 'Retail Product Catalog Item', group: 'Other' },
] as const satisfies readonly { type: string; label: string; group: FormatGroup }[];

export type FormatType = (typeof FORMATS)[number]['type'];
export const FORMAT_TYPES = mapNonEmpty(FORMATS, (f) => f.type);

export const BUNDLE_TYPES = ['RECEIPT_BUNDLE', 'SCAN_MISSION'] as const;
export const PRODUCT_CATALOG_TYPES = ['RETAIL', 'MCOMM'] as const;

/** A format as the rules below read it: its kind, and what tells apart the products one kind covers. */
type FormatKey = { '@type': string; productCatalogType?: string | null; legacy?: { bundle_type?: unknown; ad_type?: unknown } | null };

/**
 * The label a user reads: a bundle is named by its bundle_type, a product catalog by its catalog
 * type and a messaging ad by its ad type, because one format kind covers several products there.
 */
export function formatLabel(format: FormatKey): string {
  if (format['@type'] === 'BundleFormat') return format.legacy?.bundle_type === 'SCAN_MISSION' ? 'Scan Mission' : 'Receipt Bundle';
  if (format['@type'] === 'ImageFormat' && isMessagingAdType(format.legacy?.ad_type)) return adTypeLabel(format.legacy.ad_type);
  if (format['@type'] === 'ProductCatalogFormat') return format.productCatalogType === 'MCOMM' ? 'M-Comm Lookbook' : 'Retail Lookbook';
  return FORMATS.find((f) => f.type === format['@type'])?.label ?? format['@type'];
}

export function formatGroup(type: string): FormatGroup {
  return FORMATS.find((f) => f.type === type)?.group ?? 'Other';
}

/**
 * Order line item types an ad of each format may draw on (spec 2 §9). Formats the spec gives no
 * row for are matched by their evident type (instant surprise, product catalog as a lookbook or
 * M-Comm item); story-card formats live inside a lookbook and have no line item of their own.
 */
export const LINE_ITEM_TYPES_BY_FORMAT: Partial<Record<FormatType, readonly AdType[]>> = {
  BannerFormat: ['BANNER'],
  ProductScanFormat: ['SCAN'],
  BigScanFormat: ['BIG_SCAN'],
  ProductReceiptFormat: ['PURCHASE_VALIDATION'],
  RetailerReceiptFormat: ['PURCHASE_VALIDATION'],
  VideoFormat: ['VIDEO'],
  VastUrlFormat: ['VIDEO', 'VIDEO_PROGRAMMATIC'],
  CarouselFormat: ['CAROUSEL'],
  QuizFormat: ['CAROUSEL'],
  ProductCatalogFormat: ['CAROUSEL', 'PRODUCT_CATALOG_MCOMM'],
  WalkInFormat: ['WALK_IN'],
  LinkedCardFormat: ['LINKED_CARD'],
  K4RRFormat: ['K4RR'],
  ShelfImageFormat: ['SHELF_IMAGE'],
  McommRuleFormat: ['PRODUCT_CATALOG_MCOMM'],
  BundleFormat: ['RECEIPT_BUNDLE', 'SCAN_MISSION'],
  InstantSurpriseFormat: ['INSTANT_SURPRISE'],
};

/** undefined when the format has no line item rule. */
export function lineItemTypesFor(format: FormatKey): readonly AdType[] | undefined {
  const type = format['@type'];
  const types = isOneOf(FORMAT_TYPES, type) ? LINE_ITEM_TYPES_BY_FORMAT[type] : undefined;
  // A bundle with a known bundle_type must use the line item of that very type.
  const bundleType = format.legacy?.bundle_type;
  if (format['@type'] === 'BundleFormat' && (bundleType === 'RECEIPT_BUNDLE' || bundleType === 'SCAN_MISSION')) return [bundleType];
  // A messaging ad must use the line item of its own type; an image ad without one (a story card) has no rule.
  const adType = format.legacy?.ad_type;
  if (format['@type'] === 'ImageFormat' && isMessagingAdType(adType)) return [adType];
  return types;
}

/** Only these formats let the form toggle the ad's enabled flag (spec 2 §4). */
export const ENABLED_TOGGLE_FORMATS: readonly FormatType[] = ['BannerFormat', 'VideoFormat', 'VastUrlFormat'];

/** Formats whose form has the awards section (spec 2 §9). */
export const AWARD_FORMATS: readonly FormatType[] = [
  'ProductScanFormat', 'ProductReceiptFormat', 'RetailerReceiptFormat', 'BigScanFormat', 'VideoFormat', 'VastUrlFormat', 'BundleFormat', 'QuizFormat', 'K4RRFormat', 'ShelfImageFormat',
];
