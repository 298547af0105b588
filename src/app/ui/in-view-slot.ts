/**
 * What a screen has on view, for the palette's commands to read when the palette opens (plain
 * state, no React, so the command registry stays small on the first screen). A screen sets it while
 * mounted; clearing it (`next` undefined) clears only the screen's own entry (`previous`): a newer
 * screen may have set its own meanwhile.
 */
export function inViewSlot<T>() {
  let inView: T | undefined;
  return {
    get: (): T | undefined => inView,
    set: (next: T | undefined, previous?: T) => {
      if (next || inView === previous) inView = next;
    },
  };
}
