import * as v from 'valibot';
import { openParam, optionalParam, searchText } from '#app/search-params';

/**
 * The promoted products list in the URL: the selected topic (a product or a category, shown in the
 * pane), each list's page cursor, and an open confirmation (clone or delete the selected topic).
 */
export const topicListSearch = v.object({
  selected: optionalParam(searchText(64)),
  products: optionalParam(searchText(512)),
  categories: optionalParam(searchText(512)),
  dialog: openParam(['clone', 'delete']),
});
export type TopicListSearch = v.InferOutput<typeof topicListSearch>;

/**
 * The promoted product form in the URL: the 'view all barcodes' sub-screen, its tab and selected
 * barcode, and the changelog popup. Search changes keep the form (and its unsaved edits) on screen.
 */
export const productFormSearch = v.object({
  view: openParam(['barcodes']),
  tab: openParam(['failed']),
  barcode: optionalParam(searchText(64)),
  changelog: openParam(['open']),
});
export type ProductFormSearch = v.InferOutput<typeof productFormSearch>;

/** The retailer category form's changelog popup. */
export const categoryFormSearch = v.object({
  changelog: openParam(['open']),
});
export type CategoryFormSearch = v.InferOutput<typeof categoryFormSearch>;
