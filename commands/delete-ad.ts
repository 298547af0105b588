import { adDialogLink, adInView } from '#app/features/ads/in-view';
import { isStoredAdForm } from './screen';
import { defineCommand } from './types';

/** Deletes the ad on view in the ad form: its confirmation opens on the ad set list, where the ad is listed. */
export default defineCommand({
  id: 'delete-ad',
  title: 'Delete this ad',
  group: 'Actions',
  keywords: ['remove ad'],
  when: (ctx) => isStoredAdForm(ctx.screen) && adInView() !== undefined,
  onScreen: () => true,
  run: (ctx) => {
    const ad = adInView();
    if (ad) ctx.navigate(adDialogLink(ad, 'delete-ad'));
  },
});
