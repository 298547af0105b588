import { adSetsInView, isAdSetList } from '#app/features/ad-sets/in-view';
import { defineCommand } from './types';

/** The open ad set section's 'Upload lookbook sheet' (spec 2 §7 'Bulk lookbook upload'): opens its popup (the dialog lives in the URL). */
export default defineCommand({
  id: 'upload-lookbook-sheet',
  title: 'Upload lookbook sheet to this ad set',
  group: 'Actions',
  keywords: ['bulk lookbook', 'lookbook upload', 'import lookbook'],
  when: (ctx) => isAdSetList(ctx.pathname) && Boolean(adSetsInView()?.adSetId),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { selected: adSetsInView()!.adSetId!, dialog: 'upload-lookbook' }),
});
