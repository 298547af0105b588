import { newAdLink } from '#app/api/links';
import { adSetsInView } from '#app/features/ad-sets/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The open ad set section's 'New Ad' button. */
export default defineCommand({
  id: 'new-ad',
  title: 'New ad in this ad set',
  group: 'Create',
  keywords: ['create ad', 'add ad'],
  when: (ctx) => isScreen(ctx.screen, 'ad-set-list') && Boolean(adSetsInView()?.adSetId),
  onScreen: () => true,
  run: (ctx) => {
    const { campaignId, adSetId } = adSetsInView() ?? {};
    if (campaignId && adSetId) ctx.navigate(newAdLink(campaignId, adSetId));
  },
});
