import { dateRangeOf, type Constraint, type DateRangeConstraint } from '#domain/constraint';
import type { FieldError } from '#domain/validation';
import { kickAmountOf } from './award';

/**
 * A scan ad's links (spec 2 'Scan ad Other section', §4, §5): the post-scan video it leads to
 * through nextAdId, and the big scans of its product, whose Kicks must exceed its own.
 */
export const SCAN_LINK_MESSAGES = {
  linkedToVideo: 'Scan ad successfully updated and linked to Post-Scan video.',
  bigScanKicks: (scanKicks: number) => `Big scan Kicks must exceed the main scan's kick level (${scanKicks} Kicks)`,
} as const;

interface LinkableAd {
  id?: string;
  topicIds?: readonly string[] | null;
  format: { '@type': string; placement?: string | null; promotedProductId?: string | null };
  awards?: { COMPLETED?: object | null } | null;
}

/** The promoted product an ad of the product family is about. */
export const productOf = (ad: LinkableAd) => ad.format.promotedProductId ?? ad.topicIds?.[0] ?? undefined;

export const isPostScanVideo = (format: { '@type': string; placement?: string | null }) => format['@type'] === 'VideoFormat' && format.placement === 'POST_SCAN';

/**
 * spec 2 §4: 'A POST_SCAN placement on a video format clears the promoted product id, removes the
 * date-range constraint, and hides the date section.' A post-scan video plays after the scan that
 * leads to it, so it has neither a product nor dates of its own.
 */
export const POST_SCAN_MESSAGES = {
  noProduct: 'A post-scan video has no promoted product of its own: it plays after its scan ad',
  noDates: 'A post-scan video has no dates of its own: it plays after its scan ad',
} as const;

interface PostScanAd {
  topicIds?: readonly string[] | null;
  format: { '@type': string; placement?: string | null; promotedProductId?: string | null };
  constraints?: readonly Constraint[] | null;
}

/** What choosing the POST_SCAN placement does to a video (the form's placement select): the product and the date range go. */
export function withPostScanPlacement<A extends PostScanAd>(ad: A): A {
  if (!isPostScanVideo(ad.format)) return ad;
  const product = ad.format.promotedProductId;
  return {
    ...ad,
    format: { ...ad.format, promotedProductId: null },
    // the form names the product in topicIds too (as older ads do): it goes from there as well
    ...(product && ad.topicIds ? { topicIds: ad.topicIds.filter((id) => id !== product) } : {}),
    ...(ad.constraints ? { constraints: ad.constraints.filter((c) => c['@type'] !== 'DateRangeConstraint') } : {}),
  };
}

/** The same dates, whatever the order of their keys (a stored document's JSON comes back in the store's key order). */
const rangeKey = (r: DateRangeConstraint | undefined) =>
  r ? JSON.stringify([r.startTimestamp ?? null, r.endTimestamp ?? null, r.availableInPeriod ?? null]) : 'null';
const sameRange = (a: DateRangeConstraint | undefined, b: DateRangeConstraint | undefined) => rangeKey(a) === rangeKey(b);

/**
 * The same rule on a write: a post-scan video sent with a promoted product or a date range is
 * refused, naming the field, rather than stripped of what was sent. An update may keep what the
 * stored post-scan video already held (written before this rule), so a read-then-write still goes.
 */
export function postScanProblems(ad: PostScanAd, stored?: PostScanAd | null): FieldError[] {
  if (!isPostScanVideo(ad.format)) return [];
  const kept = stored && isPostScanVideo(stored.format) ? stored : undefined;
  const errors: FieldError[] = [];
  const product = ad.format.promotedProductId;
  if (product && product !== kept?.format.promotedProductId) errors.push({ fieldName: 'format.promotedProductId', message: POST_SCAN_MESSAGES.noProduct });
  const range = dateRangeOf(ad.constraints ?? undefined);
  if (range && !sameRange(range, dateRangeOf(kept?.constraints ?? undefined))) errors.push({ fieldName: 'constraints', message: POST_SCAN_MESSAGES.noDates });
  return errors;
}

/** The campaign's post-scan videos, which a scan ad may lead to. */
export const postScanVideos = <A extends LinkableAd>(ads: readonly A[]) => ads.filter((a) => isPostScanVideo(a.format));

/** The big scans of a scan ad's product. */
export function linkedBigScans<A extends LinkableAd>(scan: LinkableAd, ads: readonly A[]): A[] {
  const product = productOf(scan);
  return product ? ads.filter((a) => a.format['@type'] === 'BigScanFormat' && productOf(a) === product) : [];
}

const NUMERIC_ID = /^\d+$/;

/**
 * Ads in the order they were created, by id: the gateway's ids come from one rising sequence
 * (decision 001), so the lower number is the older ad. Compared as numbers ('9' before '10'), as
 * text would not; an id that is no number (none the gateway gives) after them by its text, and an
 * ad without an id (not saved yet) last.
 */
export function byCreation(a: { id?: string }, b: { id?: string }): number {
  if (a.id === undefined || b.id === undefined) return a.id === b.id ? 0 : a.id === undefined ? 1 : -1;
  const [x, y] = [a.id, b.id].map((id) => (NUMERIC_ID.test(id) ? id.replace(/^0+(?=\d)/, '') : undefined));
  if (x !== undefined && y !== undefined) return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
  if (x !== undefined || y !== undefined) return x !== undefined ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The main scan of a big scan: the scan ad of its product created first. A product may have more
 * than one scan ad, and the form (the campaign's ad sets' ads) and the gateway (a query) list them
 * in different orders: the first of a list would give each side its own main scan and kick level.
 */
export function mainScanOf<A extends LinkableAd>(bigScan: LinkableAd, ads: readonly A[]): A | undefined {
  const product = productOf(bigScan);
  if (!product) return undefined;
  return ads.filter((a) => a.format['@type'] === 'ProductScanFormat' && productOf(a) === product && a.id !== bigScan.id).sort(byCreation)[0];
}

/** spec 2 §5: 'Big scan kicks must exceed the main scan's kick level.' */
export function bigScanKicksProblem(bigScan: LinkableAd, ads: readonly LinkableAd[]): string | undefined {
  if (bigScan.format['@type'] !== 'BigScanFormat') return undefined;
  const scan = mainScanOf(bigScan, ads);
  const scanKicks = scan ? kickAmountOf(scan.awards) : undefined;
  const kicks = kickAmountOf(bigScan.awards);
  return scanKicks !== undefined && kicks !== undefined && kicks <= scanKicks ? SCAN_LINK_MESSAGES.bigScanKicks(scanKicks) : undefined;
}
