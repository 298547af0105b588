/** How far (px) a pointer may travel between press and release and still be one click on the spot. */
const SLOP = 4;

/**
 * Makes a click on a form's Submit land even when the page moves under the pointer mid-click.
 * Pressing the button blurs the field being typed in; its validation line then appears or goes
 * (react-aria commits a field's validation on the native 'change' that blur fires), the form grows
 * or shrinks, and the button is no longer under the pointer when it is released. The browser then
 * sends the click to the elements' common ancestor and the click is lost (issue 24 §3: the first
 * Submit after a fixed name sent nothing). A release that did not move the pointer, after a press
 * on a submit button, clicks that button. Only submit buttons: a Select or menu trigger acts on
 * press start and opens a popup under the pointer, where a second activation would close it again.
 * Returns the function that removes the listeners.
 */
export function installSteadySubmit(target: Window | Document = window): () => void {
  let pressed: { button: HTMLButtonElement; x: number; y: number } | undefined;
  // A pointer event is a MouseEvent: its button and place are the mouse's.
  const down = (e: Event) => {
    pressed = undefined;
    if (!(e instanceof MouseEvent) || e.button !== 0 || !(e.target instanceof Element)) return;
    const submit = e.target.closest<HTMLButtonElement>('button[type="submit"]');
    if (submit?.form) pressed = { button: submit, x: e.clientX, y: e.clientY };
  };
  const up = (e: Event) => {
    const press = pressed;
    pressed = undefined;
    if (!press || !(e instanceof MouseEvent) || e.button !== 0) return;
    // Released on the button: the browser's own click reaches it.
    if (e.target instanceof Node && press.button.contains(e.target)) return;
    // The pointer went elsewhere: a press taken back, as on any button.
    if (Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLOP) return;
    if (press.button.isConnected && !press.button.disabled) press.button.click();
  };
  const cancel = () => (pressed = undefined);
  target.addEventListener('pointerdown', down, true);
  target.addEventListener('pointerup', up, true);
  target.addEventListener('pointercancel', cancel, true);
  return () => {
    target.removeEventListener('pointerdown', down, true);
    target.removeEventListener('pointerup', up, true);
    target.removeEventListener('pointercancel', cancel, true);
  };
}
