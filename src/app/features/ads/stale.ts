import { diffableLeaves } from '../../../domain/changelog';
import { showPacific } from '../../../domain/timestamp';
import type { StaleChange } from '../../ui/StaleSaveDialog';
import { adBodyOf, type AdDraft } from './ad-draft';

const shown = (value: string | undefined) => (value === undefined || value === '' ? '—' : showPacific(value));

/**
 * The fields someone else changed since the form was opened (their saved value beside this user's),
 * compared on the bodies the form would send and named as the change history names them: list
 * entries paired by what they are (a constraint by its kind), not by place, so a constraint added
 * before others does not show them as changed; dates in Pacific time.
 */
export function adStaleChanges(start: AdDraft, theirs: AdDraft, yours: AdDraft): StaleChange[] {
  const [before, saved] = diffableLeaves(adBodyOf(start), adBodyOf(theirs));
  const mine = diffableLeaves(adBodyOf(start), adBodyOf(yours))[1];
  const keys = [...new Set([...before.keys(), ...saved.keys()])].filter((k) => before.get(k)?.value !== saved.get(k)?.value);
  return keys
    .map((k) => ({ label: (saved.get(k) ?? before.get(k))!.label, theirs: shown(saved.get(k)?.value), yours: shown(mine.get(k)?.value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
}
