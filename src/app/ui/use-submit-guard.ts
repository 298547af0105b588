import { useEffect, type RefObject } from 'react';
import { useStableCallback } from './use-stable-callback';

/** Submit events a guard has moved focus for, so that the first refusing field keeps it. */
const focusMoved = new WeakSet<Event>();

/**
 * Refuses the submission of the form around `field` while `refuse()` answers true: the form's own
 * submit handler does not run (React's, which listens at the root, never sees the event), and
 * `onRefused` is told, with whether it may move focus (the first refusing field in the form may).
 * For a field whose half-made input the form cannot see (it holds no value until complete), so
 * that what was typed is neither dropped nor stored as nothing without a word.
 */
export function useSubmitGuard(field: RefObject<HTMLElement | null>, refuse: () => boolean, onRefused: (mayFocus: boolean) => void) {
  const shouldRefuse = useStableCallback(refuse);
  const refused = useStableCallback(onRefused);
  useEffect(() => {
    const form = field.current?.closest('form');
    if (!form) return;
    const guard = (event: SubmitEvent) => {
      if (!shouldRefuse()) return;
      event.preventDefault();
      event.stopPropagation();
      refused(!focusMoved.has(event));
      focusMoved.add(event);
    };
    form.addEventListener('submit', guard);
    return () => form.removeEventListener('submit', guard);
  }, [field, shouldRefuse, refused]);
}
