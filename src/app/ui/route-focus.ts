import { useEffect, type RefObject } from 'react';

/** The id of the shell's main content, where focus goes when a move to another screen loses it. */
export const MAIN_CONTENT_ID = 'main';

/**
 * Whether focus is nowhere in particular: on the page's body (the element that had it is gone, as
 * when the screen it was on was left), or on the main content, where the shell put it then. A
 * screen may then place it where its user would go on from (a list on its selected row).
 */
export function focusIsUnplaced(): boolean {
  const focus = document.activeElement;
  return !focus || focus === document.body || focus.id === MAIN_CONTENT_ID;
}

/**
 * Puts focus on `target` (a screen's heading) when the screen opens with focus nowhere in
 * particular: after a step that replaced the screen (the ad type picker's Continue), or a palette
 * jump whose focus comes back a frame or two later to what is gone. Once the user acts (a key, a
 * pointer), where focus goes is the action's to say.
 */
export function useFocusWhenUnplaced(target: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    let acted = false;
    const act = () => (acted = true);
    document.addEventListener('keydown', act, true);
    document.addEventListener('pointerdown', act, true);
    const place = () => !acted && focusIsUnplaced() && target.current?.focus();
    place();
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(place);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', act, true);
      document.removeEventListener('pointerdown', act, true);
    };
  }, [target, enabled]);
}
