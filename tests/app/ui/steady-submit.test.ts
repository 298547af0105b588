import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSteadySubmit } from '#app/ui/steady-submit';

/** A form whose Submit the page moves between press and release (a validation line appearing or going). */
function setUp() {
  document.body.innerHTML = '<form><input name="name"><p class="moved-in">moved in</p><button type="submit">Submit</button><button type="button">Pick</button></form>';
  const form = document.querySelector('form')!;
  const submitted = vi.fn((e: Event) => e.preventDefault());
  form.addEventListener('submit', submitted);
  return { form, submitted, submit: form.querySelector<HTMLButtonElement>('button[type="submit"]')!, other: form.querySelector('p')!, pick: form.querySelector<HTMLButtonElement>('button[type="button"]')! };
}

function pointer(type: 'pointerdown' | 'pointerup', target: Element, x: number, y: number) {
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, button: 0, clientX: x, clientY: y }));
}

describe('a Submit press the page moves under', () => {
  let remove: () => void;
  beforeEach(() => (remove = installSteadySubmit(document)));
  afterEach(() => remove());

  it('submits once when the release lands off the button with the pointer still', () => {
    const { submitted, submit, other } = setUp();
    pointer('pointerdown', submit, 100, 200);
    pointer('pointerup', other, 101, 200);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves a press taken back (the pointer moved away) and a release on the button to the browser', () => {
    const { submitted, submit, other } = setUp();
    pointer('pointerdown', submit, 100, 200);
    pointer('pointerup', other, 100, 260);
    pointer('pointerdown', submit, 100, 200);
    pointer('pointerup', submit, 100, 200);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('does not press other buttons again (a popup trigger acts on press start)', () => {
    const { pick, other } = setUp();
    const clicked = vi.fn();
    pick.addEventListener('click', clicked);
    pointer('pointerdown', pick, 10, 10);
    pointer('pointerup', other, 10, 10);
    expect(clicked).not.toHaveBeenCalled();
  });
});
