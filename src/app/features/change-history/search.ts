import { CalendarDate, parseDate, toCalendarDate, fromDate, toZoned } from '@internationalized/date';
import * as v from 'valibot';
import { CHANGE_SORT_KEYS, DEFAULT_HISTORY_DAYS } from '#domain/changelog-document';
import { DATE_TEXT_PATTERN } from '#domain/timestamp';
import type { ChangeSearchParams } from '#app/api/changelog';
import { optionalParam, openParam, searchText, sortParam } from '#app/search-params';
import { PACIFIC } from '#app/ui/date-time';

const dayOf = (text: string): CalendarDate | undefined => {
  try {
    const day = parseDate(text);
    // parseDate accepts 2026-02-30 by constraining it; a link must say what it means.
    return day.toString() === text ? day : undefined;
  } catch {
    return undefined;
  }
};

/** A day in the URL: YYYY-MM-DD, a real calendar day (Pacific, like every date shown). */
const day = v.pipe(searchText(10), v.regex(DATE_TEXT_PATTERN), v.check((t) => dayOf(t) !== undefined));

/** At most this many pages of changes are loaded again from a link ('Load more' pressed this often less one). */
export const HISTORY_PAGES_MAX = 25;

/**
 * The /history search in the URL, so a link reopens it: the committed search (user e-mail and
 * day range), how many pages 'Load more' had loaded, and the selected change. No user and no day
 * means no search has been made yet.
 */
export const historySearch = v.object({
  user: optionalParam(v.pipe(searchText(320), v.trim(), v.minLength(1))),
  minDate: optionalParam(day),
  maxDate: optionalParam(day),
  pages: optionalParam(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(HISTORY_PAGES_MAX))),
  selected: optionalParam(searchText(64)),
});
export type HistorySearch = v.InferOutput<typeof historySearch>;

export const isSearchMade = (s: Pick<HistorySearch, 'user' | 'minDate' | 'maxDate'>) => Boolean(s.user || s.minDate || s.maxDate);

/** The fields of the search form before Search commits them. */
export interface HistoryDraft {
  user: string;
  minDate: CalendarDate | null;
  maxDate: CalendarDate | null;
}

/** spec 1 §2: the last 7 days up to today, Pacific. */
export function defaultDraft(now: Date = new Date()): HistoryDraft {
  const today = toCalendarDate(fromDate(now, PACIFIC));
  return { user: '', minDate: today.subtract({ days: DEFAULT_HISTORY_DAYS }), maxDate: today };
}

/** The form as the URL last committed it, or the default range when nothing is committed. */
export function draftOf(s: HistorySearch, now?: Date): HistoryDraft {
  if (!isSearchMade(s)) return defaultDraft(now);
  return { user: s.user ?? '', minDate: (s.minDate && dayOf(s.minDate)) || null, maxDate: (s.maxDate && dayOf(s.maxDate)) || null };
}

/** spec 1 §2: Search needs an e-mail or a date. */
export const canSearch = (d: HistoryDraft) => Boolean(d.user.trim() || d.minDate || d.maxDate);

export const searchOf = (d: HistoryDraft): Pick<HistorySearch, 'user' | 'minDate' | 'maxDate'> => ({
  user: d.user.trim() || undefined,
  minDate: d.minDate?.toString(),
  maxDate: d.maxDate?.toString(),
});

const startOf = (d: CalendarDate) => toZoned(d, PACIFIC).toDate();

/** The call's parameters: whole Pacific days as instants (the gateway reads plain days as UTC days). */
export function searchParamsOf(s: Pick<HistorySearch, 'user' | 'minDate' | 'maxDate'>): ChangeSearchParams {
  const min = s.minDate ? dayOf(s.minDate) : undefined;
  const max = s.maxDate ? dayOf(s.maxDate) : undefined;
  return {
    userId: s.user,
    minDate: min && startOf(min).toISOString(),
    maxDate: max && new Date(startOf(max.add({ days: 1 })).getTime() - 1).toISOString(),
  };
}

/** The per-document changelog view's state: its sort, its 'Search user' filter and the selected change. */
export const changelogViewSearch = v.object({
  sort: sortParam(CHANGE_SORT_KEYS),
  user: v.optional(v.fallback(searchText(320), ''), ''),
  // a change row's id: the document's id, the version's id and the field's path
  selected: optionalParam(searchText(512)),
});
export type ChangelogViewSearch = v.InferOutput<typeof changelogViewSearch>;
export const CHANGELOG_VIEW_DEFAULTS = { user: '' } as const;

/** The search param that holds the 'Changelog Details' popup open on the screens that offer it. */
export const CHANGELOG_PARAM = 'changelog';
export const changelogPopupSearch = v.object({ [CHANGELOG_PARAM]: openParam(['open']) });
