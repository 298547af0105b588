import { adSetListLink } from '#app/api/links';
import { adSetsInView } from '#app/features/ad-sets/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The open ad set section's delete button: opens its confirmation (the dialog lives in the URL). */
export default defineCommand({
  id: 'delete-ad-set',
  title: 'Delete this ad set',
  group: 'Actions',
  keywords: ['remove ad set'],
  when: (ctx) => isScreen(ctx.screen, 'ad-set-list') && Boolean(adSetsInView()?.adSetId),
  onScreen: () => true,
  run: (ctx) => {
    const open = adSetsInView();
    if (open?.adSetId) ctx.navigate(adSetListLink(open.campaignId, { selected: open.adSetId, dialog: 'delete' }));
  },
});
