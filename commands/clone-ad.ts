import type { AdDocument } from '#app/api/ad-set';
import { adIdArg, openAdById } from './ad-by-id';
import { adDialogLink, adInView } from '#app/features/ads/in-view';
import { defineCommand } from './types';

const AD_ID = adIdArg('The id of the ad to clone, e.g. 1042');

/**
 * The clone flow (spec 2 'Clone flow') of the ad on view in the ad form, or of an ad chosen by id
 * elsewhere: its dialog opens on the ad set list, where the list's clone buttons open it too.
 */
export default defineCommand({
  id: 'clone-ad',
  title: 'Clone ad…',
  group: 'Actions',
  keywords: ['duplicate ad', 'copy ad'],
  // The id is asked only when no ad is on view; the palette reads `args` when the command is chosen.
  get args() {
    return adInView() ? undefined : [AD_ID];
  },
  onScreen: () => adInView() !== undefined,
  run: (ctx, args) => {
    const ad = adInView();
    if (!ad) {
      const cloneOf = (found: AdDocument) => adDialogLink({ campaignId: found.campaignId, adSetId: found.adSetId, adId: found.id }, 'clone-ad');
      return void openAdById(ctx, args.id, cloneOf);
    }
    ctx.navigate(adDialogLink(ad, 'clone-ad'));
  },
});
