import { lineItemTypesFor } from '../catalogs/formats';
import { adTypeLabel, type AdType } from '../catalogs/ad-types';
import { chainIdsOf, type Constraint } from '../constraint';
import { parseUtc } from '../timestamp';
import type { FieldError } from '../validation';
import type { Ad } from './ad';
import { datesOfConstraints, type Dates } from './status';

/** Ad rules that need the ad's surroundings (ad set, campaign, orders, products): spec 2 §5. */
export const AD_CONTEXT_MESSAGES = {
  chainsRequired: 'You have not set chain constraints on the Ad Set level. Chains are required on this ad.',
  scanCamera: 'There are multiple products in the campaign. Scan Camera cannot be selected.',
  maxPrice: 'Max price in cents is required for MCOMM campaigns',
  startBefore: 'Cannot start before',
  endAfter: 'Cannot end after',
  noLineItem: (typeName: string) => `No valid order line item that matches to ${typeName} has been found in campaign budget`,
} as const;

/** Which of a level's bounds leave its parent's, with the parent's bound it crosses. */
export function boundsOutside(child: Dates, parent: Dates): { bound: 'start' | 'end'; limit: string }[] {
  const out: { bound: 'start' | 'end'; limit: string }[] = [];
  const cs = child.start ? parseUtc(child.start) : undefined;
  const ce = child.end ? parseUtc(child.end) : undefined;
  const ps = parent.start ? parseUtc(parent.start) : undefined;
  const pe = parent.end ? parseUtc(parent.end) : undefined;
  if (cs && ps && cs < ps) out.push({ bound: 'start', limit: parent.start! });
  if (ce && pe && ce > pe) out.push({ bound: 'end', limit: parent.end! });
  return out;
}

/** 'Cannot start before …' / 'Cannot end after …' when a level's dates leave its parent's. */
export function datesWithin(child: Dates, parent: Dates, path = 'constraints'): FieldError[] {
  return boundsOutside(child, parent).map(({ bound, limit }) => ({
    fieldName: path,
    message: `${bound === 'start' ? AD_CONTEXT_MESSAGES.startBefore : AD_CONTEXT_MESSAGES.endAfter} ${limit}`,
  }));
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
  if (allowed && !allowed.includes(item.orderLineItemType as AdType)) {
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
