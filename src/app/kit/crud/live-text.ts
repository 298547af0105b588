import { parseUtc } from '#domain/timestamp';

/** The words of a form whose record changes elsewhere while it is open (issue 28 §3). */
export const LIVE_RECORD_TEXT = {
  /** '{user e-mail} changed Description 20 s ago' */
  changed: (user: string, fields: readonly string[], ago: string) => `${user} changed ${fields.length ? fields.join(', ') : 'this record'} ${ago}`,
  deleted: (user: string, ago: string) => `${user} deleted this record ${ago}`,
  compare: 'Compare',
  reload: 'Reload',
  alsoEditing: (users: readonly string[]) => `Also editing: ${users.join(', ')}`,
} as const;

/** '20 s ago', '3 min ago', '2 h ago': how long ago `at` (a gateway time, '…Z[UTC]') was, at `now`. */
export function agoText(at: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - (parseUtc(at)?.getTime() ?? now)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}
