import type { Command } from '#commands/types';
import { isMac, PALETTE_KEYS } from '#app/ui/keys';

/**
 * The one shortcut registry: the palette's hints (and aria-keyshortcuts), the chord handler and
 * the '?' dialog all read it. Command shortcuts come from commands/; the rest are keys that
 * components own (the table, the palette) and are listed so the '?' dialog is complete.
 */
export interface Shortcut {
  keys: string;
  description: string;
  /** A single printable key (or a chord of them) that WCAG 2.1.4 lets a user switch off. */
  singleKey: boolean;
  commandId?: string;
}

/** What a record hit in the palette answers to besides Enter: it is a link. */
export const RECORD_LINK_KEYS = { newTab: 'Mod+Enter', copyLink: 'Mod+Shift+C' } as const;

export const COMPONENT_SHORTCUTS: readonly Shortcut[] = [
  { keys: PALETTE_KEYS, description: 'Open the command palette', singleKey: false },
  { keys: 'j / ArrowDown', description: 'Next row in a list', singleKey: false },
  { keys: 'k / ArrowUp', description: 'Previous row in a list', singleKey: false },
  { keys: 'Enter', description: 'Open the selected row', singleKey: false },
  { keys: 'Escape', description: 'Close the preview pane or dialog', singleKey: false },
  { keys: RECORD_LINK_KEYS.newTab, description: 'Open a palette result in a new tab (or Cmd/Ctrl-click, middle-click)', singleKey: false },
  { keys: RECORD_LINK_KEYS.copyLink, description: 'Copy the link of a palette result', singleKey: false },
  { keys: 'Backspace', description: 'Back from a command’s question to the commands (empty input)', singleKey: false },
];

/** Printable keys only (a chord of them too): what WCAG 2.1.4 lets a user switch off. */
export const isSingleKey = (keys: string) => keys.split(' ').every((k) => k.length === 1);

export function shortcutsOf(commands: readonly Command[]): Shortcut[] {
  const own = commands.flatMap((c) => (c.shortcut ? [{ keys: c.shortcut, description: c.title, singleKey: isSingleKey(c.shortcut), commandId: c.id }] : []));
  return [...own, ...COMPONENT_SHORTCUTS];
}

/** 'Mod' is Cmd on Apple devices and Ctrl elsewhere (both work everywhere; this is what is shown). */
const modKey = () => (isMac() ? { shown: '⌘', aria: 'Meta' } : { shown: 'Ctrl', aria: 'Control' });

/** Each alternative of `keys` ('j / ArrowDown'), written by `write`, joined by `joiner`. */
const eachAlternative = (keys: string, write: (one: string) => string, joiner: string) => keys.split(' / ').map(write).join(joiner);

/**
 * aria-keyshortcuts wants '+'-joined keys and space-separated alternatives. It has no way to say
 * "G, then C"; 'G+C' (G held down, then C) is a way to press the chord that works, whereas 'G C'
 * would say "G or C".
 */
export const ariaKeyShortcuts = (keys: string) =>
  eachAlternative(keys, (one) => (one.includes(' ') ? one.split(' ').map((k) => k.toUpperCase()).join('+') : one.replace('Mod', modKey().aria)), ' ');

/** Shown on screen: 'g c' as 'G then C', 'Mod+Enter' as 'Ctrl+Enter' (or '⌘+Enter'), 'j / ArrowDown' as 'J or ArrowDown'. */
export const describeKeys = (keys: string) =>
  eachAlternative(keys, (one) => one.split(' ').map((k) => (k.length === 1 ? k.toUpperCase() : k.replace('Mod', modKey().shown))).join(' then '), ' or ');

/** User preference (WCAG 2.1.4): single-key shortcuts are on unless switched off. */
export { singleKeyShortcutsAtom } from '#app/ui/single-keys';

/** How long the second key of a chord may take. */
export const CHORD_TIMEOUT_MS = 1200;

/** Matches key presses against the registry; a chord's first key waits for the second. */
export function createChordMatcher(shortcuts: readonly Shortcut[], now: () => number = Date.now) {
  let pending: { key: string; at: number } | undefined;
  return (key: string): Shortcut | 'pending' | undefined => {
    const sequence = pending && now() - pending.at <= CHORD_TIMEOUT_MS ? `${pending.key} ${key}` : undefined;
    pending = undefined;
    if (sequence) {
      const hit = shortcuts.find((s) => s.keys === sequence);
      if (hit) return hit;
    }
    const single = shortcuts.find((s) => s.keys === key);
    if (single) return single;
    if (shortcuts.some((s) => s.keys.startsWith(`${key} `))) {
      pending = { key, at: now() };
      return 'pending';
    }
    return undefined;
  };
}
