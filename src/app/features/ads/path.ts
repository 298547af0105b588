import { must } from '#domain/must';

/**
 * Reading and writing one field of a nested draft by its dot path ('format.legacy.subtitle'), the
 * same path the gateway's errors name, so a field, its rule and its server error share one key.
 */
export function getAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (value == null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A copy of `root` with the value at `path` replaced; objects and arrays along the path are copied, others kept. */
export function setAt<T>(root: T, path: string, value: unknown): T {
  const [first, ...rest] = path.split('.');
  const key = must(first, 'a split answers one part at least');
  const node = (root ?? {}) as Record<string, unknown>;
  const next = rest.length ? setAt(node[key], rest.join('.'), value) : value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...node, [key]: next } as T;
}
