import type { ExpectedSize } from '#domain/images';
import type { BannerLocation } from '#domain/catalogs/placements';
import type { BannerPlacement } from './format-parts';
import { tapoutProblems } from './tapout';

/** Banner placements and images (spec 2 §3 'Format fields seen', §5 'Fields'). */
export const BANNER_MESSAGES = {
  productRequired: 'Promoted product is required for this banner tapout',
} as const;

/** A banner's images: one per placement it shows on, and the full-width one; keys are the spec's image names. */
export interface BannerImageSlot {
  key: string;
  label: string;
  size: ExpectedSize;
}
export const BANNER_IMAGES = {
  STORE_LIST: { key: 'bannerImageUrl', label: 'Nearby Tab banner image', size: { width: 640, height: 320 } },
  STORE_DETAILS: { key: 'ownTheTripImageUrl', label: 'Store details banner image', size: { width: 640, height: 640 } },
  fullWidth: { key: 'newFullWidthImageUrl', label: 'Full-width banner image', size: { width: 1200, height: 600 } },
} as const satisfies Record<string, BannerImageSlot>;

/** The image slots of a banner's placements, then the full-width one. */
export function bannerImageSlots(locations: readonly BannerLocation[]): BannerImageSlot[] {
  const perPlacement = (['STORE_LIST', 'STORE_DETAILS'] as const).filter((l) => locations.includes(l)).map((l) => BANNER_IMAGES[l]);
  return [...perPlacement, BANNER_IMAGES.fullWidth];
}

/**
 * spec 2 §5: a promoted product is required for banner tapouts on Store Details, or on the Nearby
 * Tab when the tapout names no chain (the shopper must land on something: a chain or a product).
 */
export function placementNeedsProduct(p: BannerPlacement): boolean {
  if (!p.tapout) return false;
  if (p.bannerLocation === 'STORE_DETAILS') return true;
  return p.bannerLocation === 'STORE_LIST' && !('chainId' in p.tapout && p.tapout.chainId);
}

/** The fields placementProblems reads, inside the format ('$': each placement). */
export const PLACEMENT_READS: readonly string[][] = [
  ['@type'], ['promotedProductId'], ['bannerPlacements', '$', 'bannerLocation'], ['bannerPlacements', '$', 'tapout', '@type'], ['bannerPlacements', '$', 'tapout', 'chainId'],
];

/** Rules of an ad's banner placements as [path inside the format, message]. */
export function placementProblems(format: { '@type': string; bannerPlacements?: BannerPlacement[]; promotedProductId?: string | null }): [string[], string][] {
  const problems: [string[], string][] = [];
  const placements = format.bannerPlacements ?? [];
  placements.forEach((p, i) => {
    if (!p.tapout) return;
    const at = ['bannerPlacements', String(i), 'tapout'];
    for (const [path, message] of tapoutProblems(p.bannerLocation, p.tapout)) problems.push([[...at, ...path], message]);
  });
  if (format['@type'] === 'BannerFormat' && !format.promotedProductId && placements.some(placementNeedsProduct)) {
    problems.push([['promotedProductId'], BANNER_MESSAGES.productRequired]);
  }
  return problems;
}
