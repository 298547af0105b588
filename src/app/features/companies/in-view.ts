import { inViewSlot } from '#app/ui/in-view-slot';

/**
 * The company list's state for the palette: its commands read this when the palette opens (no
 * React, so the command registry stays small on the first screen).
 */
export interface CompanyInView {
  /** the company selected on the list */
  id: string;
  name: string;
  /** opens the delete confirmation for it, keeping the list's search and page */
  openDelete: () => void;
}

const slot = inViewSlot<CompanyInView>();

export const companyInView = slot.get;

/** Set by the screen while it is mounted; cleared (only if still its own) on unmount. */
export const setCompanyInView = slot.set;
