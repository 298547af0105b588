import { must } from '#domain/must';
/** True where typing is text entry, so single-key shortcuts must stay quiet (WCAG 2.1.4). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  const field = target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"]');
  if (!field) return false;
  if (field instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(field.type);
  }
  return true;
}

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Whether a key press is `keys` of the registry ('Mod+Shift+C'): Mod is Cmd or Ctrl (both accepted
 * everywhere), and the modifiers named are exactly those held.
 */
export function pressed(e: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>, keys: string): boolean {
  const parts = keys.split('+');
  const key = must(parts.pop(), 'a split text has at least one part: the key, after the modifiers');
  return (
    parts.includes('Mod') === (e.metaKey || e.ctrlKey) &&
    parts.includes('Shift') === e.shiftKey &&
    parts.includes('Alt') === e.altKey &&
    e.key.toLowerCase() === key.toLowerCase()
  );
}

/** The palette's own key: Cmd-K on a Mac, Ctrl-K elsewhere (both are accepted everywhere). */
export const PALETTE_KEYS = 'Mod+K';
export const isPaletteKey = (e: KeyboardEvent) => pressed(e, PALETTE_KEYS);
