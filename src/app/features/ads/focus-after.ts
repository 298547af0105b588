/*
 * The ad form's list editors (answers, questions, levels, placements, targeting entries, bonus
 * awards) take away or disable the control that had focus (a remove button gone with its item, an
 * Add button disabled at its limit): useFocusAfterRemoval (ui/focus-after-removal) puts focus on the
 * control these find by its accessible name, once the change is shown.
 */
import type { RefObject } from 'react';
import { useFocusAfterRemoval } from '#app/ui/focus-after-removal';

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
  return candidates.find((c): c is HTMLElement => c != null && c.isConnected && !c.matches(':disabled'));
}

/**
 * The remove of a list's row by its numbered Remove button (`removeName(n)`, n from 1), for the list
 * editor in `ref`: the row goes through `write`, and focus goes to the Remove button now in its place
 * (the next row's, else the one before), else to `fallback()` (the list's Add, or its entry).
 */
export function useRowRemoval<T>(ref: RefObject<HTMLElement | null>, rows: readonly T[], write: (next: T[]) => void, removeName: (n: number) => string, fallback: () => HTMLElement | undefined) {
  const focusAfter = useFocusAfterRemoval();
  return (i: number) => {
    write(rows.filter((_, k) => k !== i));
    const at = Math.min(i, rows.length - 2);
    focusAfter(() => firstFocusable(buttonNamed(ref.current, removeName(at + 1)), fallback()));
  };
}
