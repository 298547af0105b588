import { adSetLink } from '#app/api/links';
import { adSetsInView } from '#app/features/ad-sets/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The open ad set section's edit button (spec 2 'Ad set list'). */
export default defineCommand({
  id: 'edit-ad-set',
  title: 'Edit this ad set',
  group: 'Actions',
  keywords: ['open ad set', 'change ad set'],
  when: (ctx) => isScreen(ctx.screen, 'ad-set-list') && Boolean(adSetsInView()?.adSetId),
  onScreen: () => true,
  run: (ctx) => {
    const { campaignId, adSetId } = adSetsInView() ?? {};
    if (campaignId && adSetId) ctx.navigate(adSetLink(campaignId, adSetId));
  },
});
