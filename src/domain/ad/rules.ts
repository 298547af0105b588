import { lineItemTypesFor } from '#domain/catalogs/formats';
import { adTypeLabel, WALLET_LINE_ITEM_TYPES, type AdType } from '#domain/catalogs/ad-types';
import { chainIdsOf, type Constraint } from '#domain/constraint';
import { isOneOf } from '#domain/lists';
import { parseUtc, showPacific } from '#domain/timestamp';
import type { FieldError } from '#domain/validation';
import type { Ad } from './ad';
import { datesOfConstraints, type Dates } from './status';

/** Ad rules that need the ad's surroundings (ad set, campaign, orders, products): spec 2 §5. */
export const AD_CONTEXT_MESSAGES = {
  chainsRequired: 'You have not set chain constraints on the Ad Set level. Chains are required on this ad.',
  scanCamera: 'There are multiple products in the campaign. Scan Camera cannot be selected.',
  maxPrice: 'Max price in cents is required for MCOMM campaigns',
  startBefore: 'Cannot start before',
  endAfter: 'Cannot end after',
  // not spec texts: the spec names the two above; these two word the other ways out of the parent's dates
  startAfter: 'Cannot start after',
  endBefore: 'Cannot end before',
  noLineItem: (typeName: string) => `No valid order line item that matches to ${typeName} has been found in campaign budget`,
} as const;

export interface BoundProblem {
  bound: 'start' | 'end';
  /** the parent's bound it crosses: a start before the parent's start, or after its end, … */
  side: 'before' | 'after';
  limit: string;
}

/**
 * Which of a level's bounds leave its parent's dates (spec 2 §5: dates 'must fall within the higher
 * level's dates'), with the parent's bound each crosses. A start after the parent's end counts too:
 * with no end of its own, such a level would never run.
 */
export function boundsOutside(child: Dates, parent: Dates): BoundProblem[] {
  /** A bound's instant with its stored text, the limit a problem names. */
  const at = (utc: string | null | undefined) => {
    const date = utc ? parseUtc(utc) : undefined;
    return utc && date ? { date, utc } : undefined;
  };
  const [cs, ce, ps, pe] = [at(child.start), at(child.end), at(parent.start), at(parent.end)];
  const out: BoundProblem[] = [];
  if (cs && ps && cs.date < ps.date) out.push({ bound: 'start', side: 'before', limit: ps.utc });
  if (cs && pe && cs.date > pe.date) out.push({ bound: 'start', side: 'after', limit: pe.utc });
  if (ce && pe && ce.date > pe.date) out.push({ bound: 'end', side: 'after', limit: pe.utc });
  if (ce && ps && ce.date < ps.date) out.push({ bound: 'end', side: 'before', limit: ps.utc });
  return out;
}

const BOUND_TEXT = {
  start: { before: AD_CONTEXT_MESSAGES.startBefore, after: AD_CONTEXT_MESSAGES.startAfter },
  end: { before: AD_CONTEXT_MESSAGES.endBefore, after: AD_CONTEXT_MESSAGES.endAfter },
} as const;

/** 'Cannot start before Mar 01, 2026, 9:00 AM PST' and the like; `show` words the parent's bound. */
export const boundMessage = (p: BoundProblem, show: (utc: string) => string = showPacific) => `${BOUND_TEXT[p.bound][p.side]} ${show(p.limit)}`;

/** Whether a message is one of boundMessage's. */
export const isBoundMessage = (message: string) => Object.values(BOUND_TEXT).some((t) => message.startsWith(t.before) || message.startsWith(t.after));

/** A level's dates against its parent's, as field errors on `path`. */
export function datesWithin(child: Dates, parent: Dates, path = 'constraints'): FieldError[] {
  return boundsOutside(child, parent).map((p) => ({ fieldName: path, message: boundMessage(p) }));
}

export interface AdContext {
  adSet: { constraints?: readonly Constraint[] };
  campaign: { startDate?: string | null; endDate?: string | null; category?: string };
  /** promoted products of the campaign */
  productCount: number;
}

export function adContextProblems(ad: Ad, ctx: AdContext): FieldError[] {
  const errors: FieldError[] = [];
  if (chainIdsOf(ad.constraints).length === 0 && chainIdsOf(ctx.adSet.constraints).length === 0) {
    errors.push({ fieldName: 'constraints', message: AD_CONTEXT_MESSAGES.chainsRequired });
  }
  // An ad's dates fall within its ad set's effective dates, which fall within the campaign's.
  const adSetDates = datesOfConstraints(ctx.adSet.constraints);
  const parent = { start: adSetDates.start || ctx.campaign.startDate, end: adSetDates.end || ctx.campaign.endDate };
  errors.push(...datesWithin(datesOfConstraints(ad.constraints), parent));
  const scanCameraOnStoreDetails = (ad.format.bannerPlacements ?? []).some(
    (p) => p.bannerLocation === 'STORE_DETAILS' && p.tapout?.['@type'] === 'ScanCameraTapout',
  );
  if (ad.format['@type'] === 'BannerFormat' && scanCameraOnStoreDetails && ctx.productCount > 1) {
    errors.push({ fieldName: 'format.bannerPlacements', message: AD_CONTEXT_MESSAGES.scanCamera });
  }
  if (ad.format['@type'] === 'ProductScanFormat' && ctx.campaign.category === 'MCOMM' && ad.format.legacy?.maxPriceInCents == null) {
    errors.push({ fieldName: 'format.legacy.maxPriceInCents', message: AD_CONTEXT_MESSAGES.maxPrice });
  }
  return errors;
}

export interface OrderView {
  id: string;
  orderLineItems: readonly { id?: string; orderLineItemType: string; pricingModel?: { id?: string } }[];
}

/**
 * The ad's order references must point into the campaign's orders, its line item must be of a
 * type the format can draw on (spec 2 §9), and a given pricing model must be that line item's.
 */
export function orderLinkProblems(ad: Pick<Ad, 'format' | 'insertionOrderId' | 'orderLineItemId' | 'pricingModelId'>, orders: readonly OrderView[]): FieldError[] {
  if (ad.insertionOrderId && !orders.some((o) => o.id === ad.insertionOrderId)) {
    return [{ fieldName: 'insertionOrderId', message: `Insertion order ${ad.insertionOrderId} is not one of this campaign's orders` }];
  }
  if (!ad.orderLineItemId) return [];
  const pool = ad.insertionOrderId ? orders.filter((o) => o.id === ad.insertionOrderId) : orders;
  const item = pool.flatMap((o) => o.orderLineItems).find((li) => li.id === ad.orderLineItemId);
  if (!item) return [{ fieldName: 'orderLineItemId', message: `Order line item ${ad.orderLineItemId} is not in this campaign's orders` }];
  const allowed = lineItemTypesFor(ad.format);
  if (allowed && !isOneOf(allowed, item.orderLineItemType)) {
    return [{ fieldName: 'orderLineItemId', message: `Order line item ${ad.orderLineItemId} is of type ${item.orderLineItemType}; a ${ad.format['@type']} needs ${allowed.join(' or ')}` }];
  }
  if (ad.pricingModelId && item.pricingModel?.id && ad.pricingModelId !== item.pricingModel.id) {
    return [{ fieldName: 'pricingModelId', message: `Pricing model ${ad.pricingModelId} is not the pricing model of order line item ${ad.orderLineItemId}` }];
  }
  return [];
}

/** The ad-type picker's tooltip when no line item of the campaign matches a type. */
export function adTypeAvailability(type: AdType, orders: readonly OrderView[]): { available: boolean; tooltip?: string } {
  const available = orders.some((o) => o.orderLineItems.some((li) => li.orderLineItemType === type));
  return available ? { available } : { available, tooltip: AD_CONTEXT_MESSAGES.noLineItem(adTypeLabel(type)) };
}

/** The line items of the campaign's orders an ad of this format may draw on, with their order. */
export function matchingLineItems<O extends OrderView>(format: Parameters<typeof lineItemTypesFor>[0], orders: readonly O[]): { order: O; item: O['orderLineItems'][number] }[] {
  const allowed = lineItemTypesFor(format);
  return orders.flatMap((order) =>
    order.orderLineItems.filter((li) => !allowed || isOneOf(allowed, li.orderLineItemType)).map((item) => ({ order, item })),
  );
}

/**
 * spec 2 §4: choosing an order (or line item) that leaves a single match fills in the ids, the
 * pricing model and, for wallet-related line items, the award's wallet.
 */
export function orderLinkOf(
  format: Parameters<typeof lineItemTypesFor>[0],
  orders: readonly OrderView[],
  choice: { insertionOrderId?: string | null; orderLineItemId?: string | null },
): { insertionOrderId: string | null; orderLineItemId: string | null; pricingModelId: string | null; walletId: string | null } {
  const matches = matchingLineItems(format, orders).filter(
    (m) => (!choice.insertionOrderId || m.order.id === choice.insertionOrderId) && (!choice.orderLineItemId || m.item.id === choice.orderLineItemId),
  );
  const single = matches.length === 1 ? matches[0] : undefined;
  const orderIds = new Set(matches.map((m) => m.order.id));
  const insertionOrderId = choice.insertionOrderId ?? (orderIds.size === 1 ? ([...orderIds][0] ?? null) : null);
  if (!single) return { insertionOrderId, orderLineItemId: choice.orderLineItemId ?? null, pricingModelId: null, walletId: null };
  const wallet = isOneOf(WALLET_LINE_ITEM_TYPES, single.item.orderLineItemType);
  return { insertionOrderId, orderLineItemId: single.item.id ?? null, pricingModelId: single.item.pricingModel?.id ?? null, walletId: wallet ? (single.item.id ?? null) : null };
}

type OrderLink = ReturnType<typeof orderLinkOf>;
interface Linkable {
  insertionOrderId?: string | null;
  orderLineItemId?: string | null;
  pricingModelId?: string | null;
  awards?: { COMPLETED?: { '@type': string } | null } | null;
}

/** The ad tied to the order link: its ids and pricing model, and a Kicks award's order and wallet. */
export function linkedToOrder<A extends Linkable>(ad: A, link: OrderLink): A {
  const award = ad.awards?.COMPLETED;
  const paid = award && (award['@type'] === 'CurrencyAward' || award['@type'] === 'ReceiptKicksCurrencyAward');
  return {
    ...ad,
    insertionOrderId: link.insertionOrderId,
    orderLineItemId: link.orderLineItemId,
    pricingModelId: link.pricingModelId,
    ...(paid ? { awards: { ...ad.awards, COMPLETED: { ...award, insertionOrderId: link.insertionOrderId, walletId: link.walletId } } } : {}),
  };
}
