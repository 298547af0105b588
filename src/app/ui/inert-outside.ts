import { useLayoutEffect, type RefObject } from 'react';

/**
 * While a combo box's list is open react-aria hides the rest of the page from screen readers
 * (aria-hidden) but leaves it in the Tab order, so Tab could land on what a screen reader does not
 * read (axe's aria-hidden-focus). It is made inert as well, out of the Tab order, until the list
 * closes. Tab still leaves the box: react-aria closes the list on it, and the page is back before
 * focus moves. `row` is the element around the box's input, inside the combo box.
 */
export function useInertOutsideWhileOpen(row: RefObject<HTMLElement | null>, isOpen: boolean) {
  useLayoutEffect(() => {
    const box = row.current?.parentElement;
    const listId = row.current?.querySelector('input')?.getAttribute('aria-controls');
    const list = listId ? document.getElementById(listId)?.closest('[data-trigger]') : null;
    if (!isOpen || !box || !list) return;
    return inertOutside([box, list]);
  }, [isOpen, row]);
}

/** Makes all of the page but `keep` inert (react-aria's announcer stays heard); returns the undo. */
function inertOutside(keep: Element[]) {
  const made: HTMLElement[] = [];
  const visit = (parent: Element) => {
    for (const el of Array.from(parent.children)) {
      if (keep.includes(el) || !(el instanceof HTMLElement) || el.inert || el.matches('[data-live-announcer], [aria-live]')) continue;
      if (keep.some((k) => el.contains(k))) visit(el);
      else {
        el.inert = true;
        made.push(el);
      }
    }
  };
  visit(document.body);
  return () => made.forEach((el) => (el.inert = false));
}
