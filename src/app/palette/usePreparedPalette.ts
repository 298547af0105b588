import { useStore } from 'jotai';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '#app/ui/when-idle';
import { isShown, type PaletteView } from './PaletteModal';
import { paletteOpenAtom } from '#app/ui/palette-open';
import { usePaletteRehearsal } from './usePaletteRehearsal';

/**
 * Keeps a palette made ahead of the next open, so that Cmd/Ctrl-K only has to show it.
 *
 * Each close swaps in a new palette (`session`, its key), so every open starts afresh. The new one
 * is rendered hidden (`mode`, for an <Activity>: effects disconnected, rendered at idle priority),
 * then, still while the browser is idle, its effects are connected while it stays out of view: cmdk
 * registers its items and selects the first, the dialog wires its ids. Once, a connected palette is
 * also opened and closed out of sight (see usePaletteRehearsal), so the first real open costs what
 * later ones do. From then on, a connected palette waits painted, invisibly (see PaletteView): its
 * style, layout and paint are done before the key is pressed, so that showing it changes little
 * more than its opacity. `view`: how the palette is on the page.
 */
export function usePreparedPalette(open: boolean) {
  const [session, setSession] = useState(0);
  const [connected, setConnected] = useState(false);
  // A fresh palette, to be made and connected anew (only state setters: safe in any closure).
  const replace = () => {
    setSession((n) => n + 1);
    setConnected(false);
  };
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) replace();
  }
  useEffect(() => {
    if (connected) return;
    return whenIdle(() => startTransition(() => setConnected(true)));
  }, [connected]);

  const [rehearsing, setRehearsing] = useState(false);
  const [rehearsed, setRehearsed] = useState(false);
  const store = useStore();
  usePaletteRehearsal(
    useCallback(() => {
      if (store.get(paletteOpenAtom)) return;
      flushSync(() => setRehearsing(true));
      // Put away for good: a fresh palette waits for the real open.
      flushSync(() => {
        setRehearsing(false);
        replace();
        setRehearsed(true);
      });
    }, [store]),
    connected,
  );

  // Painted only once rehearsed: the rehearsal waits for a page where nothing is inert.
  const painted = rehearsed && connected && !open && !rehearsing;
  const view: PaletteView = open ? 'shown' : rehearsing ? 'rehearsal' : painted ? 'painted' : 'hidden';
  return { session, view, mode: isShown(view) || connected ? ('visible' as const) : ('hidden' as const) };
}
