import { inViewSlot } from '#app/ui/in-view-slot';

/**
 * The topic screens' state for the palette: its commands read this when the palette opens (no
 * React, so the command registry stays small on the first screen).
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

const slot = inViewSlot<TopicsInView>();

export const topicsInView = slot.get;

/** Set by the screen while it is mounted; cleared (only if still its own) on unmount. */
export const setTopicsInView = slot.set;

/** Whether the campaign on view is known (from its topic screens) to be an MCOMM one. */
export function isMcommInView(campaignId: string | undefined): boolean {
  return Boolean(campaignId && slot.get()?.campaignId === campaignId && slot.get()?.category === 'MCOMM');
}
