import { formatLabel } from '#domain/catalogs/formats';
import { videoPlacementLabel } from '#domain/catalogs/placements';
import { dateRangeOf } from '#domain/constraint';
import { kickAmountOf } from '#domain/ad/award';
import type { BrowserAd } from '#app/api/ad-browser';
import { formatDate, formatTimestamp } from '#app/ui/format';
import { AD_BROWSER_TEXT } from './text';

type FormatLike = Parameters<typeof formatLabel>[0] & { placement?: string | null };

/**
 * The Format column (spec 3 'Ad browser'): the format's label, and a video's placement beside it.
 * The gateway's rows carry what the label needs (a product catalog's type, a bundle's kind).
 */
export function formatText(format: FormatLike): string {
  const label = formatLabel(format);
  return format.placement ? `${label} (${videoPlacementLabel(format.placement)})` : label;
}

/** Kick Amount: the COMPLETED award's amount, '-' when there is none. */
export const kickText = (ad: Pick<BrowserAd, 'awards'>) => String(kickAmountOf(ad.awards) ?? AD_BROWSER_TEXT.missing);

/** Start Date and End Date from the ad's date-range constraint, '-' when missing; `long` adds the time. */
export function datesText(ad: Pick<BrowserAd, 'constraints'>, long = false): { start: string; end: string } {
  const range = dateRangeOf(ad.constraints);
  const show = long ? formatTimestamp : formatDate;
  return { start: show(range?.startTimestamp) || AD_BROWSER_TEXT.missing, end: show(range?.endTimestamp) || AD_BROWSER_TEXT.missing };
}
