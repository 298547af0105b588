import type { StaleChange } from '../../ui/StaleSaveDialog';
import { adBodyOf, type AdDraft } from './ad-draft';

/** Every leaf of a value by its dot path ('format.legacy.subtitle'), lists by index. */
function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (value !== undefined && value !== null && value !== '') {
    out.set(prefix, String(value));
  }
  return out;
}

/**
 * The fields someone else changed since the form was opened (their saved value beside this user's),
 * compared on the bodies the form would send, so dates and locations read as they are stored.
 */
export function adStaleChanges(start: AdDraft, theirs: AdDraft, yours: AdDraft): StaleChange[] {
  const [s, t, y] = [start, theirs, yours].map((d) => leaves(adBodyOf(d)));
  const paths = new Set([...s!.keys(), ...t!.keys()]);
  return [...paths]
    .filter((p) => s!.get(p) !== t!.get(p))
    .sort()
    .map((p) => ({ label: p, theirs: t!.get(p) ?? '—', yours: y!.get(p) ?? '—' }));
}
