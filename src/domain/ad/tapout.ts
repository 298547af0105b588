import * as v from 'valibot';
import { object } from '#domain/plain-object';
import type { BannerLocation } from '#domain/catalogs/placements';
import { STORY_TYPES } from '#domain/catalogs/story-types';
import { hasNoOuterSpace, httpUrl, idRef, LIMITS } from '#domain/text';

/** What happens when a shopper taps a banner or walk-in (spec 2 §3 'Tapouts'). */
export const TAPOUT_MESSAGES = {
  // each names its field: the 'Missing values' banner lists messages without their fields
  webviewRequired: (field: string) => `${field} is required for a web view tapout`,
  noTrailingSpaces: (field: string) => `${field} must not start or end with spaces`,
  chainRequired: 'Chain is required for this tapout',
} as const;

// Header title, URL and footer of a web view are required and may not carry outer spaces (spec 2 §5).
const webviewText = (field: string, max: number) =>
  v.pipe(
    v.string(TAPOUT_MESSAGES.webviewRequired(field)),
    v.minLength(1, TAPOUT_MESSAGES.webviewRequired(field)),
    v.maxLength(max),
    v.check(hasNoOuterSpace, TAPOUT_MESSAGES.noTrailingSpaces(field)),
  );

export const DisplayWebviewTapoutSchema = object({
  '@type': v.literal('DisplayWebviewTapout'),
  webviewUrl: v.pipe(webviewText('Web view URL', LIMITS.url), httpUrl()),
  launchNativeBrowser: v.optional(v.boolean(), false),
  showHeader: v.optional(v.boolean(), true),
  showNavBar: v.optional(v.boolean(), true),
  headerTitle: webviewText('Header title', LIMITS.shortText),
  footer: webviewText('Footer', LIMITS.shortText),
  // spec 2 §5: a web view tapout needs a chain, as store details and physical offer tapouts do
  chainId: v.optional(v.nullable(idRef())),
});

export const OFFERS_LIST_MODES = ['OFFLINE', 'ONLINE'] as const;
export const INVITE_PROMO_CODE_SOURCES = ['EMAIL', 'PNS', 'IN_APP_MESSAGE', 'APPBOY_NEWS_FEED'] as const;

export const OffersListTapoutSchema = object({
  '@type': v.literal('OffersListTapout'),
  mode: v.optional(v.picklist(OFFERS_LIST_MODES, 'Must be OFFLINE or ONLINE'), 'OFFLINE'),
});
export const PhysicalOfferDetailsPageTapoutSchema = object({ '@type': v.literal('PhysicalOfferDetailsPageTapout'), chainId: v.optional(v.nullable(idRef())) });
export const RewardsMallTapoutSchema = object({ '@type': v.literal('RewardsMallTapout') });
export const ScanCameraTapoutSchema = object({ '@type': v.literal('ScanCameraTapout') });
export const LocationScansTapoutSchema = object({ '@type': v.literal('LocationScansTapout') });
export const StoreDetailsTapoutSchema = object({ '@type': v.literal('StoreDetailsTapout'), chainId: v.optional(v.nullable(idRef())) });
export const CarouselTapoutSchema = object({
  '@type': v.literal('CarouselTapout'),
  carouselId: v.optional(v.nullable(idRef())),
  storyType: v.optional(v.nullable(v.picklist(STORY_TYPES, 'Unknown story type'))),
});
export const NoneTapoutSchema = object({ '@type': v.literal('NoneTapout') });
export const InvitePromoCodeTapoutSchema = object({
  '@type': v.literal('InvitePromoCodeTapout'),
  source: v.picklist(INVITE_PROMO_CODE_SOURCES, 'Must be EMAIL, PNS, IN_APP_MESSAGE or APPBOY_NEWS_FEED'),
});

export const TapoutSchema = v.variant(
  '@type',
  [
    DisplayWebviewTapoutSchema,
    OffersListTapoutSchema,
    PhysicalOfferDetailsPageTapoutSchema,
    RewardsMallTapoutSchema,
    ScanCameraTapoutSchema,
    LocationScansTapoutSchema,
    StoreDetailsTapoutSchema,
    CarouselTapoutSchema,
    NoneTapoutSchema,
    InvitePromoCodeTapoutSchema,
  ],
  'Unknown tapout type',
);
export type Tapout = v.InferOutput<typeof TapoutSchema>;
export type TapoutType = Tapout['@type'];

export const TAPOUT_TYPES: readonly TapoutType[] = [
  'DisplayWebviewTapout', 'OffersListTapout', 'PhysicalOfferDetailsPageTapout', 'RewardsMallTapout', 'ScanCameraTapout',
  'LocationScansTapout', 'StoreDetailsTapout', 'CarouselTapout', 'NoneTapout', 'InvitePromoCodeTapout',
];

/** The tapout selector's words for each type (spec 2 §3 'Tapouts'). */
export const TAPOUT_LABELS: Record<TapoutType, string> = {
  DisplayWebviewTapout: 'Display Webview',
  OffersListTapout: 'Offers List',
  PhysicalOfferDetailsPageTapout: 'Physical Offer Details Page',
  RewardsMallTapout: 'Rewards Mall',
  ScanCameraTapout: 'Scan Camera',
  LocationScansTapout: 'Location Scans',
  StoreDetailsTapout: 'Store Details',
  CarouselTapout: 'Carousel',
  NoneTapout: 'None',
  InvitePromoCodeTapout: 'Invite Promo Code',
};

/**
 * The tapout a selector choice starts as: a web view shows its header and nav bar in the app
 * unless told otherwise, an offers list is OFFLINE; texts, chain and source wait to be filled in.
 */
export function newTapout(type: TapoutType): Tapout {
  switch (type) {
    case 'DisplayWebviewTapout':
      return { '@type': type, webviewUrl: '', launchNativeBrowser: false, showHeader: true, showNavBar: true, headerTitle: '', footer: '' };
    case 'OffersListTapout': return { '@type': type, mode: 'OFFLINE' };
    default: return { '@type': type } as Tapout;
  }
}

/** Tapout options the selector offers per banner placement (spec 2 §4). */
export function tapoutOptionsFor(location: BannerLocation): readonly TapoutType[] {
  switch (location) {
    case 'STORE_DETAILS': return ['StoreDetailsTapout'];
    case 'STORE_LIST': return TAPOUT_TYPES.filter((t) => t !== 'ScanCameraTapout');
    case 'DISCOVER_TAB': return TAPOUT_TYPES.filter((t) => t !== 'StoreDetailsTapout' && t !== 'ScanCameraTapout');
  }
}

/** The tapout a placement change resets to (spec 2 §4); STORE_LIST keeps none forced. */
export function defaultTapoutFor(location: BannerLocation): Tapout | undefined {
  if (location === 'STORE_DETAILS') return { '@type': 'ScanCameraTapout' };
  if (location === 'DISCOVER_TAB') return { '@type': 'LocationScansTapout' };
  return undefined;
}

/**
 * Whether a stored tapout may sit on a placement. The placement's forced default counts as allowed
 * although the selector does not list it: otherwise a placement change would produce an ad that
 * could never be saved (STORE_DETAILS forces ScanCamera but offers only StoreDetails).
 */
export function tapoutAllowedOn(location: BannerLocation, tapout: TapoutType): boolean {
  return tapoutOptionsFor(location).includes(tapout) || defaultTapoutFor(location)?.['@type'] === tapout;
}

export const tapoutNotAllowedMessage = (location: BannerLocation) =>
  `This tapout cannot be used on ${location}; choose one of ${tapoutOptionsFor(location).join(', ')}`;

/** Tapout types that name a chain. */
export const CHAIN_TAPOUTS: readonly TapoutType[] = ['StoreDetailsTapout', 'PhysicalOfferDetailsPageTapout', 'DisplayWebviewTapout'];

/** Tapouts that need a chain (spec 2 §5: store details on the Nearby Tab, web view and physical offer). */
export function tapoutNeedsChain(location: BannerLocation, tapout: TapoutType): boolean {
  if (tapout === 'StoreDetailsTapout') return location === 'STORE_LIST';
  return tapout === 'DisplayWebviewTapout' || tapout === 'PhysicalOfferDetailsPageTapout';
}

/**
 * A tapout's rules on a placement, as [path inside the tapout, message]: a kind the placement
 * offers, and the chain where one is needed.
 */
export function tapoutProblems(location: BannerLocation, tapout: Tapout): [string[], string][] {
  const problems: [string[], string][] = tapoutAllowedOn(location, tapout['@type']) ? [] : [[[], tapoutNotAllowedMessage(location)]];
  const chainId = 'chainId' in tapout ? tapout.chainId : undefined;
  if (tapoutNeedsChain(location, tapout['@type']) && !chainId) problems.push([['chainId'], TAPOUT_MESSAGES.chainRequired]);
  return problems;
}

/**
 * Where a walk-in's own tapout is tapped: its promo on the Nearby Tab (spec 2 'Walk-in form':
 * 'Walk-in Promo: Nearby Tab Banner'), so it takes a STORE_LIST placement's options and chain rule.
 */
export const WALK_IN_TAPOUT_LOCATION = 'STORE_LIST' satisfies BannerLocation;

/** The fields walkInTapoutProblems reads, inside the format. */
export const WALK_IN_TAPOUT_READS: readonly string[][] = [['@type'], ['tapout', '@type'], ['tapout', 'chainId']];

/** spec 2 §5's rules on a walk-in's own tapout, as on a tapout of its placement: [path inside the format, message]. */
export function walkInTapoutProblems(format: { '@type': string; tapout?: Tapout | null }): [string[], string][] {
  if (format['@type'] !== 'WalkInFormat' || !format.tapout) return [];
  return tapoutProblems(WALK_IN_TAPOUT_LOCATION, format.tapout).map(([path, message]) => [['tapout', ...path], message]);
}
