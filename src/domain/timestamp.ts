import * as v from 'valibot';
import { must } from './must';

/**
 * Timestamps travel as UTC text with a '[UTC]' suffix ("2026-03-01T17:00:00Z[UTC]").
 * Plain ISO-8601 UTC is accepted too and normalised to the suffixed form.
 */
const UTC_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?Z(?:\[UTC\])?$/;

export const MAX_YEAR = 2050;

/**
 * The years a stored date or time may have: the store's timestamps hold years 1 to 9999 (no year 0),
 * and four digits hold no more. Every date and time a schema takes, and the change-history search,
 * keep to them.
 */
export const STORED_YEARS = { min: 1, max: 9999 } as const;
export const YEAR_RANGE_MESSAGE = `Must be a date between the years ${STORED_YEARS.min} and ${STORED_YEARS.max}`;
export const isStoredYear = (year: number) => Number.isInteger(year) && year >= STORED_YEARS.min && year <= STORED_YEARS.max;

/** The date a UTC text names, whatever its year; undefined when it is no such text or no day of the calendar. */
function parseUtcAnyYear(text: string): Date | undefined {
  const m = UTC_PATTERN.exec(text);
  if (!m) return undefined;
  const date = new Date(text.replace('[UTC]', ''));
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject rolled-over dates such as 2026-02-30.
  if (date.getUTCDate() !== Number(m[3]) || date.getUTCMonth() + 1 !== Number(m[2])) return undefined;
  return date;
}

/** The date a UTC text names, undefined unless it is a day of the calendar in the stored years (not 0000). */
export function parseUtc(text: string): Date | undefined {
  const date = parseUtcAnyYear(text);
  return date && isStoredYear(date.getUTCFullYear()) ? date : undefined;
}

/** Whether a UTC text names an instant before a date; false for text that names none. */
export function isBefore(utc: string, date: Date): boolean {
  const at = parseUtc(utc);
  return at !== undefined && at < date;
}

/** Whether a UTC text names an instant at or after another's; false when either names none. */
export function isNotBefore(utc: string, other: string): boolean {
  const [at, from] = [parseUtc(utc), parseUtc(other)];
  return at !== undefined && from !== undefined && at >= from;
}

/** spec 1 §9: dates are shown and entered in America/Los_Angeles. */
export const PACIFIC = 'America/Los_Angeles';

const pacificDisplay = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC, month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** A stored UTC text as the console shows it ('Mar 01, 2026, 9:00 AM PST'); other text as it is. */
export function showPacific(utc: string): string {
  const date = parseUtc(utc);
  return date ? pacificDisplay.format(date) : utc;
}

const pacificClock = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** How far the Pacific wall clock is from UTC at an instant, in milliseconds (negative: behind). */
function pacificOffsetAt(at: number): number {
  const parts = pacificClock.formatToParts(new Date(at));
  const shown = (type: Intl.DateTimeFormatPartTypes) => Number(must(parts.find((p) => p.type === type), `the Pacific clock shows its ${type}`).value);
  return Date.UTC(shown('year'), shown('month') - 1, shown('day'), shown('hour'), shown('minute'), shown('second')) - at;
}

/** The stored UTC text of the midnight that starts a Pacific day ('2027-01-01' → '2027-01-01T08:00:00Z[UTC]'). */
export function pacificDayStart(day: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The offset an hour or so after midnight, before any 2 am clock change: midnight's own.
  return formatUtc(new Date(midnight - pacificOffsetAt(midnight + 8 * 3_600_000)));
}

/**
 * The stored UTC text of a Pacific wall-clock time ('2030-06-30 23:59' → '2030-07-01T06:59:00Z[UTC]'),
 * with the offset in force at that time; undefined for no day of the calendar.
 */
export function pacificWallClock(year: number, month: number, day: number, hour: number, minute: number): string | undefined {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(guess);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) return undefined;
  // Pacific is 7 or 8 hours behind UTC: the offset read 8 hours on is the one in force.
  return formatUtc(new Date(guess - pacificOffsetAt(guess + 8 * 3_600_000)));
}

/** The Pacific day after a day ('2027-02-28' → '2027-03-01'). */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function formatUtc(date: Date): string {
  return `${date.toISOString().replace(/\.000Z$/, 'Z')}[UTC]`;
}

/**
 * A UTC text, parsed once (every stored document has several, and the demo seed checks them all):
 * refused with the first message that fits, stored in the suffixed form.
 */
export const utcTimestamp = () =>
  v.pipe(
    v.string(),
    v.maxLength(40),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const date = parseUtcAnyYear(dataset.value);
      if (!date) addIssue({ message: 'Must be a UTC timestamp such as 2026-03-01T17:00:00Z[UTC]' });
      else if (!isStoredYear(date.getUTCFullYear())) addIssue({ message: YEAR_RANGE_MESSAGE });
      else return formatUtc(date);
      return NEVER;
    }),
  );

export const optionalUtcTimestamp = () => v.optional(v.nullable(utcTimestamp()));

/** YYYY-MM-DD with a year starting 1 or 2 (spec 1 §5, chain priority of spec 3). */
export const DATE_TEXT_PATTERN = /^[12]\d{3}-\d{2}-\d{2}$/;
