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

/** The campaign whose screens are on view: /campaigns/{id}/..., or its summary /campaigns/view/{id}. */
export function campaignInView(pathname: string): string | undefined {
  const m = /^\/campaigns\/(?:view\/)?([^/]+)(?:\/|$)/.exec(pathname);
  return m && m[1] !== 'new' && m[1] !== 'view' ? decodeURIComponent(m[1]!) : undefined;
}

/** Whether the path is the ad set list of a campaign. */
export const isAdSetList = (pathname: string) => /^\/campaigns\/[^/]+\/adsets\/?$/.test(pathname);
