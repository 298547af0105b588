/**
 * Small list helpers the type checker understands: a catalog's list is a tuple of literals, so
 * `list.includes(text)` refuses a plain string, and `list.map` forgets that the list is not empty.
 */

/** Whether a value is one of a list's members, as a type guard (`includes` with a value of any type). */
export const isOneOf = <T>(list: readonly T[], value: unknown): value is T => list.some((member) => member === value);

/** A list of at least one item mapped, still of at least one (valibot's picklist takes only such a list). */
export function mapNonEmpty<L extends readonly [unknown, ...unknown[]], U>(list: L, map: (item: L[number]) => U): [U, ...U[]] {
  const [first, ...rest] = list;
  return [map(first), ...rest.map(map)];
}
