import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import type { Command, CommandContext } from '#commands/types';
import { isPaletteKey, isTextEntry, pressed } from '#app/ui/keys';
import { createChordMatcher, shortcutsOf, singleKeyShortcutsAtom } from './shortcuts';
import { TYPEAHEAD_MS, typeahead } from './state';
import { paletteOpenAtom } from '#app/ui/palette-open';

/** 'Mod+Z', 'Alt+Shift+X': a key pressed with a modifier, matched by `pressed` rather than as a chord. */
const hasModifier = (keys: string) => /^(Mod|Shift|Alt)\+./.test(keys);

/**
 * Keys that work anywhere: Cmd/Ctrl-K toggles the palette (even in a text field, as it carries a
 * modifier); single keys and chords run their commands only outside text fields, outside IME
 * composition, outside dialogs, and only while the user keeps them switched on. A command's key with
 * Cmd/Ctrl ('Mod+Z') is no single key, so the switch leaves it on, but it too stays out of text fields
 * and dialogs, where the browser's own meaning (its undo) stands. None work while
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
    const withModifier = commands.flatMap((command) => (command.shortcut && hasModifier(command.shortcut) ? [{ command, shortcut: command.shortcut }] : []));
    const match = createChordMatcher(shortcuts.filter((s) => s.commandId && !hasModifier(s.keys)));
    const run = (e: KeyboardEvent, command: Command) => {
      if (command.when && !command.when(ctxRef.current)) return;
      e.preventDefault();
      // A command that needs arguments opens the palette on its page instead.
      if (command.args?.length) return;
      command.run(ctxRef.current, {});
    };
    const inTextOrDialog = (e: KeyboardEvent) => isTextEntry(e.target) || (e.target instanceof Element && e.target.closest('[role="dialog"], [role="alertdialog"]') !== null);
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
      const modified = withModifier.find(({ shortcut }) => pressed(e, shortcut))?.command;
      if (modified) {
        if (!e.defaultPrevented && !inTextOrDialog(e)) run(e, modified);
        return;
      }
      if (!singleKeysOn || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (inTextOrDialog(e)) return;
      if (e.key.length !== 1) return;
      const hit = match(e.key);
      if (hit === undefined || hit === 'pending') return;
      const command = commands.find((c) => c.id === hit.commandId);
      if (command) run(e, command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [commands, shortcuts, singleKeysOn, setPalette, enabled]);
}
