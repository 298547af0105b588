/**
 * The mapping status of the campaign on screen, for the palette: its commands read this when
 * the palette opens (no React, so the command registry stays small on the first screen).
 */
export interface MappingInView {
  campaignId: string;
  /** failed or stuck tasks exist and the retry limit is not reached */
  retryable: boolean;
  retry: () => void;
  /** Registered by a campaign edit page whose Submit is red for mapping (rather than by a summary). */
  redSubmit?: boolean;
}

let inView: MappingInView | undefined;

export const mappingInView = (): MappingInView | undefined => inView;

export function setMappingInView(next: MappingInView | undefined) {
  inView = next;
}

/**
 * Whether the campaign's edit page is the one registered here while its Submit is red for mapping:
 * the palette then offers the mapping commands and 'Resend event' there too (issue 24 §3).
 */
export function isRedSubmitPage(campaignId: string | undefined): boolean {
  return Boolean(campaignId && inView?.redSubmit && campaignId === inView.campaignId);
}

/** The search param that holds the popup open (state a colleague can share from a link). */
export const MAPPING_PARAM = 'mapping';
