/**
 * The topic screens' state for the palette: its commands read this when the palette opens (no
 * React and no imports, so the command registry stays small on the first screen).
 */
export interface TopicsInView {
  campaignId: string;
  /** the campaign's category: retailer categories are the MCOMM campaigns' */
  category?: string;
  /** the topic selected on the list */
  selected?: { id: string; type: 'PromotedProduct' | 'PromotedCategory' };
  /** on the promoted product form: whether it has barcodes ('View all barcodes' is offered then only) */
  hasBarcodes?: boolean;
  /** on the 'view all barcodes' sub-screen: export its tab as barcodes.csv */
  exportBarcodes?: () => void;
}

let inView: TopicsInView | undefined;

export const topicsInView = (): TopicsInView | undefined => inView;

/** Sets what is on view; clearing only clears the screen's own entry (a newer screen may have set its own). */
export function setTopicsInView(next: TopicsInView | undefined, previous?: TopicsInView) {
  if (next || inView === previous) inView = next;
}

/** Whether the campaign on view is known (from its topic screens) to be an MCOMM one. */
export function isMcommInView(campaignId: string | undefined): boolean {
  return Boolean(campaignId && inView?.campaignId === campaignId && inView.category === 'MCOMM');
}
