import { hereWith } from '#app/api/links';
import { topicsInView } from '#app/features/topics/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The promoted product form's 'View all barcodes': its sub-screen, on the Accepted Barcodes tab. */
export default defineCommand({
  id: 'view-all-barcodes',
  title: 'View all barcodes',
  group: 'Actions',
  keywords: ['barcodes', 'accepted barcodes', 'failed barcodes'],
  // A product without barcodes has none to view (the form offers no 'View all barcodes (0)' either).
  when: (ctx) => isScreen(ctx.screen, 'product-form') && topicsInView()?.hasBarcodes === true,
  onScreen: () => true,
  run: (ctx) => ctx.navigate(hereWith({ view: 'barcodes' })),
});
