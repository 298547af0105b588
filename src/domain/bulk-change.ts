import * as v from 'valibot';
import { ENABLED_TOGGLE_FORMATS } from './catalogs/formats';
import { isOneOf } from './lists';
import { object } from './plain-object';
import type { Constraint } from './constraint';
import { RESEND_EVENT_TYPES } from './resend-event';
import { idRef, LIMITS, requiredText } from './text';
import { CAMPAIGN_RULES } from './campaign';
import { isBefore, pacificWallClock, parseUtc, utcTimestamp } from './timestamp';

/**
 * Bulk changes (issue 28 §2): one field set on many records in one call, all or nothing, each record
 * checked by every rule its own save is checked by (docs/decisions/023-change-sets.md).
 */

/** Records one bulk call changes at the most: a 'Select all N matching' of a long search. */
export const MAX_BULK_CHANGE = 1000;

export const BULK_CHANGE_MESSAGES = {
  ids: 'Must be a list of ids',
  noIds: 'Send at least one id',
  repeated: 'Name each record once',
  tooMany: `At most ${MAX_BULK_CHANGE} records per call`,
  enabled: 'enabled must be true or false',
  tag: 'Enter a tag',
  eventType: 'Must be CREATE or UPDATE',
  // spec 2 §4: 'Enabled flag can be toggled in the ad form only for Banner, Video and VastUrl formats.'
  notToggleable: 'Only Banner, Video and VAST video ads can be enabled or disabled',
} as const;

/** Whether an ad's enabled flag may be toggled (spec 2 §4): the portal offers Enable/Disable only when every selected ad's may. */
export const mayToggleEnabled = (format: { '@type'?: unknown } | undefined): boolean =>
  isOneOf(ENABLED_TOGGLE_FORMATS, format?.['@type']);

/** An ad's constraints with its own end date set: its date range's, or a new range holding only the end (the start stays inherited). */
export function withEndDate(constraints: readonly Constraint[] | undefined, endTimestamp: string): Constraint[] {
  const list = constraints ?? [];
  const i = list.findIndex((c) => c['@type'] === 'DateRangeConstraint');
  if (i < 0) return [...list, { '@type': 'DateRangeConstraint', endTimestamp }];
  return list.map((c, j) => (j === i && c['@type'] === 'DateRangeConstraint' ? { ...c, endTimestamp } : c));
}

/** The tags with one more, unless they already hold it. */
export const withTag = (tags: readonly string[] | undefined, tag: string): string[] => (tags?.includes(tag) ? [...tags] : [...(tags ?? []), tag]);

const ids = () =>
  v.pipe(
    v.array(idRef(), BULK_CHANGE_MESSAGES.ids),
    v.minLength(1, BULK_CHANGE_MESSAGES.noIds),
    v.maxLength(MAX_BULK_CHANGE, BULK_CHANGE_MESSAGES.tooMany),
    v.check((list) => new Set(list).size === list.length, BULK_CHANGE_MESSAGES.repeated),
  );

export const BulkSetEnabledSchema = object({ adIds: ids(), enabled: v.boolean(BULK_CHANGE_MESSAGES.enabled) });
/** `endDate`: the Pacific date and time the user picked, sent as UTC text with a [UTC] suffix (API conventions). */
export const BulkSetEndDateSchema = object({ adIds: ids(), endDate: utcTimestamp() });
export const BulkResendEventSchema = object({ adIds: ids(), eventType: v.picklist(RESEND_EVENT_TYPES, BULK_CHANGE_MESSAGES.eventType) });
export const BulkAddTagSchema = object({ campaignIds: ids(), tag: requiredText(BULK_CHANGE_MESSAGES.tag, LIMITS.tag) });

/** 'Set end date of 12 ads…': a Pacific date and time as typed in the palette. */
export const BULK_END_DATE_MESSAGES = {
  format: 'Enter a Pacific date and time such as 2030-06-30 11:59 PM',
} as const;

/** A day alone ends at 23:59 (spec 1 §4's end-of-day default). */
const END_OF_DAY = { hour: 23, minute: 59 } as const;
const PACIFIC_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?)?$/i;

/** A typed Pacific date and time ('2030-06-30 11:59 PM', '2030-06-30 23:59', '2030-06-30') as stored UTC text; undefined if it is none. */
export function parsePacificDateTime(text: string): string | undefined {
  const m = PACIFIC_DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, min, half] = m;
  let hour = h === undefined ? END_OF_DAY.hour : Number(h);
  const minute = min === undefined ? END_OF_DAY.minute : Number(min);
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    const pm = half.toLowerCase().startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  const utc = pacificWallClock(Number(y), Number(mo), Number(d), hour, minute);
  return utc && parseUtc(utc) ? utc : undefined;
}

/** What is wrong with a typed end date for a bulk change, if anything: its form, or the ad rule that an end is not in the past. */
export function bulkEndDateProblem(text: string, now: Date): string | undefined {
  const utc = parsePacificDateTime(text);
  if (!utc) return BULK_END_DATE_MESSAGES.format;
  return isBefore(utc, now) ? CAMPAIGN_RULES.endInPast : undefined;
}
