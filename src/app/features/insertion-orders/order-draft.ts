import * as v from 'valibot';
import type { OrderCampaignType } from '#domain/catalogs/categories';
import { InsertionOrderSchema, ORDER_MESSAGES, orderRuleStatus } from '#domain/insertion-order';
import { formatMoney, parseMoney } from '#domain/money';
import { hasNoOuterSpace, NO_TRAILING_SPACES } from '#domain/text';
import type { OrderDocument, OrderInput, OrderLineItemInput } from '#app/api/order';

/** The order form's state: free text as typed, line items as saved by their popup. */
export interface OrderDraft {
  name: string;
  description: string;
  campaignType: OrderCampaignType;
  url: string;
  externalId: string;
  /** Comma-separated. */
  tags: string;
  companyId: string | null;
  campaignId: string | null;
  totalAmount: string;
  selfFunded: boolean;
  orderLineItems: OrderLineItemInput[];
}

export const emptyOrder = (): OrderDraft => ({
  name: '', description: '', campaignType: 'UNSPECIFIED', url: '', externalId: '', tags: '', companyId: null, campaignId: null,
  totalAmount: '', selfFunded: false, orderLineItems: [],
});

export function orderDraftOf(o: OrderDocument): OrderDraft {
  return {
    name: o.name,
    description: o.description ?? '',
    campaignType: o.campaignType,
    url: o.url ?? '',
    externalId: o.externalId ?? '',
    tags: o.tags.join(', '),
    companyId: o.companyId,
    campaignId: o.campaignId ?? null,
    totalAmount: o.totalAmount == null ? '' : formatMoney(o.totalAmount, o.amountPrecision),
    selfFunded: o.selfFunded,
    orderLineItems: o.orderLineItems,
  };
}

/** spec 1 §5: name, description, external ID and tags have no leading or trailing space. */
export const spaceError = (text: string) => (hasNoOuterSpace(text) ? undefined : NO_TRAILING_SPACES);

/** spec 1 §5 money entry: 'Enter valid number' when the total amount does not parse. */
export const totalAmountError = (text: string) => (text.trim() === '' || parseMoney(text) ? undefined : ORDER_MESSAGES.validNumber);

/** Tags are typed comma-separated; the separators' spaces are not part of a tag. */
const tagsOf = (text: string) => text.split(/\s*,\s*/).filter((t) => t !== '');

export function orderInputOf(d: OrderDraft, base?: Pick<OrderDocument, 'currency'>): OrderInput {
  const money = d.totalAmount.trim() === '' ? undefined : parseMoney(d.totalAmount);
  return {
    name: d.name,
    description: d.description === '' ? null : d.description,
    companyId: d.companyId ?? '',
    campaignId: d.campaignId,
    campaignType: d.campaignType,
    currency: base?.currency ?? 'USD',
    amountPrecision: money?.precision ?? 2,
    totalAmount: money?.amount ?? null,
    url: d.url === '' ? null : d.url,
    externalId: d.externalId === '' ? null : d.externalId,
    tags: tagsOf(d.tags),
    selfFunded: d.selfFunded,
    orderLineItems: d.orderLineItems,
  };
}

/** The capsule list (spec 1 §5), straight from the domain's rule list. */
export const capsulesOf = (d: OrderDraft) => orderRuleStatus({ name: d.name, companyId: d.companyId, orderLineItems: d.orderLineItems });

/**
 * Field problems by field name (the domain schema's verdict plus the typed-text rules). Those the
 * capsules say (name length, company, line items) only once the user has tried to submit
 * (`submitted`): then the Company field says 'You must select a company.' and the line items 'You
 * must add at least one order line item.' (spec 1 §5, 'also seen').
 */
export function orderFieldProblems(d: OrderDraft, { submitted = false }: { submitted?: boolean } = {}): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const f of ['name', 'description', 'externalId', 'tags'] as const) {
    const e = spaceError(d[f]);
    if (e) problems[f] = e;
  }
  const money = totalAmountError(d.totalAmount);
  if (money) problems.totalAmount = money;
  const result = v.safeParse(InsertionOrderSchema, orderInputOf(d));
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      // the path's first segment
      const field = path.replace(/\..*/s, '');
      // The capsules already say these, until a submit is tried.
      if (!submitted && (field === 'companyId' || field === 'orderLineItems' || (field === 'name' && !problems.name))) continue;
      problems[field === 'tags' ? 'tags' : field] ??= issue.message;
    }
  }
  return problems;
}

export type OrderDraftKey = keyof OrderDraft;

/** The draft as compared: tags by their list (' a,b' is 'a, b'), the rest as typed. */
const comparable = (d: OrderDraft) => ({ ...d, tags: tagsOf(d.tags) });

/** Whether two drafts say the same (a form whose draft is its start has no unsaved edits). */
export const sameOrderDraft = (a: OrderDraft, b: OrderDraft) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
