import type { StaleChange } from '../../ui/StaleSaveDialog';

/** How a value shows in the stale-save table: lists joined, HTML as its text, long texts cut. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(showItem).join(', ') || '—';
  const text = String(value).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text || '—';
}

function showItem(item: unknown): string {
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    if ('barcode' in o) return `${o.barcode} (${o.matchType}${o.enabled === false ? ', disabled' : ''})`;
    if ('country' in o) return `${o.country} ${o.price ?? ''}`.trim();
  }
  return String(item);
}

/**
 * The fields someone else changed since this form started (their value beside this user's), for
 * the stale-save dialog of a 412 answer.
 */
export function staleChangesOf<D extends object>(labels: Record<keyof D, string>, started: D, theirs: D, mine: D, show: (key: keyof D, value: unknown) => string = (_k, v) => showValue(v)): StaleChange[] {
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  return (Object.keys(labels) as (keyof D)[])
    .filter((k) => differs(started[k], theirs[k]))
    .map((k) => ({ label: labels[k], theirs: show(k, theirs[k]), yours: show(k, mine[k]) }));
}
