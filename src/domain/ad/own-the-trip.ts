import type { WALK_IN_TAGS } from '#domain/catalogs/placements';

/**
 * Own-The-Trip (spec 2 §1, §4, §5): a walk-in whose chain adds a Nearby Tab banner and a store
 * details banner, and with a video OTT a post-scan video after them. The store details banner of a
 * video OTT carries the tapout colours and a description of 72 to 112 characters; the walk-in
 * carries the video of its video OTT (format.videoUrl), which the post-scan video plays.
 */
export const OTT_MESSAGES = {
  description: 'The store details description must be 72 to 112 characters',
  videoUrl: 'Video URL is required for the OTT video',
} as const;

/** spec 2 §5 gives 72 to 112 (a tooltip says 70 to 112): the rule's bound is kept. */
/**
 * The ads a walk-in's Own-The-Trip chain links after it, in their order (spec 2 §4 'Walk-in chain'),
 * and what spec 2 calls each ('Format-specific form sections'): the form's sub-blocks and the change
 * history's name for a chained ad.
 */
export const OTT_LINKS = ['nearbyTabBanner', 'storeDetailsBanner', 'videoOtt'] as const;
export type OttLink = (typeof OTT_LINKS)[number];
export const OTT_LINK_LABELS: Record<OttLink, string> = {
  nearbyTabBanner: 'Walk-in Promo: Nearby Tab Banner',
  storeDetailsBanner: 'Post Walk-In: Store Details Banner',
  videoOtt: 'OTT Video',
};

/** Which link of a chain an ad is, by its format: a Nearby Tab or store details banner, or a post-scan video. */
export function ottLinkOf(format: { '@type'?: unknown; placement?: unknown; bannerPlacements?: unknown }): OttLink | undefined {
  if (format['@type'] === 'VideoFormat') return format.placement === 'POST_SCAN' ? 'videoOtt' : undefined;
  if (format['@type'] !== 'BannerFormat' || !Array.isArray(format.bannerPlacements)) return undefined;
  const first: unknown = format.bannerPlacements[0];
  const location = first && typeof first === 'object' && 'bannerLocation' in first ? first.bannerLocation : undefined;
  return location === 'STORE_LIST' ? 'nearbyTabBanner' : location === 'STORE_DETAILS' ? 'storeDetailsBanner' : undefined;
}

export const OTT_DESCRIPTION_LENGTH = { min: 72, max: 112 } as const;
/** The tag of a walk-in (and its store details banner) whose chain has a video OTT. */
export const OTT_VIDEO_TAG: (typeof WALK_IN_TAGS)[number] = 'OTT_VIDEO';

interface OttAd {
  description?: string | null;
  format: {
    '@type': string;
    tags?: readonly string[] | null;
    isOwnTheTrip?: boolean;
    bannerPlacements?: readonly { bannerLocation: string }[];
    videoUrl?: string | null;
    legacy?: { storeDetailsDescription?: string | null } | null;
  };
}

/** The parts of the ad the rules below read ('$': each placement). */
export const OTT_READS: readonly string[][] = [
  ['description'], ['format', '@type'], ['format', 'tags'], ['format', 'isOwnTheTrip'], ['format', 'videoUrl'],
  ['format', 'bannerPlacements', '$', 'bannerLocation'], ['format', 'legacy', 'storeDetailsDescription'],
];

export const hasVideoOtt = (format: OttAd['format']) => (format.tags ?? []).includes(OTT_VIDEO_TAG);

/** A walk-in with both boxes checked: its chain ends with a post-scan video. */
const isVideoOttWalkIn = (format: OttAd['format']) => format['@type'] === 'WalkInFormat' && format.isOwnTheTrip === true && hasVideoOtt(format);

/**
 * Where an ad holds the store details description of a video OTT, if it does: a walk-in with both
 * boxes checked keeps it for the banner it creates; the store details banner itself as its description.
 */
export function ottDescriptionOf(ad: OttAd): { path: string[]; text: string } | undefined {
  const { format } = ad;
  if (isVideoOttWalkIn(format)) {
    return { path: ['format', 'legacy', 'storeDetailsDescription'], text: format.legacy?.storeDetailsDescription ?? '' };
  }
  if (hasVideoOtt(format) && format['@type'] === 'BannerFormat' && (format.bannerPlacements ?? []).some((p) => p.bannerLocation === 'STORE_DETAILS')) {
    return { path: ['description'], text: ad.description ?? '' };
  }
  return undefined;
}

/** The colours are required wherever the store details description of a video OTT is. */
export const ottColoursRequired = (ad: OttAd) => ottDescriptionOf(ad) !== undefined;

export function ottProblems(ad: OttAd): [string[], string][] {
  const problems: [string[], string][] = [];
  const description = ottDescriptionOf(ad);
  if (description) {
    const { length } = description.text.trim();
    if (length < OTT_DESCRIPTION_LENGTH.min || length > OTT_DESCRIPTION_LENGTH.max) problems.push([description.path, OTT_MESSAGES.description]);
  }
  if (isVideoOttWalkIn(ad.format) && !ad.format.videoUrl?.trim()) problems.push([['format', 'videoUrl'], OTT_MESSAGES.videoUrl]);
  return problems;
}
