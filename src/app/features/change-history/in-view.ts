import { inViewSlot } from '#app/ui/in-view-slot';

/**
 * The screen's 'Changelog Details' popup, for the palette's 'Show changelog' (no React, so the
 * command registry stays small on the first screen): set while a screen's Changelog button is mounted.
 */
export interface ChangelogInView {
  documentId: string;
  open: () => void;
}

const slot = inViewSlot<ChangelogInView>();

export const changelogInView = slot.get;

/** Set by the screen while it is mounted; cleared (only if still its own) on unmount. */
export const setChangelogInView = slot.set;
