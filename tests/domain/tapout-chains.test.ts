import { describe, expect, it } from 'vitest';
import { strayTapoutChains, TAPOUT_CHAIN_MESSAGES, tapoutsLeftOut } from '#domain/ad/tapout-chains';

const chains = (...ids: string[]) => ({ '@type': 'ChainConstraint' as const, chainIds: Object.fromEntries(ids.map((id) => [id, true])) });
const banner = (name: string, chainId: string, own: string[] = []) => ({
  name,
  constraints: own.length ? [chains(...own)] : [],
  format: { bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId } }] },
});

describe("a tapout's chain", () => {
  it("is one of the ad's chains or its ad set's; another is refused at the tapout's field, unless the stored ad held it there", () => {
    expect(strayTapoutChains(banner('A', '10'), [chains('10')])).toEqual([]);
    expect(strayTapoutChains(banner('A', '12', ['12']), [chains('10')])).toEqual([]);
    const stray = banner('A', '99');
    expect(strayTapoutChains(stray, [chains('10')])).toEqual([{ fieldName: 'format.bannerPlacements.0.tapout.chainId', message: TAPOUT_CHAIN_MESSAGES.stray('99') }]);
    expect(strayTapoutChains(stray, [chains('10')], stray)).toEqual([]);
    const walkIn = { format: { tapout: { '@type': 'PhysicalOfferDetailsPageTapout', chainId: '7' } } };
    expect(strayTapoutChains(walkIn, [chains('10')]).map((e) => e.fieldName)).toEqual(['format.tapout.chainId']);
  });

  it("lists, for an ad set's change of chains, the ads whose tapouts it leaves out (not those at the ad's own chains)", () => {
    const ads = [banner('Nearby A', '10'), banner('Nearby B', '11'), banner('Own chain', '10', ['10'])];
    expect(tapoutsLeftOut(ads, ['10', '11'], ['11'])).toEqual([
      { adName: 'Nearby A', tapouts: [{ path: 'format.bannerPlacements.0.tapout.chainId', label: 'Nearby Tab tapout', chainId: '10' }] },
    ]);
    expect(tapoutsLeftOut(ads, ['10', '11'], ['10', '11', '12'])).toEqual([]);
  });
});
