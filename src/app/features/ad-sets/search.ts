import * as v from 'valibot';
import { openParam, optionalParam, searchText } from '#app/search-params';

/** The ad set list's state in the URL: the open (selected) ad set and an open dialog. */
export const adSetListSearch = v.object({
  selected: optionalParam(searchText(64)),
  /**
   * 'delete' the selected ad set, 'upload-lookbook' its lookbook sheet upload; 'delete-ad' or
   * 'clone-ad' the ad named by `ad` (the palette's commands open them too, from the ad form as well).
   */
  dialog: openParam(['delete', 'upload-lookbook', 'delete-ad', 'clone-ad']),
  ad: optionalParam(searchText(64)),
});
export type AdSetListSearch = v.InferOutput<typeof adSetListSearch>;
