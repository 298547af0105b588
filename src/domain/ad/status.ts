import { dateRangeOf, type Constraint } from '#domain/constraint';
import { isBefore, parseUtc } from '#domain/timestamp';

/** Date status, effective dates and ad status (spec 2 §4). */
export type DateStatus = 'upcoming' | 'live' | 'expired';
export type AdStatus = DateStatus | 'disabled';
export type ExpiredLevel = 'Ad' | 'Adset' | 'Campaign';

export const AD_STATUS_TOOLTIPS = {
  enabled: 'The Ad is enabled',
  adSetDisabled: 'The Ad Set is disabled',
  adDisabled: 'The Ad has been disabled',
  productDisabled: 'The Promoted Product is disabled',
  live: 'The Ad is currently live',
  notLive: 'The Ad is currently not live. This means the dates are either set in the future or expired',
} as const;

export interface Dates {
  start?: string | null;
  end?: string | null;
}

/** Upcoming when the start is ahead, expired when the end has passed or there is no start, else live. */
export function dateStatus(dates: Dates, now: Date): DateStatus {
  const start = dates.start ? parseUtc(dates.start) : undefined;
  const end = dates.end ? parseUtc(dates.end) : undefined;
  if (!start) return 'expired';
  if (end && end < now) return 'expired';
  if (start > now) return 'upcoming';
  return 'live';
}

/** Whether a level's end lies before its start (spec 1 §5 'End date cannot be before start date', for every level). */
export function endsBeforeStart(dates: Dates): boolean {
  const start = dates.start ? parseUtc(dates.start) : undefined;
  const end = dates.end ? parseUtc(dates.end) : undefined;
  return Boolean(start && end && end < start);
}

export const datesOfConstraints = (constraints: readonly Constraint[] | undefined): Dates => {
  const range = dateRangeOf(constraints);
  return { start: range?.startTimestamp ?? null, end: range?.endTimestamp ?? null };
};

export interface Levels {
  ad?: { constraints?: readonly Constraint[] } | null;
  adSet?: { constraints?: readonly Constraint[] } | null;
  campaign?: { startDate?: string | null; endDate?: string | null } | null;
}

/** Each bound comes from the most specific level that sets it: ad, then ad set, then campaign. */
export function effectiveDates(levels: Levels): Dates {
  const ad = datesOfConstraints(levels.ad?.constraints);
  const adSet = datesOfConstraints(levels.adSet?.constraints);
  return {
    start: ad.start || adSet.start || levels.campaign?.startDate || null,
    end: ad.end || adSet.end || levels.campaign?.endDate || null,
  };
}

/** The level whose own end date has passed, most specific first; undefined when none has. */
export function expiredLevel(levels: Levels, now: Date): ExpiredLevel | undefined {
  const passed = (end: string | null | undefined) => Boolean(end && isBefore(end, now));
  if (passed(datesOfConstraints(levels.ad?.constraints).end)) return 'Ad';
  if (passed(datesOfConstraints(levels.adSet?.constraints).end)) return 'Adset';
  if (passed(levels.campaign?.endDate)) return 'Campaign';
  return undefined;
}

/** Formats whose status also follows their promoted product. */
const PRODUCT_FORMATS = ['ProductScanFormat', 'ProductReceiptFormat'];

export interface StatusInput extends Levels {
  ad: { enabled?: boolean; constraints?: readonly Constraint[]; format?: { '@type': string } };
  adSet?: { enabled?: boolean; constraints?: readonly Constraint[] } | null;
  promotedProductEnabled?: boolean;
}

export function adStatus(input: StatusInput, now: Date): { status: AdStatus; tooltip: string } {
  if (input.ad.enabled === false) return { status: 'disabled', tooltip: AD_STATUS_TOOLTIPS.adDisabled };
  if (input.adSet?.enabled === false) return { status: 'disabled', tooltip: AD_STATUS_TOOLTIPS.adSetDisabled };
  if (PRODUCT_FORMATS.includes(input.ad.format?.['@type'] ?? '') && input.promotedProductEnabled === false) {
    return { status: 'disabled', tooltip: AD_STATUS_TOOLTIPS.productDisabled };
  }
  const status = dateStatus(effectiveDates(input), now);
  return { status, tooltip: status === 'live' ? AD_STATUS_TOOLTIPS.live : AD_STATUS_TOOLTIPS.notLive };
}

/** The enabled switch's tooltip. */
export const enabledTooltip = (enabled: boolean | undefined) => (enabled === false ? AD_STATUS_TOOLTIPS.adDisabled : AD_STATUS_TOOLTIPS.enabled);
