import { within, type ByRoleMatcher } from '@testing-library/react';

/** Words as axe-core's label-content-name-mismatch splits them: letters and digits, lower case. */
const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * WCAG 2.5.3 Label in Name, read as axe-core 4.14 reads it: the words an element shows (its text
 * nodes run together, glyphs hidden from screen readers included), and as many first words of its
 * accessible name; equal when the name starts with the shown text. Pieces with no space between
 * them read as one word ('Filters2'), as they do to voice control.
 */
export function shownAndNamed(el: HTMLElement, role: ByRoleMatcher) {
  let name = '';
  within(el.parentElement!).getAllByRole(role, {
    name: (n, e) => {
      if (e === el) name = n;
      return e === el;
    },
  });
  const shown = words(el.textContent ?? '');
  return { shown, named: words(name).slice(0, shown.length) };
}
