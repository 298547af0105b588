import { adDialogLink, adInView, isAdForm } from '#app/features/ads/in-view';
import { defineCommand } from './types';

/** Deletes the ad on view in the ad form: its confirmation opens on the ad set list, where the ad is listed. */
export default defineCommand({
  id: 'delete-ad',
  title: 'Delete this ad',
  group: 'Actions',
  keywords: ['remove ad'],
  when: (ctx) => isAdForm(ctx.pathname) && adInView() !== undefined,
  onScreen: () => true,
  run: (ctx) => {
    const link = adDialogLink(adInView()!, 'delete-ad');
    ctx.navigate(link.path, link.search);
  },
});
