import { isProductForm, topicsInView } from '#app/features/topics/in-view';
import { defineCommand } from './types';

/** The 'view all barcodes' sub-screen's CSV export (barcodes.csv of the tab shown). */
export default defineCommand({
  id: 'export-barcodes',
  title: 'Export barcodes.csv',
  group: 'Actions',
  keywords: ['csv', 'download barcodes', 'export csv'],
  when: (ctx) => isProductForm(ctx.pathname) && Boolean(topicsInView()?.exportBarcodes),
  onScreen: () => true,
  run: () => topicsInView()?.exportBarcodes?.(),
});
