import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusIsUnplaced } from './route-focus';

/** Where focus goes: an element's ref, or a function that finds the element once the change is shown. */
export type FocusTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);

/** Runs `run` in the `count`th animation frame from now (1: the next one). Answers a function that cancels it. */
export function afterFrames(count: number, run: () => void): () => void {
  let frame = 0;
  const wait = (left: number) => {
    frame = requestAnimationFrame(() => (left > 1 ? wait(left - 1) : run()));
  };
  wait(count);
  return () => cancelAnimationFrame(frame);
}

/**
 * Whether focus has been lost rather than put somewhere: it is nowhere in particular (see
 * focusIsUnplaced), or on a control that is gone or disabled.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return focusIsUnplaced() || !active?.isConnected || active.matches(':disabled');
}

/**
 * After an action takes away (or disables) the control that had focus (a remove button gone with its
 * item, the last row of a list gone with the list, an Add button disabled at its limit), focus would
 * fall to the page's body: `frames` frames later, once the change is shown, it goes to `target`
 * instead, unless the user has put it somewhere already. React-aria gives focus back a frame after a
 * press or after a popup closes, hence two frames by default. Answers a function that cancels it.
 */
export function focusAfterRemoval(target: FocusTarget, { frames = 2 }: { frames?: number } = {}): () => void {
  return afterFrames(frames, () => {
    if (!focusIsLost()) return;
    const element = typeof target === 'function' ? target() : target.current;
    element?.focus();
  });
}

/**
 * focusAfterRemoval for a component whose action changes its own state: the frames are counted from
 * the commit that shows the change, and a wait still running when the component goes is cancelled.
 */
export function useFocusAfterRemoval(): (target: FocusTarget) => void {
  const [request, setRequest] = useState<{ target: FocusTarget }>();
  useEffect(() => {
    if (!request) return;
    return focusAfterRemoval(request.target);
  }, [request]);
  return (target) => setRequest({ target });
}

/**
 * A removed row's Remove button goes with it: once `rows` show the change, focus moves to the Remove
 * button now at its place (the next row's, else the one before; `removeButtons()` finds them in order),
 * or to `fallback()` when none is left. Answers what a Remove calls with its row's index.
 */
export function useFocusAtRemovedRow(rows: unknown, removeButtons: () => ArrayLike<HTMLElement>, fallback: () => HTMLElement | null | undefined): (index: number) => void {
  const removedAt = useRef<number>(undefined);
  useEffect(() => {
    const at = removedAt.current;
    if (at === undefined) return;
    removedAt.current = undefined;
    const buttons = removeButtons();
    (buttons[Math.min(at, buttons.length - 1)] ?? fallback())?.focus();
    // Only a change of the rows moves focus; the finders are read then.
  }, [rows]);
  return (index) => {
    removedAt.current = index;
  };
}
