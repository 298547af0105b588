import { adSetsInView, isAdSetList } from '#app/features/ad-sets/in-view';
import { defineCommand } from './types';

/** The open ad set section's 'New Ad' button. */
export default defineCommand({
  id: 'new-ad',
  title: 'New ad in this ad set',
  group: 'Create',
  keywords: ['create ad', 'add ad'],
  when: (ctx) => isAdSetList(ctx.pathname) && Boolean(adSetsInView()?.adSetId),
  onScreen: () => true,
  run: (ctx) => {
    const { campaignId, adSetId } = adSetsInView()!;
    ctx.navigate(`/campaigns/${encodeURIComponent(campaignId)}/adsets/${encodeURIComponent(adSetId!)}/ads/new`);
  },
});
