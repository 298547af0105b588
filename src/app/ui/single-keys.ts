import { atomWithStorage } from 'jotai/utils';

/**
 * User preference (WCAG 2.1.4): single-key shortcuts are on unless switched off (Keyboard
 * preferences). Read by the palette's global keys and by the lists' own single keys (x toggles a row).
 */
export const singleKeyShortcutsAtom = atomWithStorage('flightdeck.singleKeyShortcuts', true, undefined, { getOnInit: true });
