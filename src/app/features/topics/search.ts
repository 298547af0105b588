import * as v from 'valibot';
import { searchText } from '../../search-params';

const optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined));

/**
 * The promoted products list in the URL: the selected topic (a product or a category, shown in the
 * pane), each list's page cursor, and an open confirmation (clone or delete the selected topic).
 */
export const topicListSearch = v.object({
  selected: optional(searchText(64)),
  products: optional(searchText(512)),
  categories: optional(searchText(512)),
  dialog: optional(v.picklist(['clone', 'delete'])),
});
export type TopicListSearch = v.InferOutput<typeof topicListSearch>;

/**
 * The promoted product form in the URL: the 'view all barcodes' sub-screen, its tab and selected
 * barcode, and the changelog popup. Search changes keep the form (and its unsaved edits) on screen.
 */
export const productFormSearch = v.object({
  view: optional(v.picklist(['barcodes'])),
  tab: optional(v.picklist(['failed'])),
  barcode: optional(searchText(64)),
  changelog: optional(v.picklist(['open'])),
});
export type ProductFormSearch = v.InferOutput<typeof productFormSearch>;

/** The retailer category form's changelog popup. */
export const categoryFormSearch = v.object({
  changelog: optional(v.picklist(['open'])),
});
export type CategoryFormSearch = v.InferOutput<typeof categoryFormSearch>;
