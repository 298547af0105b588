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
