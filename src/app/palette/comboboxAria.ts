import { useEffect, type RefObject } from 'react';

/**
 * Two of cmdk 1.1.1's combobox attributes are wrong, and screen readers say so:
 * - aria-activedescendant is computed before React has re-rendered the newly selected option, so
 *   after each keystroke it names the previous option (or one that is gone; axe:
 *   aria-valid-attr-value). This keeps the input's and the listbox's on the option actually selected.
 * - aria-expanded is always "true", even when the list shows nothing ('No results'). This makes it
 *   follow the list: "true" while it holds an option, else "false".
 */
export function useComboboxAriaFix(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const fix = () => {
      const id = el.querySelector('[cmdk-item][aria-selected="true"]')?.id;
      for (const target of el.querySelectorAll('[cmdk-input], [cmdk-list]')) {
        if (!id) target.removeAttribute('aria-activedescendant');
        else if (target.getAttribute('aria-activedescendant') !== id) target.setAttribute('aria-activedescendant', id);
      }
      const expanded = String(el.querySelector('[cmdk-item]') !== null);
      const input = el.querySelector('[cmdk-input]');
      if (input && input.getAttribute('aria-expanded') !== expanded) input.setAttribute('aria-expanded', expanded);
    };
    const observer = new MutationObserver(fix);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected', 'aria-activedescendant', 'aria-expanded'] });
    fix();
    return () => observer.disconnect();
  }, [root]);
}
