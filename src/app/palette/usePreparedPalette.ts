import { useStore } from 'jotai';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../ui/when-idle';
import { isShown, type PaletteView } from './PaletteModal';
import { paletteOpenAtom } from './state';
import { usePaletteRehearsal } from './usePaletteRehearsal';

/** Frames for which the palette is painted, invisibly, once after the rehearsal. */
const PAINTED_FRAMES = 3;

/**
 * Keeps a palette made ahead of the next open, so that Cmd/Ctrl-K only has to show it.
 *
 * Each close swaps in a new palette (`session`, its key), so every open starts afresh. The new one
 * is rendered hidden (`mode`, for an <Activity>: effects disconnected, rendered at idle priority),
 * then, still while the browser is idle, its effects are connected while it stays out of view: cmdk
 * registers its items and selects the first, the dialog wires its ids. Once, a connected palette is
 * also opened and closed out of sight (see usePaletteRehearsal), so the first real open costs what
 * later ones do; then the next one is painted for a few frames, invisibly: the rehearsal paints
 * nothing, and the compositor's first raster of the palette's text (5.2 ms against 2.7 ms later, in
 * software, in a trace) still cost the first open its frame. `view`: how the palette is on the page.
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
  const [paint, setPaint] = useState<'due' | 'done'>();
  const store = useStore();
  usePaletteRehearsal(
    useCallback(() => {
      if (store.get(paletteOpenAtom)) return;
      flushSync(() => setRehearsing(true));
      // Put away for good: a fresh palette waits for the real open.
      flushSync(() => {
        setRehearsing(false);
        replace();
        setPaint('due');
      });
    }, [store]),
    connected,
  );

  const painted = paint === 'due' && connected && !open && !rehearsing;
  useEffect(() => {
    if (!painted) return;
    return afterFrames(PAINTED_FRAMES, () => setPaint('done'));
  }, [painted]);

  const view: PaletteView = open ? 'shown' : rehearsing ? 'rehearsal' : painted ? 'painted' : 'hidden';
  return { session, view, mode: isShown(view) || connected ? ('visible' as const) : ('hidden' as const) };
}

/** Runs `run` at the start of the `count`th frame from now; answers a function that cancels it. */
function afterFrames(count: number, run: () => void): () => void {
  let frame = 0;
  const next = (left: number) => {
    frame = requestAnimationFrame(() => (left > 1 ? next(left - 1) : run()));
  };
  next(count);
  return () => cancelAnimationFrame(frame);
}
