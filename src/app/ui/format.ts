import { parseUtc } from '../../domain/timestamp';

/** spec 1 §9: dates are shown in America/Los_Angeles, 'MMM DD YYYY'. */
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: '2-digit', year: 'numeric' });

export function formatDate(utc: string | null | undefined): string {
  const date = utc ? parseUtc(utc) : undefined;
  return date ? dateFormat.format(date).replace(',', '') : '';
}
