import * as v from 'valibot';
import { isOneOf } from '#domain/lists';
import type { AdType } from '#domain/catalogs/ad-types';
import { PRICING_MODELS_BY_TYPE, type PricingModelType } from '#domain/catalogs/pricing-models';
import { lineItemDateProblem, ORDER_MESSAGES, OrderLineItemSchema } from '#domain/insertion-order';
import { formatMoney, parseMoney } from '#domain/money';
import { defaultPricingModel, minimumOvershoot, pricingModelProblems, type PricingModel } from '#domain/pricing-model';
import type { OrderLineItemInput } from '#app/api/order';
import { numberEntry } from '#app/ui/form-fields';

/** spec 1 'Order line item popup': these types also carry estimated engagements and the original kick goal. */
export const ESTIMATE_TYPES: readonly AdType[] = ['SCAN', 'PURCHASE_VALIDATION'];

/** What the popup edits: the line item, with money and counts as the text the user typed. */
export interface LineItemDraft {
  id?: string;
  created?: string;
  orderLineItemType: AdType | null;
  description: string;
  pricingModel: PricingModel | null;
  /** The rate (or FlatFee budget) as typed, '$' prefix shown beside it. */
  amountText: string;
  revenueOverrideText: string;
  image: string | null;
  selfFunded: boolean;
  startDate: string | null;
  endDate: string | null;
  estEngLow: string;
  estEngHigh: string;
  originalKickGoal: string;
}

export const emptyLineItem = (): LineItemDraft => ({
  orderLineItemType: null,
  description: '',
  pricingModel: null,
  amountText: '',
  revenueOverrideText: '',
  image: null,
  selfFunded: false,
  startDate: null,
  endDate: null,
  estEngLow: '',
  estEngHigh: '',
  originalKickGoal: '',
});

const countText = (n: number | null | undefined) => (n == null ? '' : String(n));
const amountTextOf = (m: PricingModel | null) => (m && 'amount' in m && m.amount ? formatMoney(m.amount, m.precision) : '');

export function draftOf(li: OrderLineItemInput): LineItemDraft {
  const m = li.pricingModel;
  return {
    id: li.id,
    created: li.created,
    orderLineItemType: li.orderLineItemType,
    description: li.description,
    pricingModel: m,
    amountText: amountTextOf(m),
    revenueOverrideText: m['@type'] === 'CostPerKick' && m.revenueOverride != null ? formatMoney(m.revenueOverride, m.precision) : '',
    image: li.image ?? null,
    selfFunded: li.selfFunded ?? false,
    startDate: li.startDate ?? null,
    endDate: li.endDate ?? null,
    estEngLow: countText(li.estEngLow),
    estEngHigh: countText(li.estEngHigh),
    originalKickGoal: countText(li.originalKickGoal),
  };
}

/** spec 1 §4: changing the type resets the pricing model to that type's first allowed model. */
export function changeType(d: LineItemDraft, type: AdType): LineItemDraft {
  if (d.orderLineItemType === type) return d;
  const [model] = PRICING_MODELS_BY_TYPE[type];
  const estimates = ESTIMATE_TYPES.includes(type) ? {} : { estEngLow: '', estEngHigh: '', originalKickGoal: '' };
  return { ...d, ...estimates, orderLineItemType: type, pricingModel: defaultPricingModel(model), amountText: '', revenueOverrideText: '' };
}

/** spec 1 §4: changing the pricing model resets its fields to defaults. */
export function changeModel(d: LineItemDraft, type: PricingModelType): LineItemDraft {
  if (d.pricingModel?.['@type'] === type) return d;
  return { ...d, pricingModel: defaultPricingModel(type), amountText: '', revenueOverrideText: '' };
}

/** A count as its schema takes it (a whole number, at least 0); anything else is left for the schema to word. */
const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/** The pricing model's counts as typed (a field's text may be a minus, a decimal or no number at all). */
const COUNT_FIELDS = ['engagements', 'days', 'kicks', 'kicksSold', 'overShootAllowed'] as const;

/** Whether every count of the model is a whole number of at least 0 (so its cross-field rules and the budget hint apply). */
export const countsWellFormed = (m: PricingModel) => Object.entries(m).every(([field, n]) => !isOneOf(COUNT_FIELDS, field) || (typeof n === 'number' && isCount(n)));

/** The counts of a pricing model the line item popup has a number field for. */
export type CountField = 'engagements' | 'days' | 'kicksSold' | 'overShootAllowed';

/**
 * Sets a count of the pricing model to the value typed (which the schema may refuse: -3, 1.5, NaN);
 * for cost per kick, kicks stay kicks sold plus overshoot while both are counts.
 */
export function changeCount(d: LineItemDraft, field: CountField, value: number): LineItemDraft {
  const m = d.pricingModel;
  if (!m) return d;
  if (m['@type'] === 'CostPerKick') {
    const next = { ...m, [field]: value };
    // A new kicks sold raises an overshoot below its minimum (3%, rounded up) to that minimum.
    if (field === 'kicksSold' && isCount(value) && isCount(m.overShootAllowed)) next.overShootAllowed = Math.max(m.overShootAllowed, minimumOvershoot(value));
    if (isCount(next.kicksSold) && isCount(next.overShootAllowed)) next.kicks = next.kicksSold + next.overShootAllowed;
    return { ...d, pricingModel: next };
  }
  return { ...d, pricingModel: { ...m, [field]: value } as PricingModel };
}

/** An estimate as typed: blank is none; '-1' and '1.5' stay what they are, for the schema's 'at least 0' and 'whole number'. */
const count = (text: string) => numberEntry(text);

/** The line item the draft stands for, and the money fields that do not parse. */
export function lineItemOf(d: LineItemDraft) {
  const moneyErrors: Record<string, string> = {};
  let model: PricingModel | null = d.pricingModel;
  if (model && 'amount' in model) {
    const amount = d.amountText.trim() === '' ? { amount: 0, precision: 2 } : parseMoney(d.amountText);
    if (!amount) moneyErrors['pricingModel.amount'] = ORDER_MESSAGES.validNumber;
    let precision = amount?.precision ?? model.precision;
    model = { ...model, amount: amount?.amount ?? 0, precision };
    if (model['@type'] === 'CostPerKick') {
      const rev = d.revenueOverrideText.trim() === '' ? null : parseMoney(d.revenueOverrideText);
      if (rev === undefined) moneyErrors['pricingModel.revenueOverride'] = ORDER_MESSAGES.validNumber;
      // One precision for the model: the finer of the two entries.
      if (rev && rev.precision > precision) {
        model = { ...model, amount: model.amount * 10 ** (rev.precision - precision), precision: rev.precision };
        precision = rev.precision;
      }
      model = { ...model, revenueOverride: rev ? rev.amount * 10 ** (precision - rev.precision) : null };
    }
  }
  const estimates = d.orderLineItemType && ESTIMATE_TYPES.includes(d.orderLineItemType);
  const item = {
    ...(d.id ? { id: d.id } : {}),
    ...(d.created ? { created: d.created } : {}),
    orderLineItemType: d.orderLineItemType,
    description: d.description,
    pricingModel: model,
    image: d.image,
    selfFunded: d.selfFunded,
    startDate: d.startDate,
    endDate: d.endDate,
    estEngLow: estimates ? count(d.estEngLow) : null,
    estEngHigh: estimates ? count(d.estEngHigh) : null,
    originalKickGoal: estimates ? count(d.originalKickGoal) : null,
  };
  return { item, moneyErrors };
}

export const TYPE_REQUIRED = 'Select a type';

/** The domain's verdict on the draft (OrderLineItemSchema), keyed by field path ('pricingModel.kicks'). */
export function lineItemProblems(d: LineItemDraft): Record<string, string> {
  const { item, moneyErrors } = lineItemOf(d);
  const problems: Record<string, string> = {};
  if (!d.orderLineItemType) problems.orderLineItemType = TYPE_REQUIRED;
  const result = v.safeParse(OrderLineItemSchema, item);
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      if (path === 'orderLineItemType' || (path.startsWith('pricingModel') && !d.pricingModel)) continue;
      problems[path] ??= issue.message;
    }
  }
  // The schema checks the pricing model's rules only once every field is well-formed; ask the rule itself so they show at once.
  // A count that is no count yet (a minus, a decimal) is named by its own field's message, not by the sums.
  const model = item.pricingModel;
  if (model && countsWellFormed(model)) for (const p of pricingModelProblems(model)) problems[`pricingModel.${p.field}`] ??= p.message;
  const dates = lineItemDateProblem(d);
  if (dates) problems.endDate ??= dates;
  return { ...problems, ...moneyErrors };
}

/** The saved form of a valid draft. */
export const toLineItemInput = (d: LineItemDraft): OrderLineItemInput => v.parse(OrderLineItemSchema, lineItemOf(d).item);
