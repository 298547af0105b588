import { isOneOf } from '#domain/lists';
import { labelled } from './labelled';

/** Ad and order line item types with their labels (spec 2 §2, spec 3 §9), in the picker's order. */
const AD_TYPE_CATALOG = labelled([
  { label: 'App Messaging', value: 'IN_APP_MESSAGE' },
  { label: 'Banner', value: 'BANNER' },
  { label: 'Big Scan', value: 'BIG_SCAN' },
  { label: 'Email', value: 'EMAIL' },
  { label: 'Instant Surprise', value: 'INSTANT_SURPRISE' },
  { label: 'K4RR', value: 'K4RR' },
  { label: 'Linked Card', value: 'LINKED_CARD' },
  { label: 'Lookbook', value: 'CAROUSEL' },
  { label: 'MCOMM', value: 'PRODUCT_CATALOG_MCOMM' },
  { label: 'Miscellaneous', value: 'MISCELLANEOUS' },
  { label: 'Notification center', value: 'NOTIFICATION_CENTER' },
  { label: 'Programmatic Video', value: 'VIDEO_PROGRAMMATIC' },
  { label: 'Push Notification', value: 'PUSH_NOTIFICATION' },
  { label: 'Receipt', value: 'PURCHASE_VALIDATION' },
  { label: 'Receipt Bundle', value: 'RECEIPT_BUNDLE' },
  { label: 'Scan', value: 'SCAN' },
  { label: 'Scan Mission', value: 'SCAN_MISSION' },
  { label: 'Shelf Image', value: 'SHELF_IMAGE' },
  { label: 'SMS', value: 'SMS' },
  { label: 'Social media post', value: 'SOCIAL_MEDIA_POST' },
  { label: 'Survey', value: 'CONSUMER_RESEARCH_SURVEY' },
  { label: 'Video', value: 'VIDEO' },
  { label: 'Walk-In', value: 'WALK_IN' },
]);
export const { entries: AD_TYPES, values: AD_TYPE_VALUES } = AD_TYPE_CATALOG;
export type AdType = (typeof AD_TYPE_VALUES)[number];
/** A type's picker label; a type the catalog does not know (a stored line item's), as it is. */
export const adTypeLabel = (type: string): string => AD_TYPE_CATALOG.label(type);

/**
 * The eight messaging types, which have no format of their own in the spec: image ads (ImageFormat)
 * that keep their picker type in `legacy.ad_type`, so that their line item type is known (decision 015).
 */
export const MESSAGING_AD_TYPES = [
  'IN_APP_MESSAGE', 'EMAIL', 'MISCELLANEOUS', 'NOTIFICATION_CENTER', 'PUSH_NOTIFICATION', 'SMS', 'SOCIAL_MEDIA_POST', 'CONSUMER_RESEARCH_SURVEY',
] as const satisfies readonly AdType[];
export type MessagingAdType = (typeof MESSAGING_AD_TYPES)[number];
export const isMessagingAdType = (type: unknown): type is MessagingAdType => isOneOf(MESSAGING_AD_TYPES, type);

/** Line item types whose ids become campaign wallet ids. */
export const WALLET_LINE_ITEM_TYPES: readonly AdType[] = ['PURCHASE_VALIDATION', 'PRODUCT_CATALOG_MCOMM'];

/** Types marked for kicks-style use (spec 3 §9); OTT is a marker, not a line item type. */
export const KICKS_TYPES: readonly string[] = [
  'SCAN', 'VIDEO', 'BIG_SCAN', 'CAROUSEL', 'INSTANT_SURPRISE', 'SCAN_MISSION', 'PURCHASE_VALIDATION', 'RECEIPT_BUNDLE',
  'OTT', 'WALK_IN', 'LINKED_CARD', 'PRODUCT_CATALOG_MCOMM', 'VIDEO_PROGRAMMATIC', 'K4RR', 'SHELF_IMAGE',
];
