import { adSetListLink } from '#app/api/links';

/**
 * The ad open in the ad form, for the palette: its commands read this when the palette opens (no
 * React, so the command registry stays small on the first screen). The edit route sets it.
 */
export interface AdInView {
  campaignId: string;
  adSetId: string;
  adId: string;
}

let inView: AdInView | undefined;

export const adInView = (): AdInView | undefined => inView;

export function setAdInView(next: AdInView | undefined) {
  inView = next;
}

/** The ad set list with one ad's dialog open (the clone and delete dialogs live there). */
export const adDialogLink = (ad: AdInView, dialog: 'clone-ad' | 'delete-ad') => adSetListLink(ad.campaignId, { selected: ad.adSetId, dialog, ad: ad.adId });
