import { mapNonEmpty } from '#domain/lists';
/** Video placements with their labels (spec 2 §3, spec 3 §9). */
export const VIDEO_PLACEMENTS = [
  { value: 'DISCOVER_TAB', label: 'Discover Tab Branded Video' },
  { value: 'POST_SCAN', label: 'Post-Scan' },
  { value: 'STORE_LIST', label: 'Nearby' },
  { value: 'ONLINE', label: 'Online' },
  { value: 'DISCOVER_PREMIUM', label: 'Discover Tab Premium Video' },
] as const;
export type VideoPlacement = (typeof VIDEO_PLACEMENTS)[number]['value'];
export const VIDEO_PLACEMENT_VALUES = mapNonEmpty(VIDEO_PLACEMENTS, (p) => p.value);

export function videoPlacementLabel(value: string): string {
  return VIDEO_PLACEMENTS.find((p) => p.value === value)?.label ?? value;
}

/** Where a banner shows; STORE_LIST is the app's 'Nearby Tab'. */
export const BANNER_LOCATIONS = [
  { value: 'STORE_DETAILS', label: 'Store Details' },
  { value: 'STORE_LIST', label: 'Nearby Tab' },
  { value: 'DISCOVER_TAB', label: 'Discover Tab' },
] as const;
export type BannerLocation = (typeof BANNER_LOCATIONS)[number]['value'];
export const BANNER_LOCATION_VALUES = mapNonEmpty(BANNER_LOCATIONS, (p) => p.value);

/** Walk-in banners only go to the Nearby Tab or the store details page. */
export const WALK_IN_BANNER_LOCATIONS: readonly BannerLocation[] = ['STORE_LIST', 'STORE_DETAILS'];

/** Walk-in format tags; OTT_VIDEO marks a walk-in whose chain has a video Own-The-Trip. */
export const WALK_IN_TAGS = ['WALKIN_PROMOTION', 'OTT_VIDEO'] as const;
