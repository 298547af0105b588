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
  const cache = useRef(new Map<keyof D, (value: never) => void>());
  return useCallback(<K extends keyof D>(key: K) => {
    let setter = cache.current.get(key);
    if (!setter) {
      setter = (value: never) => stableSet({ [key]: value } as unknown as Partial<D>);
      cache.current.set(key, setter);
    }
    return setter as (value: D[K]) => void;
  }, []);
}
