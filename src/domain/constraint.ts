import * as v from 'valibot';
import { object, record } from './plain-object';
import { FREQUENCY_PERIODS } from './catalogs/categories';
import { optionalUtcTimestamp } from './timestamp';
import { integer, LIMITS } from './text';

/** At most this many location ids per whitelist and per blacklist. */
export const MAX_LOCATION_IDS = 10000;
export const LOCATION_IDS_MESSAGE = 'Only enter comma separated numbers';

const boolMap = (max: number, keyPattern?: RegExp, keyMessage?: string) =>
  v.pipe(
    record(keyPattern ? v.pipe(v.string(), v.regex(keyPattern, keyMessage)) : v.pipe(v.string(), v.maxLength(LIMITS.id)), v.boolean()),
    v.check((m) => Object.keys(m).length <= max, `At most ${max} entries`),
  );

export const DateRangeConstraintSchema = object({
  '@type': v.literal('DateRangeConstraint'),
  startTimestamp: optionalUtcTimestamp(),
  endTimestamp: optionalUtcTimestamp(),
  availableInPeriod: v.optional(v.nullable(v.boolean())),
});
export const LocationConstraintSchema = object({
  '@type': v.literal('LocationConstraint'),
  locationIds: v.pipe(
    boolMap(2 * MAX_LOCATION_IDS, /^\d+$/, LOCATION_IDS_MESSAGE),
    v.check((m) => Object.values(m).filter(Boolean).length <= MAX_LOCATION_IDS, `At most ${MAX_LOCATION_IDS} whitelisted locations`),
    v.check((m) => Object.values(m).filter((x) => !x).length <= MAX_LOCATION_IDS, `At most ${MAX_LOCATION_IDS} blacklisted locations`),
  ),
});
export const ChainConstraintSchema = object({
  '@type': v.literal('ChainConstraint'),
  chainIds: v.union([boolMap(LIMITS.listItems), v.pipe(v.array(v.pipe(v.string(), v.maxLength(LIMITS.id))), v.maxLength(LIMITS.listItems))]),
});
const period = v.optional(v.picklist(FREQUENCY_PERIODS, `Must be one of ${FREQUENCY_PERIODS.join(', ')}`), 'MONTH');
export const FrequencyConstraintSchema = object({ '@type': v.literal('FrequencyConstraint'), engagements: integer(0), period });
export const MaxEngagementsConstraintSchema = object({ '@type': v.literal('MaxEngagementsConstraint'), engagements: integer(0), period });
export const RegionConstraintSchema = object({ '@type': v.literal('RegionConstraint'), regionKeys: boolMap(LIMITS.listItems) });
export const AmountConstraintSchema = object({
  '@type': v.literal('AmountConstraint'),
  minAmount: integer(0),
  currency: v.optional(v.picklist(['USD'], 'Must be USD'), 'USD'),
});

export const ConstraintSchema = v.variant(
  '@type',
  [
    DateRangeConstraintSchema,
    LocationConstraintSchema,
    ChainConstraintSchema,
    FrequencyConstraintSchema,
    MaxEngagementsConstraintSchema,
    RegionConstraintSchema,
    AmountConstraintSchema,
  ],
  'Unknown constraint type',
);
export type Constraint = v.InferOutput<typeof ConstraintSchema>;
export type DateRangeConstraint = v.InferOutput<typeof DateRangeConstraintSchema>;

export const constraintList = () => v.optional(v.pipe(v.array(ConstraintSchema), v.maxLength(50, 'At most 50 constraints')), []);

/**
 * The first constraint a list holds twice, if any: a kind every reader takes one of, or a cap
 * (frequency, inventory) for a period it already caps. Caps may repeat over other periods: a linked
 * card has 6 per month, 4 per week and 2 per day (spec 2 §9).
 */
export function repeatedConstraintKind(constraints: readonly Constraint[]): string | undefined {
  const seen = new Set<string>();
  for (const c of constraints) {
    const key = c['@type'] === 'FrequencyConstraint' || c['@type'] === 'MaxEngagementsConstraint' ? `${c['@type']} per ${c.period}` : c['@type'];
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return undefined;
}
export const repeatedConstraintMessage = (kind: string) => `Only one ${kind} is allowed`;

/**
 * An ad set's or ad's constraints: each kind at most once. Every reader (the date checks, status,
 * the forms) takes the first of a kind, so a second date range or location list would be stored
 * unchecked and unseen.
 */
export const levelConstraintList = () =>
  v.optional(
    v.pipe(
      v.array(ConstraintSchema),
      v.maxLength(50, 'At most 50 constraints'),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const kind = repeatedConstraintKind(dataset.value);
        if (kind) addIssue({ message: repeatedConstraintMessage(kind) });
      }),
    ),
    [],
  );

export function dateRangeOf(constraints: readonly Constraint[] | undefined): DateRangeConstraint | undefined {
  return constraints?.find((c): c is DateRangeConstraint => c['@type'] === 'DateRangeConstraint');
}

/** Keys of a chain constraint whichever shape it travels in. */
export function chainIdsOf(constraints: readonly Constraint[] | undefined): string[] {
  const c = constraints?.find((x) => x['@type'] === 'ChainConstraint');
  if (!c || c['@type'] !== 'ChainConstraint') return [];
  return Array.isArray(c.chainIds) ? c.chainIds : Object.entries(c.chainIds).flatMap(([id, on]) => (on ? [id] : []));
}

export function locationIdsOf(constraints: readonly Constraint[] | undefined): { whitelisted: string[]; blacklisted: string[] } {
  const c = constraints?.find((x) => x['@type'] === 'LocationConstraint');
  const ids = c && c['@type'] === 'LocationConstraint' ? c.locationIds : {};
  const entries = Object.entries(ids);
  return { whitelisted: entries.filter(([, on]) => on).map(([k]) => k), blacklisted: entries.filter(([, on]) => !on).map(([k]) => k) };
}

/**
 * Parses the comma-separated location id field; undefined when it holds anything but digits and
 * commas. Spaces around an id are ignored, but not between digits: '12 34' is two ids run together
 * (or a missing comma), not 1234. Empty entries ('1,,2' or a trailing comma) are skipped.
 */
export function parseLocationIdList(input: string): string[] | undefined {
  const ids = input.split(',').map((id) => id.trim()).filter(Boolean);
  return ids.every((id) => /^\d+$/.test(id)) ? ids : undefined;
}

/** The periods as people read them (spec 2 §9: 'Month, Week, All-time'; a linked card's per-user limits add Day). */
export const FREQUENCY_PERIOD_LABELS: Readonly<Record<(typeof FREQUENCY_PERIODS)[number], string>> = { DAY: 'Day', WEEK: 'Week', MONTH: 'Month', ALL_TIME: 'All-time' };

/** 'n / period' as the campaign summary's Freq Cap column shows a frequency constraint ('1 / month', '1 / all-time'); '' without one. */
export function frequencyCapOf(constraints: readonly Constraint[] | undefined): string {
  const f = constraints?.find((c) => c['@type'] === 'FrequencyConstraint');
  return f && f['@type'] === 'FrequencyConstraint' && typeof f.engagements === 'number' ? `${f.engagements} / ${FREQUENCY_PERIOD_LABELS[f.period ?? 'MONTH'].toLowerCase()}` : '';
}

/**
 * The constraints an ad set or ad form edits as fields (spec 2 'Ad set form', 'Ad form'): dates,
 * chains and the two location lists as the user types them.
 */
export interface EditedConstraints {
  startDate: string | null;
  endDate: string | null;
  chainIds: string[];
  whitelist: string;
  blacklist: string;
}
const EDITED_KINDS: readonly Constraint['@type'][] = ['DateRangeConstraint', 'ChainConstraint', 'LocationConstraint'];

export function editedConstraintsOf(constraints: readonly Constraint[] | undefined): EditedConstraints {
  const range = dateRangeOf(constraints);
  const locations = locationIdsOf(constraints);
  return {
    startDate: range?.startTimestamp ?? null,
    endDate: range?.endTimestamp ?? null,
    chainIds: chainIdsOf(constraints),
    whitelist: locations.whitelisted.join(', '),
    blacklist: locations.blacklisted.join(', '),
  };
}

/** The stored constraints with the edited fields over them; constraints of other kinds are kept as they are. */
export function withEditedConstraints(stored: readonly Constraint[], edited: EditedConstraints): Constraint[] {
  const out: Constraint[] = [];
  if (edited.startDate || edited.endDate) {
    out.push({ '@type': 'DateRangeConstraint', startTimestamp: edited.startDate, endTimestamp: edited.endDate, availableInPeriod: dateRangeOf(stored)?.availableInPeriod });
  }
  if (edited.chainIds.length) out.push({ '@type': 'ChainConstraint', chainIds: Object.fromEntries(edited.chainIds.map((id) => [id, true])) });
  const white = parseLocationIdList(edited.whitelist) ?? [];
  const black = parseLocationIdList(edited.blacklist) ?? [];
  // spec 2 §3: true = whitelisted, false = blacklisted.
  if (white.length || black.length) out.push({ '@type': 'LocationConstraint', locationIds: Object.fromEntries([...black.map((id) => [id, false]), ...white.map((id) => [id, true])]) });
  return [...out, ...stored.filter((c) => !EDITED_KINDS.includes(c['@type']))];
}
