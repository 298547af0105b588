/**
 * The ad set screen's state for the palette: its commands read this when the palette opens (no
 * React, so the command registry stays small on the first screen).
 */
export interface AdSetsInView {
  campaignId: string;
  /** the ad set open on the list (its section), if any */
  adSetId?: string;
}

let inView: AdSetsInView | undefined;

export const adSetsInView = (): AdSetsInView | undefined => inView;

export function setAdSetsInView(next: AdSetsInView | undefined) {
  inView = next;
}
