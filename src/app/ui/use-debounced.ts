import { useEffect, useState } from 'react';

/** How long typing must pause before a search box asks the gateway. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `ms`: what a search box searches while typing goes on. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
