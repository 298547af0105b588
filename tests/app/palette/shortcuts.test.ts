import { afterEach, describe, expect, it, vi } from 'vitest';
import { ariaKeyShortcuts, describeKeys } from '#app/palette/shortcuts';

afterEach(() => vi.unstubAllGlobals());

describe('shortcut texts', () => {
  it('shows chords, alternatives and Mod as a person reads them', () => {
    expect(describeKeys('g c')).toBe('G then C');
    expect(describeKeys('?')).toBe('?');
    expect(describeKeys('j / ArrowDown')).toBe('J or ArrowDown');
    expect(describeKeys('Mod+Shift+C')).toBe('Ctrl+Shift+C');
  });

  it('writes aria-keyshortcuts with + for chords and spaces between alternatives', () => {
    expect(ariaKeyShortcuts('g c')).toBe('G+C');
    expect(ariaKeyShortcuts('Mod+Enter')).toBe('Control+Enter');
    expect(ariaKeyShortcuts('j / ArrowDown')).toBe('j ArrowDown');
  });

  it('says Cmd on Apple devices', () => {
    vi.stubGlobal('navigator', { platform: 'MacIntel', userAgent: 'Macintosh' });
    expect(describeKeys('Mod+K')).toBe('⌘+K');
    expect(ariaKeyShortcuts('Mod+K')).toBe('Meta+K');
  });
});
