import { topicsInView } from '#app/features/topics/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The 'view all barcodes' sub-screen's CSV export (barcodes.csv of the tab shown). */
export default defineCommand({
  id: 'export-barcodes',
  title: 'Export barcodes.csv',
  group: 'Actions',
  keywords: ['csv', 'download barcodes', 'export csv'],
  when: (ctx) => isScreen(ctx.screen, 'product-form') && Boolean(topicsInView()?.exportBarcodes),
  onScreen: () => true,
  run: () => topicsInView()?.exportBarcodes?.(),
});
