import * as v from 'valibot';
import { object } from './plain-object';
import { boundMessage, boundsOutside } from './ad/rules';
import { dateStatus, effectiveDates, endsBeforeStart, type AdStatus, type Dates, type Levels } from './ad/status';
import { CAMPAIGN_RULES } from './campaign';
import { levelConstraintList, LOCATION_IDS_MESSAGE, MAX_LOCATION_IDS, parseLocationIdList, type Constraint } from './constraint';
import { idList, idRef, LIMITS, optionalText } from './text';
import { isBefore } from './timestamp';

/** The ad set (spec 2 §3 'Ad set'): a named group of ads inside a campaign. */
export const AD_SET_MESSAGES = {
  nameRequired: 'Name is required',
  empty: 'No Ad Sets yet',
  created: 'Ad set created successfully.',
  updated: 'Ad set successfully updated.',
  deleted: 'Ad set successfully deleted.',
  /** Ours: spec 2 §5 asks an ad for chains unless its ad set has them, so the last ones stay while ads rely on them. */
  chainsStillNeeded: (ads: string) => `Chains cannot be removed while these ads have none of their own: ${ads}`,
} as const;

export const AdSetSchema = object({
  // a missing name reads as an empty one, so the message names the field
  name: v.pipe(v.optional(v.string(AD_SET_MESSAGES.nameRequired), ''), v.trim(), v.minLength(1, AD_SET_MESSAGES.nameRequired), v.maxLength(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)),
  description: optionalText(LIMITS.description),
  // shown as 'Enabled in App'
  enabled: v.optional(v.boolean(), true),
  constraints: levelConstraintList(),
  topicIds: idList(),
  ontologyNodeId: v.optional(v.nullable(idRef())),
  deleted: v.optional(v.boolean(), false),
  campaignId: v.optional(idRef()),
});
export type AdSet = v.InferOutput<typeof AdSetSchema>;

/** Whether the ad set list starts with its sections collapsed: only when there is more than one. */
export const collapsedByDefault = (adSetCount: number) => adSetCount > 1;

/** The form's rule texts beyond the schema's (spec 2 §5). */
export const AD_SET_RULES = {
  whitelistFormat: `Whitelisted locations: ${LOCATION_IDS_MESSAGE}`,
  blacklistFormat: `Blacklisted locations: ${LOCATION_IDS_MESSAGE}`,
  whitelistLimit: `At most ${MAX_LOCATION_IDS} whitelisted locations`,
  blacklistLimit: `At most ${MAX_LOCATION_IDS} blacklisted locations`,
  bothLists: 'A location cannot be both whitelisted and blacklisted',
} as const;

export type AdSetRuleField = 'name' | 'startDate' | 'endDate' | 'whitelist' | 'blacklist';

/** One rule of the form: its line in the 'Missing values' banner and its message at the field. */
export interface AdSetRule {
  rule: string;
  ok: boolean;
  field: AdSetRuleField;
  message: string;
}

/**
 * An ad set's own dates against its campaign's (spec 2 §5 'Cannot start before', 'Cannot end after')
 * and against each other; gateway and portal word a bound alike, in Pacific time.
 */
export function adSetDateProblems(dates: Dates, campaign: Dates): { field: 'startDate' | 'endDate'; message: string }[] {
  const problems = boundsOutside(dates, campaign).map((p) => ({ field: p.bound === 'start' ? ('startDate' as const) : ('endDate' as const), message: boundMessage(p) }));
  if (endsBeforeStart(dates)) problems.push({ field: 'endDate', message: CAMPAIGN_RULES.endBeforeStart });
  return problems;
}

export interface AdSetFormInput {
  name: string;
  startDate: string | null;
  endDate: string | null;
  /** the location editor's two fields as typed: comma-separated ids */
  whitelist: string;
  blacklist: string;
}

export interface AdSetRuleContext {
  campaign: Dates;
  /** the dates the stored ad set had: an unchanged date may lie in the past (a live ad set) */
  stored?: Dates;
  now: Date;
}

function locationRules(field: 'whitelist' | 'blacklist', text: string): AdSetRule[] {
  const ids = parseLocationIdList(text);
  const format = field === 'whitelist' ? AD_SET_RULES.whitelistFormat : AD_SET_RULES.blacklistFormat;
  const limit = field === 'whitelist' ? AD_SET_RULES.whitelistLimit : AD_SET_RULES.blacklistLimit;
  return [
    { rule: format, ok: ids !== undefined, field, message: LOCATION_IDS_MESSAGE },
    { rule: limit, ok: (ids?.length ?? 0) <= MAX_LOCATION_IDS, field, message: limit },
  ];
}

/**
 * spec 2 §5 'Start date cannot be in the past', 'End date cannot be in the past': for a date this write
 * sets or changes. A stored date may have passed since, and what was read can still be saved as it is.
 */
export function pastDateProblems(dates: Dates, stored: Dates | undefined, now: Date): { field: 'startDate' | 'endDate'; message: string }[] {
  const past = (utc: string | null | undefined, storedUtc: string | null | undefined) => Boolean(utc && utc !== storedUtc && isBefore(utc, now));
  return [
    ...(past(dates.start, stored?.start) ? [{ field: 'startDate' as const, message: CAMPAIGN_RULES.startInPast }] : []),
    ...(past(dates.end, stored?.end) ? [{ field: 'endDate' as const, message: CAMPAIGN_RULES.endInPast }] : []),
  ];
}

/** Every rule of the ad set form with whether it passes (spec 2 §5), in the order the form shows them. */
export function adSetRuleStatus(input: AdSetFormInput, ctx: AdSetRuleContext): AdSetRule[] {
  const white = parseLocationIdList(input.whitelist) ?? [];
  const black = new Set(parseLocationIdList(input.blacklist) ?? []);
  const rules: AdSetRule[] = [
    { rule: AD_SET_MESSAGES.nameRequired, ok: input.name.trim().length > 0, field: 'name', message: AD_SET_MESSAGES.nameRequired },
  ];
  const dates = { start: input.startDate, end: input.endDate };
  const past = new Set(pastDateProblems(dates, ctx.stored ?? undefined, ctx.now).map((p) => p.field));
  rules.push({ rule: CAMPAIGN_RULES.startInPast, ok: !past.has('startDate'), field: 'startDate', message: CAMPAIGN_RULES.startInPast });
  rules.push({ rule: CAMPAIGN_RULES.endInPast, ok: !past.has('endDate'), field: 'endDate', message: CAMPAIGN_RULES.endInPast });
  for (const p of adSetDateProblems(dates, ctx.campaign)) rules.push({ rule: p.message, ok: false, field: p.field, message: p.message });
  rules.push(...locationRules('whitelist', input.whitelist), ...locationRules('blacklist', input.blacklist));
  rules.push({ rule: AD_SET_RULES.bothLists, ok: !white.some((id) => black.has(id)), field: 'blacklist', message: AD_SET_RULES.bothLists });
  return rules;
}

/** An ad set's status (spec 2 §4): disabled when switched off in the app, else the date status of its effective dates (its own over its campaign's). */
export function adSetStatus(adSet: { enabled?: boolean; constraints?: readonly Constraint[] }, campaign: Levels['campaign'], now: Date): AdStatus {
  if (adSet.enabled === false) return 'disabled';
  return dateStatus(effectiveDates({ adSet, campaign }), now);
}
