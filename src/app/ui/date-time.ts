import { CalendarDateTime, fromDate, getLocalTimeZone, toZoned, type ZonedDateTime } from '@internationalized/date';
import { MAX_YEAR, PACIFIC } from '#domain/timestamp';

export { PACIFIC };

/** spec 1 §4: picking a day without a time defaults to 9:00; an end-of-day default uses 23:59. */
export const DAY_START = { hour: 9, minute: 0 } as const;
export const DAY_END = { hour: 23, minute: 59 } as const;

/** 'Now' sets now plus 1 minute (spec 1 §4), to the minute. */
export function nowPlusOneMinute(now: Date = new Date()): Date {
  const d = new Date(now.getTime() + 60_000);
  d.setUTCSeconds(0, 0);
  return d;
}

export const zonedOf = (date: Date, timeZone = PACIFIC): ZonedDateTime => fromDate(date, timeZone);

/** A wall-clock time in a zone as an instant. */
export function instantOf(year: number, month: number, day: number, hour: number, minute: number, timeZone = PACIFIC): Date {
  return toZoned(new CalendarDateTime(year, month, day, hour, minute), timeZone).toDate();
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days of a month; February has 29 while the year is still unknown. */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** spec 1 §5: year at most 2050 and 4 characters, starting with 1 or 2. */
export const YEAR_PATTERN = /^[12]\d{3}$/;
export const YEAR_MESSAGE = `Enter a 4-digit year no later than ${MAX_YEAR}`;
export const validYear = (text: string) => YEAR_PATTERN.test(text) && Number(text) <= MAX_YEAR;

export { getLocalTimeZone };

const pad = (n: number) => String(n).padStart(2, '0');
const displayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** 'Mar 01, 2026, 9:00 AM PST' */
export const formatDateTime = (date: Date, timeZone = PACIFIC) => displayFormat(timeZone).format(date);

export const HOURS_24 = Array.from({ length: 24 }, (_, h) => ({ id: String(h), label: pad(h) }));
export const MINUTES = Array.from({ length: 60 }, (_, m) => ({ id: String(m), label: pad(m) }));
