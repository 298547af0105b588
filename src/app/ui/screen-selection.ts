import { atom } from 'jotai';
import type { ScreenSelection } from '#app/api/links';

/**
 * The multi-selection of the list on screen (issue 28 §2), published by the list while it is
 * mounted and has a selection, so the shell can put it in the palette's screen context.
 * The selection itself lives in the list's own state; this is a read-only copy of it.
 */
export const screenSelectionAtom = atom<ScreenSelection | undefined>(undefined);
