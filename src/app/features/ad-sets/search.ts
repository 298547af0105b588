import * as v from 'valibot';
import { searchText } from '../../search-params';

/** The ad set list's state in the URL: the open (selected) ad set and an open dialog. */
export const adSetListSearch = v.object({
  selected: v.optional(v.fallback(v.optional(searchText(64)), undefined)),
  /**
   * 'delete' the selected ad set, 'upload-lookbook' its lookbook sheet upload; 'delete-ad' or
   * 'clone-ad' the ad named by `ad` (the palette's commands open them too, from the ad form as well).
   */
  dialog: v.optional(v.fallback(v.optional(v.picklist(['delete', 'upload-lookbook', 'delete-ad', 'clone-ad'])), undefined)),
  ad: v.optional(v.fallback(v.optional(searchText(64)), undefined)),
});
export type AdSetListSearch = v.InferOutput<typeof adSetListSearch>;
