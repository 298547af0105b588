import { adTypeLabel } from '#domain/catalogs/ad-types';
import { pricingModelLabel } from '#domain/catalogs/pricing-models';
import { matchingLineItems } from '#domain/ad/rules';
import type { OrderDocument } from '#app/api/order';
import type { SelectOption } from '#app/ui/SelectField';

const pricingModelLabelOf = (model: { '@type'?: string } | null | undefined) => (model?.['@type'] ? pricingModelLabel(model['@type']) : '');

/**
 * The 'Insertion order' and 'Order line item' choices for an ad of this format (spec 2 §4): the
 * campaign's orders holding a matching line item, and those line items (of the chosen order only, once one is).
 */
export function orderLinkOptions(format: Parameters<typeof matchingLineItems>[0], orders: readonly OrderDocument[], insertionOrderId: string | null | undefined) {
  const matches = matchingLineItems(format, orders);
  const orderOptions: SelectOption[] = orders.filter((o) => matches.some((m) => m.order.id === o.id)).map((o) => ({ id: o.id, label: `${o.name} (${o.id})` }));
  const itemOptions: SelectOption[] = matches
    .filter((m) => !insertionOrderId || m.order.id === insertionOrderId)
    .map(({ item }) => ({ id: item.id ?? '', label: `${adTypeLabel(item.orderLineItemType)} · ${pricingModelLabelOf(item.pricingModel)} · ${item.id}` }));
  return { orderOptions, itemOptions };
}
