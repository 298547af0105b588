/**
 * The company list's state for the palette: its commands read this when the palette opens (no
 * React and no imports, so the command registry stays small on the first screen).
 */
export interface CompanyInView {
  /** the company selected on the list */
  id: string;
  name: string;
  /** opens the delete confirmation for it, keeping the list's search and page */
  openDelete: () => void;
}

let inView: CompanyInView | undefined;

export const companyInView = (): CompanyInView | undefined => inView;

/** Sets what is on view; clearing only clears the screen's own entry (a newer screen may have set its own). */
export function setCompanyInView(next: CompanyInView | undefined, previous?: CompanyInView) {
  if (next || inView === previous) inView = next;
}
