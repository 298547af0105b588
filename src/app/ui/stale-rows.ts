import type { MergeChange } from '../../domain/three-way-merge';
import type { StaleChange } from './StaleSaveDialog';

/**
 * The stale-save dialog's rows of a form whose draft is one field per key: one row per labelled field
 * changed since the form read the document, in the labels' order, showing each side's value where
 * that side changed it. A field changed in parts (an object) shows whole, a conflict when any part is.
 */
export function staleRowsByField<D extends object>(
  merge: { changes: readonly MergeChange[]; theirs: D; merged: D },
  labels: Partial<Record<keyof D, string>>,
  show: (key: keyof D, value: unknown) => string,
): StaleChange[] {
  const rows: StaleChange[] = [];
  for (const key of Object.keys(labels) as (keyof D & string)[]) {
    const changes = merge.changes.filter((c) => c.path[0] === key);
    if (changes.length === 0) continue;
    const by = (...sides: MergeChange['side'][]) => changes.some((c) => sides.includes(c.side));
    rows.push({
      label: labels[key]!,
      theirs: by('theirs', 'same', 'conflict') ? show(key, merge.theirs[key]) : undefined,
      // the merged value is the user's wherever they changed it
      yours: by('yours', 'same', 'conflict') ? show(key, merge.merged[key]) : undefined,
      conflict: by('conflict'),
    });
  }
  return rows;
}
