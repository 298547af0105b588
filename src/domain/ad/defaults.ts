import { FREQUENCY_PERIOD_LABELS, type Constraint } from '#domain/constraint';
import type { FormatType } from '#domain/catalogs/formats';
import type { AwardType } from './award';
import { DEFAULT_LINKED_CARD_LIMITS, LINKED_CARD_LIMIT_PERIODS } from './linked-card-limits';

/** Defaults of a new ad per format (spec 2 §9 'Defaults'). */
type Frequency = Extract<Constraint, { '@type': 'FrequencyConstraint' }>;
type Period = Frequency['period'];

const frequency = (engagements: number, period: Period): Frequency => ({ '@type': 'FrequencyConstraint', engagements, period });

/** Formats a new ad gets no frequency constraint for. */
export const NO_DEFAULT_FREQUENCY: readonly FormatType[] = [
  'ProductCatalogFormat', 'ProductReceiptFormat', 'BigScanFormat', 'BundleFormat', 'BannerFormat', 'QuizFormat',
];
const VIDEO_FORMATS: readonly string[] = ['VideoFormat', 'VastUrlFormat'];

/**
 * 1 engagement per MONTH; ALL_TIME for videos (an OTT video too); linked cards carry their per-user
 * limits of 6 a month, 4 a week and 2 a day (0 would mean unlimited).
 */
export function defaultFrequencyConstraints(format: FormatType): Frequency[] {
  if (NO_DEFAULT_FREQUENCY.includes(format)) return [];
  if (format === 'LinkedCardFormat') return LINKED_CARD_LIMIT_PERIODS.map((period) => frequency(DEFAULT_LINKED_CARD_LIMITS[period], period));
  return [frequency(1, VIDEO_FORMATS.includes(format) ? 'ALL_TIME' : 'MONTH')];
}

/** The period a frequency field starts with: ALL_TIME for videos, else MONTH. */
export const defaultFrequencyPeriod = (format: string): Period => (VIDEO_FORMATS.includes(format) ? 'ALL_TIME' : 'MONTH');

/** Inventory (max engagements) is per month for a big scan, else over the campaign's life. */
export const defaultMaxEngagementsPeriod = (format: string): Period => (format === 'BigScanFormat' ? 'MONTH' : 'ALL_TIME');

/** The frequency period options the form offers, with their labels. */
export const FREQUENCY_PERIOD_OPTIONS = (['MONTH', 'WEEK', 'ALL_TIME'] as const).map((value) => ({ value, label: FREQUENCY_PERIOD_LABELS[value] }));

/** The award type a new ad of a format starts with, and its amount (an instant surprise gives 1 Kick). */
export function defaultAwardType(format: string): AwardType {
  if (format === 'LinkedCardFormat' || format === 'K4RRFormat') return 'KicksPerCurrencyUnitAward';
  return 'CurrencyAward';
}
export const INSTANT_SURPRISE_KICKS = 1;

/** Default times of the date editor, Pacific time: start 9:00 am, end 11:59 pm. */
export const DEFAULT_START_TIME = { hour: 9, minute: 0 } as const;
export const DEFAULT_END_TIME = { hour: 23, minute: 59 } as const;
export const MAX_DATE_YEAR = 2050;
/** The date picker's 'Now' button sets now plus one minute. */
export const nowPlusOneMinute = (now: Date) => new Date(now.getTime() + 60_000);
