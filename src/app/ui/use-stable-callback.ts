import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps one identity for the component's life and always calls the latest
 * `callback`: memoised children then skip re-rendering when only a parent's closure changed.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** One stable setter per field of a draft (`setField('name')`), each applying `set({ [key]: value })`. */
export function useFieldSetters<D extends object>(set: (patch: Partial<D>) => void): <K extends keyof D>(key: K) => (value: D[K]) => void {
  const stableSet = useStableCallback(set);
  const cache = useRef<{ [K in keyof D]?: (value: D[K]) => void }>({});
  return useCallback(<K extends keyof D>(key: K) => {
    // Own keys only: a draft's field may be named like an Object method ('constructor').
    const cached: ((value: D[K]) => void) | undefined = Object.hasOwn(cache.current, key) ? cache.current[key] : undefined;
    if (cached) return cached;
    const setter = (value: D[K]) => {
      const patch: Partial<D> = {};
      patch[key] = value;
      stableSet(patch);
    };
    cache.current[key] = setter;
    return setter;
  }, []);
}
