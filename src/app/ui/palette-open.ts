import { atom } from 'jotai';

/** Whether the command palette is open: the shell opens it, and list headers (saved views) read it. */
export const paletteOpenAtom = atom(false);
