import { adSetsInView, isAdSetList } from '#app/features/ad-sets/in-view';
import { defineCommand } from './types';

/** The open ad set section's delete button: opens its confirmation (the dialog lives in the URL). */
export default defineCommand({
  id: 'delete-ad-set',
  title: 'Delete this ad set',
  group: 'Actions',
  keywords: ['remove ad set'],
  when: (ctx) => isAdSetList(ctx.pathname) && Boolean(adSetsInView()?.adSetId),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { selected: adSetsInView()!.adSetId!, dialog: 'delete' }),
});
