import * as v from 'valibot';

/**
 * Timestamps travel as UTC text with a '[UTC]' suffix ("2026-03-01T17:00:00Z[UTC]").
 * Plain ISO-8601 UTC is accepted too and normalised to the suffixed form.
 */
const UTC_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?Z(?:\[UTC\])?$/;

export const MAX_YEAR = 2050;

export function parseUtc(text: string): Date | undefined {
  const m = UTC_PATTERN.exec(text);
  if (!m) return undefined;
  const date = new Date(text.replace('[UTC]', ''));
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject rolled-over dates such as 2026-02-30.
  if (date.getUTCDate() !== Number(m[3]) || date.getUTCMonth() + 1 !== Number(m[2])) return undefined;
  return date;
}

export function formatUtc(date: Date): string {
  return `${date.toISOString().replace(/\.000Z$/, 'Z')}[UTC]`;
}

export const utcTimestamp = () =>
  v.pipe(
    v.string(),
    v.maxLength(40),
    v.check((s) => parseUtc(s) !== undefined, 'Must be a UTC timestamp such as 2026-03-01T17:00:00Z[UTC]'),
    v.transform((s) => formatUtc(parseUtc(s)!)),
  );

export const optionalUtcTimestamp = () => v.optional(v.nullable(utcTimestamp()));

/** YYYY-MM-DD with a year starting 1 or 2 (spec 1 §5, chain priority of spec 3). */
export const DATE_TEXT_PATTERN = /^[12]\d{3}-\d{2}-\d{2}$/;
