/**
 * The mapping status of the campaign on screen, for the palette: its commands read this when
 * the palette opens (no React, so the command registry stays small on the first screen).
 */
export interface MappingInView {
  campaignId: string;
  /** failed or stuck tasks exist and the retry limit is not reached */
  retryable: boolean;
  retry: () => void;
}

let inView: MappingInView | undefined;

export const mappingInView = (): MappingInView | undefined => inView;

export function setMappingInView(next: MappingInView | undefined) {
  inView = next;
}

/** The search param that holds the popup open (state a colleague can share from a link). */
export const MAPPING_PARAM = 'mapping';
