import { FORMATS, formatLabel } from '../../../domain/catalogs/formats';
import { videoPlacementLabel } from '../../../domain/catalogs/placements';
import { dateRangeOf } from '../../../domain/constraint';
import { kickAmountOf } from '../../../domain/ad/award';
import type { BrowserAd } from '../../api/ad-browser';
import { formatDate, formatTimestamp } from '../../ui/format';
import { AD_BROWSER_TEXT } from './text';

type FormatLike = { '@type': string; placement?: string | null; productCatalogType?: string | null; legacy?: { bundle_type?: unknown } | null };

/**
 * The Format column (spec 3 'Ad browser'): the format's label, and a video's placement beside it.
 * The browser's rows carry the format type only, so a bundle or a product catalog reads by its
 * kind ('Bundle', 'Product Catalog') until the whole ad (the preview) names which one it is.
 */
export function formatText(format: FormatLike): string {
  const known = format.legacy !== undefined || format.productCatalogType !== undefined;
  const label = known ? formatLabel(format) : (FORMATS.find((f) => f.type === format['@type'])?.label ?? format['@type']);
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
