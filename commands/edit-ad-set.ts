import { adSetsInView, isAdSetList } from '#app/features/ad-sets/in-view';
import { defineCommand } from './types';

/** The open ad set section's edit button (spec 2 'Ad set list'). */
export default defineCommand({
  id: 'edit-ad-set',
  title: 'Edit this ad set',
  group: 'Actions',
  keywords: ['open ad set', 'change ad set'],
  when: (ctx) => isAdSetList(ctx.pathname) && Boolean(adSetsInView()?.adSetId),
  onScreen: () => true,
  run: (ctx) => {
    const { campaignId, adSetId } = adSetsInView()!;
    ctx.navigate(`/campaigns/${encodeURIComponent(campaignId)}/adsets/${encodeURIComponent(adSetId!)}`);
  },
});
