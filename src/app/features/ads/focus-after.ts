import { useEffect, useState } from 'react';
import { focusIsUnplaced } from '../../ui/route-focus';

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

/**
 * For the ad form's list editors (answers, questions, levels, placements, targeting entries, bonus
 * awards): an action that takes away or disables the control that had focus (a remove button gone
 * with its item, an Add button disabled at its limit) would leave focus on the page's body. Once the
 * change is shown, focus goes to `target()` instead, unless the user has put it somewhere already.
 * React-aria gives focus back a frame after a press, so this waits two frames.
 */
export function useFocusAfter(): (target: () => HTMLElement | null | undefined) => void {
  const [request, setRequest] = useState<{ target: () => HTMLElement | null | undefined }>();
  useEffect(() => {
    if (!request) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (focusIsUnplaced() || !active?.isConnected || active.matches(':disabled')) request.target()?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [request]);
  return (target) => setRequest({ target });
}
