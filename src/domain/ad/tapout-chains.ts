import { BANNER_LOCATIONS } from '#domain/catalogs/placements';
import { chainIdsOf, type Constraint } from '#domain/constraint';
import type { FieldError } from '#domain/validation';

/**
 * A tapout that names a chain (store details, web view, physical offer) leads to one of the chains
 * its ad runs at: the ad's own, or its ad set's when the ad has none of its own (spec 2 §5, 'Chains
 * are required unless the ad set has chain constraints'). The form offers only those; the gateway
 * refuses another, and the ad set form warns when a change of its chains leaves tapouts out.
 */
export const TAPOUT_CHAIN_MESSAGES = {
  stray: (chainId: string) => `Chain ${chainId} is neither one of this ad's chains nor one of its ad set's: choose one of those for the tapout`,
} as const;

interface Tapout {
  '@type'?: string;
  chainId?: string | null;
}
interface TapoutAd {
  name?: string;
  constraints?: readonly Constraint[] | null;
  format: { tapout?: Tapout | null; bannerPlacements?: readonly { bannerLocation?: string; tapout?: Tapout | null }[] | null };
}

/** A tapout's chain, where it is (its field path) and how the user knows it ('Nearby Tab tapout'). */
export interface TapoutChain {
  path: string;
  label: string;
  chainId: string;
}

const locationLabel = (value: string | undefined) => BANNER_LOCATIONS.find((l) => l.value === value)?.label ?? value ?? '';

/** The chains an ad's tapouts name: its own tapout's and each banner placement's. */
export function tapoutChainsOf(ad: TapoutAd): TapoutChain[] {
  const chains: TapoutChain[] = [];
  if (ad.format.tapout?.chainId) chains.push({ path: 'format.tapout.chainId', label: 'Tapout', chainId: ad.format.tapout.chainId });
  (ad.format.bannerPlacements ?? []).forEach((p, i) => {
    if (p.tapout?.chainId) chains.push({ path: `format.bannerPlacements.${i}.tapout.chainId`, label: `${locationLabel(p.bannerLocation)} tapout`, chainId: p.tapout.chainId });
  });
  return chains;
}

/**
 * Tapouts of an ad whose chain is neither the ad's nor its ad set's, each at its field. One the
 * stored ad already held there (written before this rule, or before its ad set's chains changed)
 * may be saved as read.
 */
export function strayTapoutChains(ad: TapoutAd, adSetConstraints: readonly Constraint[] | null | undefined, stored?: TapoutAd | null): FieldError[] {
  const allowed = new Set([...chainIdsOf(ad.constraints ?? undefined), ...chainIdsOf(adSetConstraints ?? undefined)]);
  const kept = new Set((stored ? tapoutChainsOf(stored) : []).map((t) => `${t.path}=${t.chainId}`));
  return tapoutChainsOf(ad)
    .filter((t) => !allowed.has(t.chainId) && !kept.has(`${t.path}=${t.chainId}`))
    .map((t) => ({ fieldName: t.path, message: TAPOUT_CHAIN_MESSAGES.stray(t.chainId) }));
}

/** An ad whose tapouts a change of its ad set's chains leaves at chains it no longer runs at. */
export interface TapoutsLeftOut {
  adName: string;
  tapouts: TapoutChain[];
}

/**
 * For the ad set form's warning: the ads whose tapouts lead to a chain they ran at with the ad set's
 * old chains and no longer would with its new ones (an ad's own chains stay its own).
 */
export function tapoutsLeftOut(ads: readonly TapoutAd[], before: readonly string[], after: readonly string[]): TapoutsLeftOut[] {
  return ads.flatMap((ad) => {
    const own = chainIdsOf(ad.constraints ?? undefined);
    const was = new Set([...own, ...before]);
    const now = new Set([...own, ...after]);
    const tapouts = tapoutChainsOf(ad).filter((t) => was.has(t.chainId) && !now.has(t.chainId));
    return tapouts.length ? [{ adName: ad.name ?? '', tapouts }] : [];
  });
}
