import { dateRangeOf, type Constraint } from '#domain/constraint';
import { parseMoney } from '#domain/money';

/**
 * A retail or M-Comm product story card's offers and MSRP (spec 2 §3 'offers', 'Offer',
 * 'countryToProductMsrpMap.US.msrp'; §5 'Offer price: digits and dots only; the add button needs
 * price, start and end. MSRP: digits only'). The spec words the rules, not their messages.
 */
export const PRODUCT_ITEM_MESSAGES = {
  offerPrice: 'Offer price may contain only digits and dots',
  offerDates: 'An offer needs its start and end dates',
  msrp: 'MSRP may contain only digits',
} as const;

/** The country whose MSRP the form edits (spec 2 §3 names only 'countryToProductMsrpMap.US.msrp'). */
export const MSRP_COUNTRY = 'US';

/** An offer price as typed: digits and dots only, then read as money (spec 1 §5); undefined when refused. */
export function parseOfferPrice(text: string): { amount: number; precision: number } | undefined {
  return /^[0-9.]+$/.test(text) ? parseMoney(text) : undefined;
}

/** Whether an offer's validity constraints give it a start and an end. */
export const offerHasDates = (constraints: readonly Constraint[]) => {
  const range = dateRangeOf(constraints);
  return Boolean(range?.startTimestamp && range.endTimestamp);
};

/** The offer the add button makes, or undefined while price, start or end is missing or the price is refused. */
export function newOffer(entry: { price: string; start: string | null; end: string | null }) {
  const price = parseOfferPrice(entry.price);
  if (!price || !entry.start || !entry.end) return undefined;
  return {
    amount: price.amount,
    currency: 'USD' as const,
    precision: price.precision,
    offerValidityConstraints: [{ '@type': 'DateRangeConstraint' as const, startTimestamp: entry.start, endTimestamp: entry.end }],
  };
}
