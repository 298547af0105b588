import { staleRowsByField, type StaleMerge } from '#app/ui/stale-rows';
import type { StaleChange } from '#app/ui/StaleSaveDialog';

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
    const o = new Map(Object.entries(item));
    if (o.has('barcode')) return `${o.get('barcode')} (${o.get('matchType')}${o.get('enabled') === false ? ', disabled' : ''})`;
    if (o.has('country')) return `${o.get('country')} ${o.get('price') ?? ''}`.trim();
  }
  return String(item);
}

/** The fields someone else and this user changed since a topic form read the topic (the stale-save dialog's rows). */
export function staleChangesOf<D extends object>(merge: StaleMerge<D>, labels: Record<keyof D, string>, show: (key: keyof D, value: unknown) => string = (_k, v) => showValue(v)): StaleChange[] {
  return staleRowsByField(merge, labels, show);
}
