import * as v from 'valibot';
import { object } from './plain-object';
import { DEFAULT_CURRENCY, DEFAULT_PRECISION } from './catalogs/categories';
import { integer } from './text';

/** Amounts are integers scaled by precision (1234 at precision 2 is 12.34). */
const money = {
  amount: v.optional(integer(0), 0),
  currency: v.optional(v.picklist(['USD'], 'Must be USD'), DEFAULT_CURRENCY),
  precision: v.optional(integer(0, 9), DEFAULT_PRECISION),
};
const count = () => v.optional(integer(0), 0);

export const FreePricingModelSchema = object({ '@type': v.literal('FreePricingModel'), id: v.optional(v.string()), engagements: count() });
export const FlatFeeSchema = object({ '@type': v.literal('FlatFee'), id: v.optional(v.string()), engagements: count(), ...money });
export const CostPerDaySchema = object({ '@type': v.literal('CostPerDay'), id: v.optional(v.string()), days: count(), ...money });
export const CostPerEngagementSchema = object({ '@type': v.literal('CostPerEngagement'), id: v.optional(v.string()), engagements: count(), ...money });
export const CostPerKickSchema = object({
  '@type': v.literal('CostPerKick'),
  id: v.optional(v.string()),
  kicks: count(),
  kicksSold: count(),
  overShootAllowed: count(),
  revenueOverride: v.optional(v.nullable(integer(0))),
  ...money,
});

export const PricingModelSchema = v.variant(
  '@type',
  [FreePricingModelSchema, FlatFeeSchema, CostPerDaySchema, CostPerEngagementSchema, CostPerKickSchema],
  'Unknown pricing model type',
);
export type PricingModel = v.InferOutput<typeof PricingModelSchema>;

/** Overshoot must be at least 3% of kicks sold, rounded up (spec 1 §5). */
export const MIN_OVERSHOOT_RATIO = 0.03;
export function minimumOvershoot(kicksSold: number): number {
  return Math.ceil(kicksSold * MIN_OVERSHOOT_RATIO - 1e-9);
}
export const OVERSHOOT_MESSAGE = 'Overshoot must be at least 3% of kicks sold';
export const KICKS_TOTAL_MESSAGE = 'Kicks must equal kicks sold plus overshoot';
export const ENGAGEMENTS_REQUIRED_MESSAGE = 'Engagements are mandatory for this pricing model';

/** Default fields of a pricing model, used when the model of a line item changes. */
export function defaultPricingModel(type: PricingModel['@type']): PricingModel {
  const m = { amount: 0, currency: 'USD' as const, precision: DEFAULT_PRECISION };
  switch (type) {
    case 'FreePricingModel': return { '@type': type, engagements: 0 };
    case 'FlatFee': return { '@type': type, engagements: 0, ...m };
    case 'CostPerDay': return { '@type': type, days: 0, ...m };
    case 'CostPerEngagement': return { '@type': type, engagements: 0, ...m };
    case 'CostPerKick': return { '@type': type, kicks: 0, kicksSold: 0, overShootAllowed: 0, revenueOverride: null, ...m };
  }
}

/** Rule checks beyond field shapes: the cost-per-kick arithmetic and mandatory engagements. */
export function pricingModelProblems(model: PricingModel): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (model['@type'] === 'CostPerKick') {
    if (model.overShootAllowed < minimumOvershoot(model.kicksSold)) problems.push({ field: 'overShootAllowed', message: OVERSHOOT_MESSAGE });
    if (model.kicks !== model.kicksSold + model.overShootAllowed) problems.push({ field: 'kicks', message: KICKS_TOTAL_MESSAGE });
  }
  if ((model['@type'] === 'CostPerEngagement' || model['@type'] === 'FlatFee') && model.engagements <= 0) {
    problems.push({ field: 'engagements', message: ENGAGEMENTS_REQUIRED_MESSAGE });
  }
  return problems;
}

/** Budget hint: amount times kicks (or engagements), two decimals. */
export function budgetHint(model: PricingModel): string | undefined {
  if (!('amount' in model)) return undefined;
  const units = model['@type'] === 'CostPerKick' ? model.kicks : 'engagements' in model ? model.engagements : undefined;
  if (units === undefined) return undefined;
  return ((model.amount / 10 ** model.precision) * units).toFixed(2);
}
