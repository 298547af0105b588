import { adTypeLabel } from '#domain/catalogs/ad-types';
import { orderCampaignTypeLabel } from '#domain/catalogs/categories';
import { pricingModelLabel } from '#domain/catalogs/pricing-models';
import { formatMoney } from '#domain/money';
import { parseUtc } from '#domain/timestamp';
import type { OrderLineItemInput } from '#app/api/order';
import { formatDateTime } from '#app/ui/date-time';
import { staleRowsByField, type StaleMerge } from '#app/ui/stale-rows';
import type { StaleChange } from '#app/ui/StaleSaveDialog';
import type { OrderDraft, OrderDraftKey } from './order-draft';

/** The stale-save dialog's texts, worded as the other forms' (ad set, chain, campaign). */
export const ORDER_STALE_TEXT = {
  title: 'This insertion order was changed by someone else',
  body: 'Someone saved this insertion order after you opened it. These fields differ from what you started from:',
} as const;

/** Each field's label as the form shows it (the stale-save dialog's row names). */
const LABELS: Record<OrderDraftKey, string> = {
  name: 'Name',
  description: 'Description',
  campaignType: 'Campaign Type',
  url: 'Salesforce URL',
  externalId: 'External ID',
  tags: 'Tags',
  companyId: 'Company',
  campaignId: 'Campaign',
  totalAmount: 'Total Amount',
  selfFunded: 'Self-funded',
  orderLineItems: 'Order Line Items',
};

export interface ShowOptions {
  /** A company's name by id (the id itself when it is not known). */
  companyName: (id: string) => string;
}

/** A UTC timestamp as Pacific time, as the line item popup shows it. */
const pacific = (text: string | null | undefined) => {
  if (!text) return undefined;
  const d = parseUtc(text);
  return d ? formatDateTime(d) : text;
};

/** One line item in a line: description, type, pricing model and rate, dates in Pacific time. */
export function lineItemText(li: OrderLineItemInput): string {
  const m = li.pricingModel;
  const rate = 'amount' in m && typeof m.amount === 'number' ? ` $${formatMoney(m.amount, m.precision)}` : '';
  const start = pacific(li.startDate);
  const end = pacific(li.endDate);
  const dates = start || end ? `, ${start ?? '…'} – ${end ?? '…'}` : '';
  return `${li.description} (${adTypeLabel(li.orderLineItemType)}, ${pricingModelLabel(m['@type'])}${rate}${dates})`;
}

function show(key: OrderDraftKey, value: unknown, o: ShowOptions): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  switch (key) {
    case 'campaignType':
      return orderCampaignTypeLabel(String(value));
    case 'companyId':
      return o.companyName(String(value));
    case 'totalAmount':
      return `$${String(value)}`;
    case 'orderLineItems':
      return (value as OrderLineItemInput[]).map(lineItemText).join('; ') || '—';
    default:
      return String(value);
  }
}

/** The fields someone else and this user changed since this form read the order (the stale-save dialog's rows). */
export function staleOrderChanges(merge: StaleMerge<OrderDraft>, o: ShowOptions): StaleChange[] {
  return staleRowsByField(merge, LABELS, (k, v) => show(k, v, o));
}
