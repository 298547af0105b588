import * as v from 'valibot';
import { object } from '#domain/plain-object';
import { LIMITS, text } from '#domain/text';

/** Audience targeting (spec 2 §3 'Targeting'): entries restricting an ad by shopper attributes. */
export const TARGETING_MESSAGES = {
  empty: 'Targeting fields should not be empty.',
  age: 'Age must be from 0 to 120',
  history: 'Only enter comma separated numbers',
  loadFailed: 'Targeting Fields could not be loaded',
} as const;

export const TARGETING_NODE_KINDS = ['Boolean', 'LabelledString', 'String', 'RegexString', 'Long'] as const;
export const TARGETING_OPERATORS = ['ANY', 'NONE'] as const;
export const MIN_AGE = 0;
export const MAX_AGE = 120;

/** Definitions the form always offers; others are loaded from /node/v1/definitions/. */
export const FIXED_TARGETING_DEFINITIONS = [
  { definitionId: 'age', label: 'Age', type: 'Long' },
  { definitionId: 'gender', label: 'Gender', type: 'LabelledString' },
  { definitionId: 'scanHistory', label: 'Scan history', type: 'Long' },
  { definitionId: 'purchaseHistory', label: 'Purchase history', type: 'Long' },
  { definitionId: 'walkInHistory', label: 'Walk-in history', type: 'Long' },
] as const;

const isWholeNumber = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

const value = v.union([v.pipe(v.string(), v.maxLength(LIMITS.shortText)), v.number('Must be a number'), v.boolean()], 'Must be text, a number or true/false');

export const TargetingEntrySchema = v.pipe(
  object({
    type: v.picklist(TARGETING_NODE_KINDS, `Must be one of ${TARGETING_NODE_KINDS.join(', ')}`),
    definitionId: v.pipe(text(LIMITS.id), v.minLength(1, 'Choose a targeting field')),
    includeUnknown: v.optional(v.boolean(), false),
    operator: v.optional(v.picklist(TARGETING_OPERATORS, 'Must be ANY or NONE'), 'ANY'),
    values: v.optional(v.pipe(v.array(value), v.maxLength(LIMITS.listItems)), []),
  }),
  // Without "include unknown" an empty value list would match nobody: the form refuses it.
  v.forward(v.check((e) => e.includeUnknown || e.values.length > 0, TARGETING_MESSAGES.empty), ['values']),
  // A Long node (age, the history fields) holds whole numbers; the form sends what was typed otherwise, so it is refused here.
  v.forward(v.check((e) => e.type !== 'Long' || e.values.every(isWholeNumber), TARGETING_MESSAGES.history), ['values']),
  v.forward(
    v.check((e) => e.definitionId !== 'age' || e.values.every((x) => isWholeNumber(x) && x >= MIN_AGE && x <= MAX_AGE), TARGETING_MESSAGES.age),
    ['values'],
  ),
);
export type TargetingEntry = v.InferOutput<typeof TargetingEntrySchema>;

/** The ad's shopperProfileConfiguration: its targeting entries, all of which must hold. */
export const ShopperProfileConfigurationSchema = object({
  entries: v.optional(v.pipe(v.array(TargetingEntrySchema), v.maxLength(100, 'At most 100 targeting entries')), []),
});
export type ShopperProfileConfiguration = v.InferOutput<typeof ShopperProfileConfigurationSchema>;

/** Parses a history field: comma-separated numbers, undefined when anything else is typed. */
export function parseHistoryNumbers(input: string): number[] | undefined {
  const clean = input.replace(/\s+/g, '');
  if (clean === '') return [];
  if (!/^\d+(,\d+)*$/.test(clean)) return undefined;
  return clean.split(',').map(Number);
}

/** The form's check for one entry before it is sent: the message, or undefined when fine. */
export function targetingEntryProblem(entry: { includeUnknown?: boolean; values?: readonly unknown[] }): string | undefined {
  return entry.includeUnknown || (entry.values?.length ?? 0) > 0 ? undefined : TARGETING_MESSAGES.empty;
}
