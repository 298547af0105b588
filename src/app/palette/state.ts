import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** The shell's dialogs that commands and shortcuts open. */
export type ShellDialog = 'shortcuts' | 'preferences' | 'logout';
export const shellDialogAtom = atom<ShellDialog | undefined>(undefined);

/** Most recent first; a ranking tiebreak only, so the same keys keep doing the same thing. */
export const recentCommandsAtom = atomWithStorage<string[]>('flightdeck.recentCommands', [], undefined, { getOnInit: true });
export const RECENT_LIMIT = 10;

/**
 * Letters typed between Cmd/Ctrl-K and the palette's input taking focus (its chunk may still be
 * loading, React renders a frame later): kept here and handed to the input, so none are lost.
 */
export const typeahead = { active: false, text: '', since: 0 };
/** Buffering stops after this long, so a palette that failed to load never swallows typing. */
export const TYPEAHEAD_MS = 2000;
