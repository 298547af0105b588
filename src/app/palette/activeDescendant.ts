import { useEffect, type RefObject } from 'react';

/**
 * cmdk 1.1.1 computes aria-activedescendant before React has re-rendered the newly selected
 * option, so after each keystroke it names the previous option (or one that is gone) and screen
 * readers announce the wrong thing (axe: aria-valid-attr-value). This keeps the input's and the
 * listbox's attribute on the option that is actually selected.
 */
export function useActiveDescendantFix(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const fix = () => {
      const id = el.querySelector('[cmdk-item][aria-selected="true"]')?.id;
      for (const target of el.querySelectorAll('[cmdk-input], [cmdk-list]')) {
        if (!id) target.removeAttribute('aria-activedescendant');
        else if (target.getAttribute('aria-activedescendant') !== id) target.setAttribute('aria-activedescendant', id);
      }
    };
    const observer = new MutationObserver(fix);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected', 'aria-activedescendant'] });
    fix();
    return () => observer.disconnect();
  }, [root]);
}
