import type { MergeChange } from '#domain/three-way-merge';
import type { StaleChange } from './StaleSaveDialog';

/** A stale save's three-way comparison: the drafts (base, theirs, the user's), the changes and the merged draft. */
export interface StaleMerge<D> {
  base: D;
  theirs: D;
  yours: D;
  changes: readonly MergeChange[];
  merged: D;
}

/**
 * The stale-save dialog's rows of a form whose draft is one field per key: one row per field changed
 * since the form read the document, in the labels' order (a field without a label last, by its key),
 * showing each side's value where that side changed it. A field changed in parts (an object) shows
 * whole, a conflict when any part is.
 */
export function staleRowsByField<D extends object>(
  merge: StaleMerge<D>,
  labels: Partial<Record<keyof D, string>>,
  show: (key: keyof D, value: unknown) => string,
): StaleChange[] {
  const rows: StaleChange[] = [];
  const keys = new Set([...Object.keys(labels), ...merge.changes.flatMap((c) => c.path[0] ?? [])]) as Set<keyof D & string>;
  for (const key of keys) {
    const changes = merge.changes.filter((c) => c.path[0] === key);
    if (changes.length === 0) continue;
    const by = (...sides: MergeChange['side'][]) => changes.some((c) => sides.includes(c.side));
    rows.push({
      label: labels[key] ?? key,
      theirs: by('theirs', 'same', 'conflict') ? show(key, merge.theirs[key]) : undefined,
      yours: by('yours', 'same', 'conflict') ? show(key, merge.yours[key]) : undefined,
      conflict: by('conflict'),
    });
  }
  return rows;
}
