import * as v from 'valibot';
import { object, strictObject } from '#domain/plain-object';
import { parseMoney } from '#domain/money';
import { idRef, integer } from '#domain/text';

/** Awards (spec 2 §3 'Awards'): what a shopper earns, in the ad's single COMPLETED slot. */
export const AWARD_MESSAGES = {
  kicks: 'Kicks amount must be a positive whole number',
  minAboveMax: 'Minimum must be smaller than or equal to maximum',
  maxNotMultiple: 'Maximum must be a multiple of minimum',
  minEmpty: 'Minimum cannot be less than 1',
  maxEmpty: 'Maximum cannot be less than 1',
  maxAmount: 'Maximum cannot be greater than 5000 ($50)',
  tooManyLevels: 'A walk-in award has at most 5 levels',
  levelLimit: 'Set at least one limit on this level',
  levelPriority: (n: number) => `Level ${n} must have priority ${n}`,
  // the spec words no message for it; the field's label names it in the 'Missing values' banner
  dollars: 'Number of dollars must be an amount above 0, such as 1.50',
} as const;

export const MAX_WALK_IN_LEVELS = 5;
export const MAX_ELIGIBILITY_AMOUNT_CENTS = 5000;
export const WALK_IN_LIMIT_WINDOWS = ['7_DAYS', '30_DAYS', '90_DAYS', '180_DAYS', 'INF_DAYS'] as const;
export const AWARD_TYPES = ['CurrencyAward', 'KicksPerCurrencyUnitAward', 'ReceiptKicksCurrencyAward', 'MultiLevelWalkinAward'] as const;
export type AwardType = (typeof AWARD_TYPES)[number];

/** A Kicks-per-dollar award's dollars: amount scaled by precision (spec 2 §3: default 100 with precision 2, one dollar). */
export const DEFAULT_DOLLARS = { amount: 100, precision: 2 } as const;
/** The most decimal digits the gateway keeps for the dollars. */
export const MAX_DOLLAR_PRECISION = 9;

/**
 * The dollars typed on a Kicks-per-dollar award, read by spec 1 §5's money entry parsing ('2.5' is
 * 250 at precision 2, '15' is 1500 at 2); undefined for text the award's schema would refuse (not
 * a number, nothing at all, $0, or more decimals than it keeps), so the form never sends one.
 */
export function parseDollars(text: string): { amount: number; precision: number } | undefined {
  const money = parseMoney(text);
  return money && money.amount >= 1 && money.precision <= MAX_DOLLAR_PRECISION ? money : undefined;
}
const dollarAmount = () => v.pipe(v.number(AWARD_MESSAGES.dollars), v.integer(AWARD_MESSAGES.dollars), v.minValue(1, AWARD_MESSAGES.dollars));

/** A positive whole number of Kicks, the one wording of every Kicks field. */
export const kicks = () => v.pipe(v.number(AWARD_MESSAGES.kicks), v.integer(AWARD_MESSAGES.kicks), v.minValue(1, AWARD_MESSAGES.kicks), v.maxValue(1_000_000_000, 'Must be at most 1000000000'));
const optionalId = () => v.optional(v.nullable(idRef()));

export const CurrencyAwardSchema = object({
  '@type': v.literal('CurrencyAward'),
  amount: kicks(),
  currency: v.optional(v.picklist(['KICKS'], 'Must be KICKS'), 'KICKS'),
  precision: v.optional(integer(0, 0), 0),
  insertionOrderId: optionalId(),
  walletId: optionalId(),
});

export const KicksPerCurrencyUnitAwardSchema = object({
  '@type': v.literal('KicksPerCurrencyUnitAward'),
  numberOfKicks: kicks(),
  // dollars scaled by precision: 100 at precision 2 is one dollar (the same bounds as parseDollars)
  amount: v.optional(dollarAmount(), DEFAULT_DOLLARS.amount),
  precision: v.optional(integer(0, MAX_DOLLAR_PRECISION), DEFAULT_DOLLARS.precision),
  currency: v.optional(v.picklist(['USD'], 'Must be USD'), 'USD'),
  insertionOrderId: optionalId(),
  walletId: optionalId(),
});

// An empty bound arrives as null or missing: the form's messages say what it cannot be.
const bound = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message));

export const QuantityAwardConfigurationSchema = v.pipe(
  object({
    '@type': v.literal('QuantityAwardConfiguration'),
    minQuantity: v.optional(bound(AWARD_MESSAGES.minEmpty), 1),
    maxQuantity: v.optional(bound(AWARD_MESSAGES.maxEmpty), 1),
  }),
  v.forward(v.check((c) => c.minQuantity <= c.maxQuantity, AWARD_MESSAGES.minAboveMax), ['minQuantity']),
  v.forward(v.check((c) => c.maxQuantity % c.minQuantity === 0, AWARD_MESSAGES.maxNotMultiple), ['maxQuantity']),
);
export const AmountAwardConfigurationSchema = v.pipe(
  object({
    '@type': v.literal('AmountAwardConfiguration'),
    minAmount: bound(AWARD_MESSAGES.minEmpty),
    maxAmount: v.pipe(bound(AWARD_MESSAGES.maxEmpty), v.maxValue(MAX_ELIGIBILITY_AMOUNT_CENTS, AWARD_MESSAGES.maxAmount)),
  }),
  v.forward(v.check((c) => c.minAmount <= c.maxAmount, AWARD_MESSAGES.minAboveMax), ['minAmount']),
);
export const AwardConfigurationSchema = v.variant('@type', [QuantityAwardConfigurationSchema, AmountAwardConfigurationSchema], 'Unknown award configuration type');

export const ReceiptKicksCurrencyAwardSchema = object({
  '@type': v.literal('ReceiptKicksCurrencyAward'),
  amount: kicks(),
  currency: v.optional(v.picklist(['KICKS'], 'Must be KICKS'), 'KICKS'),
  precision: v.optional(integer(0, 0), 0),
  awardConfiguration: AwardConfigurationSchema,
  insertionOrderId: optionalId(),
  walletId: optionalId(),
});

const limit = () => v.optional(v.nullable(integer(0)));
export const WalkInLevelSchema = v.pipe(
  object({
    priority: integer(1, MAX_WALK_IN_LEVELS),
    amount: kicks(),
    precision: v.optional(integer(0, 0), 0),
    limits: object({ '7_DAYS': limit(), '30_DAYS': limit(), '90_DAYS': limit(), '180_DAYS': limit(), INF_DAYS: limit() }),
  }),
  // Each limit is required unless another limit is set on the level (spec 2 §5).
  v.forward(v.check((l) => WALK_IN_LIMIT_WINDOWS.some((w) => typeof l.limits[w] === 'number'), AWARD_MESSAGES.levelLimit), ['limits']),
);
export const MultiLevelWalkinAwardSchema = object({
  '@type': v.literal('MultiLevelWalkinAward'),
  levels: v.pipe(
    v.array(WalkInLevelSchema),
    v.minLength(1, 'Add at least one level'),
    v.maxLength(MAX_WALK_IN_LEVELS, AWARD_MESSAGES.tooManyLevels),
    // spec 2 §4, §9: priorities start at 1 and a new level takes the count plus one (only the last is deleted)
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      dataset.value.forEach((level, i) => {
        if (level.priority !== i + 1) addIssue({ message: AWARD_MESSAGES.levelPriority(i + 1), path: [{ type: 'array', origin: 'value', input: dataset.value, key: i, value: level }, { type: 'object', origin: 'value', input: level, key: 'priority', value: level.priority }] });
      });
    }),
  ),
  currency: v.optional(v.picklist(['KICKS'], 'Must be KICKS'), 'KICKS'),
  insertionOrderId: optionalId(),
  walletId: optionalId(),
});

export const AwardSchema = v.variant(
  '@type',
  [CurrencyAwardSchema, KicksPerCurrencyUnitAwardSchema, ReceiptKicksCurrencyAwardSchema, MultiLevelWalkinAwardSchema],
  'Unknown award type',
);
export type Award = v.InferOutput<typeof AwardSchema>;

/** The single award slot: unknown slots are refused rather than silently dropped. */
export const AwardsSchema = strictObject({ COMPLETED: v.optional(AwardSchema) }, 'The only award slot is COMPLETED');
export type Awards = v.InferOutput<typeof AwardsSchema>;

/** The default of each award type, used when the award type changes (spec 2 §4, §9). */
export function defaultAward(type: AwardType, amount = 1): Award {
  switch (type) {
    case 'CurrencyAward': return { '@type': type, amount, currency: 'KICKS', precision: 0 };
    case 'KicksPerCurrencyUnitAward': return { '@type': type, numberOfKicks: amount, ...DEFAULT_DOLLARS, currency: 'USD' };
    case 'ReceiptKicksCurrencyAward':
      return { '@type': type, amount, currency: 'KICKS', precision: 0, awardConfiguration: { '@type': 'QuantityAwardConfiguration', minQuantity: 1, maxQuantity: 1 } };
    case 'MultiLevelWalkinAward': return { '@type': type, currency: 'KICKS', levels: [newWalkInLevel(0, amount)] };
  }
}

/** A receipt's promotion eligibility (spec 2 §3 ReceiptKicksCurrencyAward): by quantity bought or by amount spent. */
export const ELIGIBILITY_TYPES = ['QuantityAwardConfiguration', 'AmountAwardConfiguration'] as const;
export type EligibilityType = (typeof ELIGIBILITY_TYPES)[number];

/**
 * spec 2 §4: choosing an eligibility type makes the award a receipt Kicks award with that
 * configuration (quantity starts at 1 to 1, amounts empty); none reverts to a plain currency award.
 * The Kicks and the award's order and wallet stay.
 */
export function withEligibility(award: Award | undefined, type: EligibilityType | null): Award {
  const receipt = award?.['@type'] === 'CurrencyAward' || award?.['@type'] === 'ReceiptKicksCurrencyAward' ? award : undefined;
  const amount = receipt ? receipt.amount : 1;
  const kept = Object.fromEntries(Object.entries({ insertionOrderId: receipt?.insertionOrderId, walletId: receipt?.walletId }).filter(([, id]) => id != null));
  if (type === null) return { ...defaultAward('CurrencyAward', amount), ...kept };
  if (type === 'QuantityAwardConfiguration') return { ...defaultAward('ReceiptKicksCurrencyAward', amount), ...kept };
  // The amounts start empty, as the form shows them: the award is refused until both are typed.
  const awardConfiguration = { '@type': type, minAmount: null, maxAmount: null } as unknown as { '@type': typeof type; minAmount: number; maxAmount: number };
  return { '@type': 'ReceiptKicksCurrencyAward', amount, currency: 'KICKS', precision: 0, awardConfiguration, ...kept };
}

/** A new level's priority is the count of levels plus one; only the last level may be deleted. */
export function newWalkInLevel(existingLevels: number, amount = 1) {
  return { priority: existingLevels + 1, amount, precision: 0, limits: { '7_DAYS': null, '30_DAYS': null, '90_DAYS': null, '180_DAYS': null, INF_DAYS: null } };
}
export const canDeleteWalkInLevel = (index: number, count: number) => index === count - 1;

/**
 * A video award amount under 1 or empty clears the awards (spec 2 §4). The award is tied to the ad's
 * insertion order, as an award present when the order was picked is (spec 2 §3: CurrencyAward carries
 * insertionOrderId); a video line item is no wallet, so walletId stays empty.
 */
export function videoAwards(amount: number | null | undefined, ad: { insertionOrderId?: string | null }): Awards {
  if (amount === null || amount === undefined || amount < 1) return {};
  return { COMPLETED: { ...defaultAward('CurrencyAward', Math.floor(amount)), insertionOrderId: ad.insertionOrderId ?? null, walletId: null } as Award };
}

/**
 * The kick figure lists and the ad browser show: COMPLETED.amount, or a Kicks-per-dollar award's
 * numberOfKicks (its amount is dollars); else none.
 */
export function kickAmountOf(awards: { COMPLETED?: object | null } | null | undefined): number | undefined {
  const award = awards?.COMPLETED as { '@type'?: unknown; amount?: unknown; numberOfKicks?: unknown } | null | undefined;
  const kicks = award?.['@type'] === 'KicksPerCurrencyUnitAward' ? award.numberOfKicks : award?.amount;
  return typeof kicks === 'number' ? kicks : undefined;
}
