import { labelled } from './labelled';

/** Video placements with their labels (spec 2 §3, spec 3 §9). */
export const { entries: VIDEO_PLACEMENTS, values: VIDEO_PLACEMENT_VALUES, label: videoPlacementLabel } = labelled([
  { value: 'DISCOVER_TAB', label: 'Discover Tab Branded Video' },
  { value: 'POST_SCAN', label: 'Post-Scan' },
  { value: 'STORE_LIST', label: 'Nearby' },
  { value: 'ONLINE', label: 'Online' },
  { value: 'DISCOVER_PREMIUM', label: 'Discover Tab Premium Video' },
]);
export type VideoPlacement = (typeof VIDEO_PLACEMENT_VALUES)[number];

/** Where a banner shows; STORE_LIST is the app's 'Nearby Tab'. */
export const { entries: BANNER_LOCATIONS, values: BANNER_LOCATION_VALUES } = labelled([
  { value: 'STORE_DETAILS', label: 'Store Details' },
  { value: 'STORE_LIST', label: 'Nearby Tab' },
  { value: 'DISCOVER_TAB', label: 'Discover Tab' },
]);
export type BannerLocation = (typeof BANNER_LOCATION_VALUES)[number];

/** Walk-in banners only go to the Nearby Tab or the store details page. */
export const WALK_IN_BANNER_LOCATIONS: readonly BannerLocation[] = ['STORE_LIST', 'STORE_DETAILS'];

/** Walk-in format tags; OTT_VIDEO marks a walk-in whose chain has a video Own-The-Trip. */
export const WALK_IN_TAGS = ['WALKIN_PROMOTION', 'OTT_VIDEO'] as const;
