import * as v from 'valibot';
import { AD_TYPE_VALUES } from '#domain/catalogs/ad-types';
import { openParam, optionalParam } from '#app/search-params';

/** An open popup of the ad form: 'resend' the ad's event (the palette's command opens it too). */
const dialog = openParam(['resend']);

/** The new-ad route's state in the URL: the ad type chosen in the picker, so a link can skip the picker. */
export const newAdSearch = v.object({
  type: optionalParam(v.picklist(AD_TYPE_VALUES)),
  // a created ad's form stays a second before the list opens, with its resend button
  dialog,
});

/** The edit route's state in the URL. */
export const editAdSearch = v.object({ dialog });
export type AdFormSearch = v.InferOutput<typeof editAdSearch>;
export type NewAdSearch = v.InferOutput<typeof newAdSearch>;
