import { CalendarDate, CalendarDateTime, fromDate, toCalendarDate, toZoned } from '@internationalized/date';
import { formatUtc, parseUtc } from '../../../domain/timestamp';
import { DISPLAY_TIME_ZONE } from '../../ui/format';

/** A stored UTC timestamp as its day in Pacific time (spec 1 §9). */
export function dayOf(utc: string | null | undefined): CalendarDate | null {
  const date = utc ? parseUtc(utc) : undefined;
  return date ? toCalendarDate(fromDate(date, DISPLAY_TIME_ZONE)) : null;
}

/** spec 1 §5: a start day means 09:00 am, an end day 11:59 pm, Pacific time; stored in UTC. */
export function utcOf(day: CalendarDate | null, edge: 'start' | 'end'): string | null {
  if (!day) return null;
  const [h, m] = edge === 'start' ? [9, 0] : [23, 59];
  return formatUtc(toZoned(new CalendarDateTime(day.year, day.month, day.day, h, m), DISPLAY_TIME_ZONE).toDate());
}
