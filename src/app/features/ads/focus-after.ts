/*
 * The ad form's list editors (answers, questions, levels, placements, targeting entries, bonus
 * awards) take away or disable the control that had focus (a remove button gone with its item, an
 * Add button disabled at its limit): useFocusAfterRemoval (ui/focus-after-removal) puts focus on the
 * control these find by its accessible name, once the change is shown.
 */

/** A button of `container` by its accessible name (its aria-label, else its text). */
export function buttonNamed(container: ParentNode | null | undefined, name: string): HTMLButtonElement | undefined {
  if (!container) return undefined;
  return [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name);
}

/** A text field of `container` by its label's text (a trailing required mark aside). */
export function fieldNamed(container: ParentNode | null | undefined, name: string): HTMLElement | undefined {
  if (!container) return undefined;
  const label = [...container.querySelectorAll<HTMLLabelElement>('label')].find((l) => (l.textContent ?? '').replace(/\s*\*\s*$/, '').trim() === name);
  return (label?.htmlFor ? document.getElementById(label.htmlFor) : label?.querySelector<HTMLElement>('input, textarea')) ?? undefined;
}

/** The first of `candidates` that can take focus (there and not disabled). */
export function firstFocusable(...candidates: (HTMLElement | null | undefined)[]): HTMLElement | undefined {
  return candidates.find((c): c is HTMLElement => Boolean(c?.isConnected) && !c!.matches(':disabled'));
}
