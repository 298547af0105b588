import { parseUtc } from '#domain/timestamp';

/** spec 1 §9: dates are shown in America/Los_Angeles, 'MMM DD YYYY'. */
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: '2-digit', year: 'numeric' });

export function formatDate(utc: string | null | undefined): string {
  const date = utc ? parseUtc(utc) : undefined;
  return date ? dateFormat.format(date).replace(',', '') : '';
}

/**
 * A start and an end for one narrow column, 'Nov 22 2026 – Dec 17 2026': each date is kept whole
 * (no-break spaces), so a narrow column breaks the line after the dash only.
 */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const [from, to] = [formatDate(start), formatDate(end)].map((d) => d.replaceAll(' ', '\u00a0'));
  return from || to ? `${from} – ${to}`.trim() : '';
}

const timestampFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE, month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true,
});

/** spec 1 §9: 'MMM DD, YYYY h:mm:ss a' in America/Los_Angeles, e.g. 'Mar 01, 2026 9:05:07 am'. */
export function formatTimestamp(utc: string | null | undefined): string {
  const date = utc ? parseUtc(utc) : undefined;
  if (!date) return '';
  const parts = timestampFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')}:${part('second')} ${part('dayPeriod').toLowerCase()}`;
}
