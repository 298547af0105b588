/**
 * The screen's 'Changelog Details' popup, for the palette's 'Show changelog' (no React, so the
 * command registry stays small on the first screen): set while a screen's Changelog button is mounted.
 */
export interface ChangelogInView {
  documentId: string;
  open: () => void;
}

let inView: ChangelogInView | undefined;

export const changelogInView = (): ChangelogInView | undefined => inView;

/** Set by a screen's Changelog button while it is mounted; cleared (only if still its own) on unmount. */
export function setChangelogInView(next: ChangelogInView | undefined, previous?: ChangelogInView) {
  if (next || inView === previous) inView = next;
}
