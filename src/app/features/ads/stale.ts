import { diffableLeaves } from '#domain/changelog';
import { must } from '#domain/must';
import { showPacific } from '#domain/timestamp';
import type { MergeChange } from '#domain/three-way-merge';
import type { StaleMerge } from '#app/ui/stale-rows';
import type { StaleChange } from '#app/ui/StaleSaveDialog';
import { adBodyOf, type AdDraft } from '#app/kit/ads/ad-draft';

const shown = (value: string | undefined) => (value === undefined || value === '' ? '—' : showPacific(value));

/** The draft with one value replaced (undefined removes it), copies along the path. */
function withValue(draft: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const record = (draft ?? {}) as Record<string, unknown>;
  const { [key]: old, ...others } = record;
  const next = withValue(old, rest, value);
  return next === undefined ? others : { ...others, [key]: next };
}

/** The body fields (changelog names) in which two drafts differ, with each side's text. */
function leaves(before: AdDraft, after: AdDraft) {
  const [b, a] = diffableLeaves(adBodyOf(before), adBodyOf(after));
  const changed = [...new Set([...b.keys(), ...a.keys()])].filter((k) => b.get(k)?.value !== a.get(k)?.value);
  return { changed, label: (k: string) => must(a.get(k) ?? b.get(k), 'a changed field is on one side at least').label, after: a };
}

/**
 * The stale-save dialog's rows of an ad: the fields someone else and this user changed since the form
 * read it, named as the change history names them (list entries paired by what they are, a
 * constraint by its kind, so a constraint added before others does not show them as changed), dates
 * in Pacific time. A change of the merge (a whole list, say) shows as the body fields it touches,
 * each marked a conflict where the merge found one.
 */
export function adStaleChanges(m: StaleMerge<AdDraft>): StaleChange[] {
  const theirs = leaves(m.base, m.theirs).after;
  const yours = leaves(m.base, m.yours).after;
  const rows = new Map<string, { label: string; sides: Set<MergeChange['side']> }>();
  for (const change of m.changes) {
    // the body fields this one change makes differ, on either side
    for (const value of [change.theirs, change.yours]) {
      const touched = leaves(m.base, withValue(m.base, change.path, value) as AdDraft);
      for (const k of touched.changed) {
        const row = rows.get(k) ?? { label: touched.label(k), sides: new Set() };
        row.sides.add(change.side);
        rows.set(k, row);
      }
    }
  }
  const by = (sides: Set<MergeChange['side']>, ...wanted: MergeChange['side'][]) => wanted.some((s) => sides.has(s));
  return [...rows.entries()]
    .map(([k, { label, sides }]) => ({
      label,
      theirs: by(sides, 'theirs', 'same', 'conflict') ? shown(theirs.get(k)?.value) : undefined,
      yours: by(sides, 'yours', 'same', 'conflict') ? shown(yours.get(k)?.value) : undefined,
      conflict: sides.has('conflict'),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
}
