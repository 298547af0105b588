import * as v from 'valibot';
import { isOneOf } from './lists';
import { object } from './plain-object';
import { AD_TYPE_VALUES, WALLET_LINE_ITEM_TYPES } from './catalogs/ad-types';
import { DEFAULT_CURRENCY, DEFAULT_PRECISION, ORDER_CAMPAIGN_TYPE_VALUES } from './catalogs/categories';
import { PRICING_MODELS_BY_TYPE } from './catalogs/pricing-models';
import { PricingModelSchema, pricingModelProblems } from './pricing-model';
import { CAMPAIGN_RULES } from './campaign';
import { optionalUtcTimestamp, parseUtc } from './timestamp';
import { pathItems } from './validation';
import { hasNoOuterSpace, httpUrl, idRef, integer, LIMITS, MIN_NAME_LENGTH, NO_TRAILING_SPACES, requiredText, text } from './text';

export const ORDER_RULES = {
  name: 'Name - at least 3 characters',
  company: 'Select one company',
  lineItems: 'Add at least one order line item',
} as const;
export const ORDER_MESSAGES = {
  lineItemsRequired: 'You must add at least one order line item.',
  companyRequired: 'You must select a company.',
  validNumber: 'Enter valid number',
  /** Not named by the spec: why an order still in use is not deleted (followed by its users). */
  inUse: 'This insertion order cannot be deleted while it is used by:',
  /** Not named by the spec: why a line item ads still name is not removed (followed by its users). */
  lineItemInUse: (description: string) => `The order line item "${description}" cannot be removed while it is used by:`,
  /** Not named by the spec: why a line item ads still name keeps its type (an ad's format needs its line item's type, spec 2 §9). */
  lineItemTypeInUse: (description: string) => `The order line item "${description}" cannot change its type while it is used by:`,
  /** Not named by the spec: an order is tied to a campaign by the campaign's own choice of it (spec 1 §2 budget step). */
  campaignTiedByCampaign: "An order is tied to a campaign by choosing it in that campaign's insertion orders",
} as const;

export const LINE_ITEM_IMAGE_SIZE = { width: 260, height: 100 } as const;

/** spec 1 §5's date rule, for a line item's start and end date pickers too: the message for its end date, if broken. */
export function lineItemDateProblem(li: { startDate?: string | null; endDate?: string | null }): string | undefined {
  const start = li.startDate ? parseUtc(li.startDate) : undefined;
  const end = li.endDate ? parseUtc(li.endDate) : undefined;
  return start && end && end < start ? CAMPAIGN_RULES.endBeforeStart : undefined;
}

const spaceless = (max: number) => v.pipe(text(max), v.check(hasNoOuterSpace, NO_TRAILING_SPACES));

export const OrderLineItemSchema = v.pipe(
  object({
    id: v.optional(v.string()),
    orderLineItemType: v.picklist(AD_TYPE_VALUES, 'Unknown order line item type'),
    description: v.pipe(text(LIMITS.description), v.minLength(1, 'Description is required')),
    pricingModel: PricingModelSchema,
    image: v.optional(v.nullable(text(LIMITS.url))),
    selfFunded: v.optional(v.boolean(), false),
    startDate: optionalUtcTimestamp(),
    endDate: optionalUtcTimestamp(),
    estEngLow: v.optional(v.nullable(integer(0))),
    estEngHigh: v.optional(v.nullable(integer(0))),
    originalKickGoal: v.optional(v.nullable(integer(0))),
    created: v.optional(v.string()),
  }),
  v.forward(
    v.check((li) => PRICING_MODELS_BY_TYPE[li.orderLineItemType].includes(li.pricingModel['@type']), 'This pricing model is not allowed for this order line item type'),
    ['pricingModel'],
  ),
  v.forward(v.check((li) => !lineItemDateProblem(li), CAMPAIGN_RULES.endBeforeStart), ['endDate']),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const p of pricingModelProblems(dataset.value.pricingModel)) {
      addIssue({ message: p.message, path: pathItems(dataset.value, ['pricingModel', p.field]) });
    }
  }),
);
export type OrderLineItem = v.InferOutput<typeof OrderLineItemSchema>;

export const InsertionOrderSchema = object({
  name: v.pipe(v.optional(spaceless(LIMITS.name), ''), v.minLength(MIN_NAME_LENGTH, ORDER_RULES.name)),
  description: v.optional(v.nullable(spaceless(LIMITS.description))),
  companyId: requiredText(ORDER_MESSAGES.companyRequired, LIMITS.id),
  campaignId: v.optional(v.nullable(idRef())),
  campaignType: v.optional(v.picklist(ORDER_CAMPAIGN_TYPE_VALUES, 'Must be UNSPECIFIED, PERFORMANCE or ENGAGEMENT'), 'UNSPECIFIED'),
  currency: v.optional(v.picklist(['USD'], 'Must be USD'), DEFAULT_CURRENCY),
  amountPrecision: v.optional(integer(0, 9), DEFAULT_PRECISION),
  totalAmount: v.optional(v.nullable(integer(0))),
  url: v.optional(v.nullable(httpUrl())),
  externalId: v.optional(v.nullable(spaceless(LIMITS.shortText))),
  tags: v.optional(v.pipe(v.array(spaceless(LIMITS.tag)), v.maxLength(LIMITS.listItems)), []),
  selfFunded: v.optional(v.boolean(), false),
  orderLineItems: v.pipe(
    v.optional(v.array(OrderLineItemSchema, ORDER_MESSAGES.lineItemsRequired), []),
    v.minLength(1, ORDER_MESSAGES.lineItemsRequired),
    v.maxLength(500, 'At most 500 order line items'),
  ),
});
export type InsertionOrder = v.InferOutput<typeof InsertionOrderSchema>;

/** Wallet ids of a campaign: ids of its orders' wallet-type line items (spec 1 §4). */
export function walletIdsOf(orders: readonly { orderLineItems?: readonly { id?: string; orderLineItemType: string }[] }[]): string[] {
  return orders.flatMap((o) =>
    (o.orderLineItems ?? []).flatMap((li) => (li.id && isOneOf(WALLET_LINE_ITEM_TYPES, li.orderLineItemType) ? [li.id] : [])),
  );
}

/** The capsule list of the order form: each rule with whether it passes. */
export function orderRuleStatus(order: { name?: string; companyId?: string | null; orderLineItems?: readonly unknown[] }) {
  return [
    { rule: ORDER_RULES.name, ok: (order.name ?? '').trim().length >= MIN_NAME_LENGTH },
    { rule: ORDER_RULES.company, ok: Boolean(order.companyId) },
    { rule: ORDER_RULES.lineItems, ok: (order.orderLineItems?.length ?? 0) > 0 },
  ];
}

