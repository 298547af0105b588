import * as v from 'valibot';
import { searchText } from '../../search-params';

/** The ad set list's state in the URL: the open (selected) ad set and an open confirm dialog. */
export const adSetListSearch = v.object({
  selected: v.optional(v.fallback(v.optional(searchText(64)), undefined)),
  /** 'delete' the selected ad set (the palette's delete command opens it too). */
  dialog: v.optional(v.fallback(v.optional(v.picklist(['delete'])), undefined)),
});
export type AdSetListSearch = v.InferOutput<typeof adSetListSearch>;
