import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import type { Command, CommandContext } from '#commands/types';
import { isPaletteKey, isTextEntry } from '#app/ui/keys';
import { createChordMatcher, shortcutsOf, singleKeyShortcutsAtom } from './shortcuts';
import { TYPEAHEAD_MS, typeahead } from './state';
import { paletteOpenAtom } from '#app/ui/palette-open';

/**
 * Keys that work anywhere: Cmd/Ctrl-K toggles the palette (even in a text field, as it carries a
 * modifier); single keys and chords run their commands only outside text fields, outside IME
 * composition, outside dialogs, and only while the user keeps them switched on. None work while
 * `enabled` is false (the sign-in pages: a go-to there would replace the path sign-in returns to).
 */
export function useGlobalKeys(commands: readonly Command[], ctx: CommandContext, enabled = true) {
  const setPalette = useSetAtom(paletteOpenAtom);
  const singleKeysOn = useAtomValue(singleKeyShortcutsAtom);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const shortcuts = useMemo(() => shortcutsOf(commands), [commands]);

  useEffect(() => {
    if (!enabled) return;
    const match = createChordMatcher(shortcuts.filter((s) => s.commandId));
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.isComposing || e.keyCode === 229) return;
      if (isPaletteKey(e)) {
        e.preventDefault();
        setPalette((open) => {
          typeahead.active = !open;
          typeahead.text = '';
          typeahead.since = Date.now();
          return !open;
        });
        return;
      }
      if (typeahead.active && Date.now() - typeahead.since < TYPEAHEAD_MS && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        typeahead.text += e.key;
        return;
      }
      if (!singleKeysOn || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTextEntry(e.target) || (e.target as HTMLElement)?.closest?.('[role="dialog"], [role="alertdialog"]')) return;
      if (e.key.length !== 1) return;
      const hit = match(e.key);
      if (hit === undefined || hit === 'pending') return;
      const command = commands.find((c) => c.id === hit.commandId);
      if (!command || (command.when && !command.when(ctxRef.current))) return;
      e.preventDefault();
      // A command that needs arguments opens the palette on its page instead.
      if (command.args?.length) return;
      command.run(ctxRef.current, {});
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [commands, shortcuts, singleKeysOn, setPalette, enabled]);
}
