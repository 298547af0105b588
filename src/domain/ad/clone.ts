import { adSetDateProblems } from '#domain/ad-set';
import { CAMPAIGN_RULES } from '#domain/campaign';
import type { AdType } from '#domain/catalogs/ad-types';
import { dateRangeOf, type Constraint } from '#domain/constraint';
import { parseUtc, showPacific } from '#domain/timestamp';
import { FORMAT_OF_AD_TYPE, newAdOf } from './new-ad';
import { linkedToOrder, matchingLineItems, orderLinkOf, type OrderView } from './rules';
import { isPostScanVideo, withPostScanPlacement } from './scan-links';
import { datesOfConstraints, expiredLevel, type Dates, type Levels } from './status';

/** Cloning an ad (spec 2 'Clone flow', §4, §8): who may, which steps it takes and what the copy is. */
export const CLONE_MESSAGES = {
  campaignEnded: 'This campaign has already ended. If you would like to clone an ad in this campaign, reset the dates.',
  newDates: 'Expired ads require new dates.',
  endAfterExpired: (end: string) => `The new end date must be after ${end}`,
  endInPast: CAMPAIGN_RULES.endInPast,
  cloned: 'Ad cloned successfully.',
  complementaryCreated: 'Complementary ad created successfully.',
  failed: (detail: string) => `Failed cloning ad. ${detail}`,
} as const;

export const DUPLICATE = 'Duplicate';
export const duplicateDescription = (n: number) => `${DUPLICATE} (${n})`;

/** Formats whose clone picks its promoted product anew (spec 2: 'for scan or receipt ads a product selection step'). */
export const PRODUCT_CLONE_FORMATS: readonly string[] = ['ProductScanFormat', 'ProductReceiptFormat'];

export type CloneStep = 'confirm' | 'product' | 'description' | 'complementary' | 'scanLink' | 'dates';

/** A scan's complementary ad is its receipt, a receipt's is its scan (spec 2 'Clone flow': 'a complementary-ad step'). */
const COMPLEMENTARY_TYPES: Partial<Record<string, AdType>> = { ProductScanFormat: 'PURCHASE_VALIDATION', ProductReceiptFormat: 'SCAN' };

/**
 * The type of complementary ad a copy may get: offered only when the campaign's orders have a
 * line item that type may draw on, as the ad-type picker offers a type.
 */
export function complementaryTypeOf(formatType: string, orders: readonly OrderView[]): AdType | undefined {
  const type = COMPLEMENTARY_TYPES[formatType];
  return type && matchingLineItems({ '@type': FORMAT_OF_AD_TYPE[type] }, orders).length > 0 ? type : undefined;
}

/** Whether the format's clone may offer a complementary ad, so the campaign's orders are needed to tell. */
export const hasComplementary = (formatType: string) => COMPLEMENTARY_TYPES[formatType] !== undefined;

/** The ads a post-scan video's copy may be linked from (spec 2 'Clone flow': 'Post-scan videos require choosing a scan ad to link'): the campaign's scan ads. */
export const scanAdsToLink = <A extends { format: { '@type': string } }>(ads: readonly A[]) => ads.filter((a) => a.format['@type'] === 'ProductScanFormat');

/** The campaign's end has passed: no ad of it may be cloned until its dates are reset. */
export function cloneBlocked(campaign: { endDate?: string | null } | undefined, now: Date): string | undefined {
  const end = campaign?.endDate ? parseUtc(campaign.endDate) : undefined;
  return end && end < now ? CLONE_MESSAGES.campaignEnded : undefined;
}

/**
 * The end date that made the ad expired, when its own or its ad set's has passed (a passed campaign
 * end blocks the clone instead): the copy's new end date must lie after it.
 */
export function expiredEnd(levels: Levels, now: Date): string | undefined {
  const level = expiredLevel(levels, now);
  if (level === 'Ad') return datesOfConstraints(levels.ad?.constraints).end ?? undefined;
  if (level === 'Adset') return datesOfConstraints(levels.adSet?.constraints).end ?? undefined;
  return undefined;
}

/**
 * The steps in order: confirm; the product for scan and receipt ads; the description; the
 * complementary ad when one is offered; the scan ad to link for a post-scan video; new dates for
 * an expired ad.
 */
export function cloneSteps(format: { '@type': string; placement?: string | null }, offers: { expired: boolean; complementary: boolean }): CloneStep[] {
  const when = (on: boolean, step: CloneStep) => (on ? [step] : []);
  return [
    'confirm',
    ...when(PRODUCT_CLONE_FORMATS.includes(format['@type']), 'product'),
    'description',
    ...when(offers.complementary, 'complementary'),
    ...when(isPostScanVideo(format), 'scanLink'),
    // a post-scan video has no dates of its own (spec 2 §4): its copy takes none
    ...when(offers.expired && !isPostScanVideo(format), 'dates'),
  ];
}

/**
 * The copy's description (spec 2 §4 'Clone naming'): 'Duplicate', or 'Duplicate (n)' with the
 * smallest n ≥ 1 not yet used once an ad of the same name (case-insensitive) in the ad set is
 * described 'Duplicate' — so each copy of an ad can be told apart from the others in the list.
 */
export function cloneDescription(source: { name: string }, siblings: readonly { name: string; description?: string | null }[]): string {
  const key = source.name.trim().toLowerCase();
  const used = new Set(siblings.filter((s) => s.name.trim().toLowerCase() === key).map((s) => s.description ?? ''));
  if (!used.has(DUPLICATE)) return DUPLICATE;
  let n = 1;
  while (used.has(duplicateDescription(n))) n++;
  return duplicateDescription(n);
}

/**
 * The new dates of an expired ad's copy (spec 2 §4): an end date after the one that expired and in
 * the future, within the ad set's effective dates (`parent`) and not before the start.
 */
export function cloneDateProblems(dates: Dates, expired: string, parent: Dates, now: Date): { field: 'startDate' | 'endDate'; message: string }[] {
  const end = dates.end ? parseUtc(dates.end) : undefined;
  if (!end) return [{ field: 'endDate', message: CLONE_MESSAGES.newDates }];
  const problems: { field: 'startDate' | 'endDate'; message: string }[] = [];
  const expiredAt = parseUtc(expired);
  if (expiredAt && end <= expiredAt) problems.push({ field: 'endDate', message: CLONE_MESSAGES.endAfterExpired(showPacific(expired)) });
  if (end <= now) problems.push({ field: 'endDate', message: CLONE_MESSAGES.endInPast });
  return [...problems, ...adSetDateProblems(dates, parent)];
}

/** What the user chose along the steps. */
export interface CloneChoice {
  description: string;
  /** the promoted product of a scan or receipt ad's copy */
  promotedProductId?: string;
  /** new dates of an expired ad's copy */
  dates?: { start: string | null; end: string | null };
}

type ServerOwned = 'id' | 'version' | 'created' | 'modified' | 'campaignId' | 'adSetId';
/** An ad as read, without the fields the gateway owns: what a create or update sends. */
export type AdBody<T> = Omit<T, ServerOwned>;
/** The source without the fields the gateway owns, and no next ad. */
export type AdCopy<T> = Omit<T, ServerOwned | 'nextAdId'> & { nextAdId: null };

function bodyOf<T>(ad: T): AdBody<T> {
  const { id: _i, version: _v, created: _c, modified: _m, campaignId: _ca, adSetId: _a, ...body } = ad as T & Record<string, unknown>;
  return body as AdBody<T>;
}

interface Cloneable {
  format: { '@type': string; promotedProductId?: string | null };
  topicIds?: string[];
  constraints?: Constraint[];
}

/**
 * The copy to create: the ad without its server-owned fields, unlinked from any next ad (a chain is
 * not copied), with the chosen description, product and dates.
 */
export function cloneAdOf<T extends Cloneable>(source: T, choice: CloneChoice): AdCopy<T> {
  const copy = bodyOf(source);
  let constraints = source.constraints ?? [];
  if (choice.dates) {
    const range: Constraint = { '@type': 'DateRangeConstraint', startTimestamp: choice.dates.start, endTimestamp: choice.dates.end, availableInPeriod: dateRangeOf(constraints)?.availableInPeriod };
    constraints = [range, ...constraints.filter((c) => c['@type'] !== 'DateRangeConstraint')];
  }
  let format = source.format;
  let topicIds = source.topicIds ?? [];
  const product = choice.promotedProductId;
  if (product && product !== format.promotedProductId) {
    const old = format.promotedProductId;
    // the product is one of the ad's topics (as the ad form sets it): the old one gives way to the new
    topicIds = [...topicIds.filter((t) => t !== old && t !== product), product];
    format = { ...format, promotedProductId: product };
  }
  // a post-scan video's copy goes without the product and dates an older one may hold: the gateway refuses them
  return withPostScanPlacement({ ...copy, description: choice.description, format, topicIds, constraints, nextAdId: null }) as unknown as AdCopy<T>;
}

interface ComplementarySource {
  name: string;
  description?: string | null;
  format: { promotedProductId?: string | null; legacy?: { bannerPriority?: string | null } | null };
  awards?: { COMPLETED?: { '@type': string; amount?: unknown } | null } | null;
  constraints?: Constraint[];
}

/** Award types whose amount is the Kicks given (a per-dollar award's amount is dollars). */
const KICKS_AMOUNT_AWARDS: readonly string[] = ['CurrencyAward', 'ReceiptKicksCurrencyAward'];
/** The constraints that say where and when, which the pair shares; frequency is the new type's default. */
const SHARED_CONSTRAINTS: readonly Constraint['@type'][] = ['DateRangeConstraint', 'ChainConstraint', 'LocationConstraint'];

/**
 * The complementary ad of a scan's or receipt's copy: a new ad of the type (its defaults, tied to
 * the campaign's order and line item when a single one matches, as the ad form's auto-fill does)
 * for the copy's promoted product, with the copy's name, description, Kicks, priority and its
 * dates, chains and locations.
 */
export function complementaryAdOf(copy: ComplementarySource, type: AdType, orders: readonly OrderView[]) {
  const ad = newAdOf(type);
  const link = orderLinkOf(ad.format, orders, {});
  const product = copy.format.promotedProductId ?? undefined;
  const source = copy.awards?.COMPLETED;
  const kicks = source && KICKS_AMOUNT_AWARDS.includes(source['@type']) && typeof source.amount === 'number' ? { amount: source.amount } : {};
  const award = ad.awards.COMPLETED;
  const priority = copy.format.legacy?.bannerPriority;
  return linkedToOrder({
    ...ad,
    name: copy.name,
    description: copy.description ?? '',
    topicIds: product ? [product] : [],
    constraints: [...(copy.constraints ?? []).filter((c) => SHARED_CONSTRAINTS.includes(c['@type'])), ...ad.constraints],
    format: { ...ad.format, promotedProductId: product ?? null, ...(priority ? { legacy: { bannerPriority: priority } } : {}) },
    awards: award ? { COMPLETED: { ...award, ...kicks } } : ad.awards,
  }, link);
}

/** The body that links a scan ad to a post-scan video's copy: the scan as read, without the fields the gateway owns. */
export function scanLinkedTo<T extends { nextAdId?: string | null }>(scan: T, videoId: string): AdBody<T> {
  return { ...bodyOf(scan), nextAdId: videoId };
}
