import { adSetListLink } from '#app/api/links';
import { adSetsInView } from '#app/features/ad-sets/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The open ad set section's 'Upload lookbook sheet' (spec 2 §7 'Bulk lookbook upload'): opens its popup (the dialog lives in the URL). */
export default defineCommand({
  id: 'upload-lookbook-sheet',
  title: 'Upload lookbook sheet to this ad set',
  group: 'Actions',
  keywords: ['bulk lookbook', 'lookbook upload', 'import lookbook'],
  when: (ctx) => isScreen(ctx.screen, 'ad-set-list') && Boolean(adSetsInView()?.adSetId),
  onScreen: () => true,
  run: (ctx) => {
    const open = adSetsInView();
    if (open?.adSetId) ctx.navigate(adSetListLink(open.campaignId, { selected: open.adSetId, dialog: 'upload-lookbook' }));
  },
});
