import * as v from 'valibot';
import { chainIdsOf, constraintList, dateRangeOf, locationIdsOf, type Constraint } from '../constraint';
import { DATE_TEXT_PATTERN } from '../timestamp';
import { httpUrl, idList, idRef, integer, LIMITS, optionalText, safeNumber, text } from '../text';
import { AwardsSchema } from './award';
import { FormatSchema, formatProblems, type Format } from './format';
import { coloursComplete, FORMAT_MESSAGES } from './format-parts';
import { placementProblems } from './banner';
import { ottColoursRequired, ottProblems } from './own-the-trip';
import { pathItems } from '../validation';
import { ShopperProfileConfigurationSchema } from './targeting';

/** The ad (spec 2 §3 'Ad'): its fields, defaults and the rules that need only the ad itself. */
export const AD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  priorityLetters: 'Priority must be exactly 3 letters, for example zzz',
  priorityDate: 'Priority must be a date such as 2021-06-01',
  oneChain: 'One chain must be selected for the current item.',
  datesMandatory: 'Dates are mandatory',
  noBlacklist: 'Blacklisted locations are not offered for walk-in ads',
} as const;

export const MAX_AD_NAME = 36;
export const MAX_BUNDLE_NAME = 100;
export const DEFAULT_BANNER_PRIORITY = 'zzz';
export const DEFAULT_BUNDLE_PRIORITY = 'abc';
export const DEFAULT_BUNDLE_DESCRIPTION = 'All items must be purchased together on one receipt.';
export const SPONSORED = 'SPONSORED';

export const maxNameLength = (formatType: string) => (formatType === 'BundleFormat' ? MAX_BUNDLE_NAME : MAX_AD_NAME);

const urlList = () => v.optional(v.pipe(v.array(httpUrl()), v.maxLength(100, 'At most 100 URLs')), []);
const optional = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));

const AdFields = v.object({
  // a missing name reads as an empty one, so the message names the field
  name: v.pipe(v.optional(v.string(AD_MESSAGES.nameRequired), ''), v.trim(), v.minLength(1, AD_MESSAGES.nameRequired), v.maxLength(MAX_BUNDLE_NAME, AD_MESSAGES.nameTooLong(MAX_BUNDLE_NAME))),
  description: optionalText(LIMITS.description),
  // Undefined until the defaults below run: a banner starts disabled, every other ad enabled.
  enabled: v.optional(v.boolean()),
  insertionOrderId: optional(idRef()),
  orderLineItemId: optional(idRef()),
  pricingModelId: optional(idRef()),
  topicIds: idList(),
  constraints: constraintList(),
  format: FormatSchema,
  awards: v.optional(AwardsSchema, {}),
  impressionUrls: urlList(),
  engagementUrls: urlList(),
  shopperProfileConfiguration: optional(ShopperProfileConfigurationSchema),
  nextAdId: optional(idRef()),
  arp: optional(safeNumber()),
  salesforceOrderLineId: optional(text(LIMITS.id)),
  salesforceOrderLineKicksSold: optional(integer(0)),
  // Compound ads hold their parts as ads; the spec lists no fields for them, so they stay open.
  items: v.optional(v.pipe(v.array(v.looseObject({ id: optional(idRef()) })), v.maxLength(200, 'At most 200 items'))),
  campaignId: v.optional(idRef()),
  adSetId: v.optional(idRef()),
});
type AdInput = v.InferOutput<typeof AdFields>;

/** The banner priority rule: 3 letters for banners and bundles, a date text elsewhere (spec 2 §5). */
export function priorityProblem(format: Format): string | undefined {
  const priority = format.legacy?.bannerPriority;
  if (format['@type'] === 'BannerFormat' || format['@type'] === 'BundleFormat') {
    return priority && /^[A-Za-z]{3}$/.test(priority) ? undefined : AD_MESSAGES.priorityLetters;
  }
  // Required by the form except for a lookbook; the server only refuses a malformed one.
  return priority && !DATE_TEXT_PATTERN.test(priority) ? AD_MESSAGES.priorityDate : undefined;
}

const hasDates = (constraints: readonly Constraint[]) => {
  const range = dateRangeOf(constraints);
  return Boolean(range?.startTimestamp && range.endTimestamp);
};

/** Rules that need only the ad: [path, message] pairs. */
export function adProblems(ad: AdInput): [string[], string][] {
  const problems: [string[], string][] = [];
  const type = ad.format['@type'];
  if (ad.name.length > maxNameLength(type)) problems.push([['name'], AD_MESSAGES.nameTooLong(maxNameLength(type))]);
  const priority = priorityProblem(ad.format);
  for (const [path, message] of formatProblems(ad.format)) problems.push([['format', ...path], message]);
  if (priority) problems.push([['format', 'legacy', 'bannerPriority'], priority]);
  for (const [path, message] of placementProblems(ad.format)) problems.push([['format', ...path], message]);
  if (!coloursComplete(ad.format.legacy, ottColoursRequired(ad))) problems.push([['format', 'legacy', 'primaryBGColor'], FORMAT_MESSAGES.colourRequired]);
  problems.push(...ottProblems(ad));
  if ((type === 'LinkedCardFormat' || type === 'K4RRFormat') && chainIdsOf(ad.constraints).length !== 1) {
    problems.push([['constraints'], AD_MESSAGES.oneChain]);
  }
  if ((type === 'BigScanFormat' || type === 'LinkedCardFormat') && !hasDates(ad.constraints)) problems.push([['constraints'], AD_MESSAGES.datesMandatory]);
  if (type === 'WalkInFormat' && locationIdsOf(ad.constraints).blacklisted.length > 0) problems.push([['constraints'], AD_MESSAGES.noBlacklist]);
  return problems;
}

/** Defaults the spec gives for a saved ad: banners start disabled; banner and bundle priorities; bundle description. */
export function withAdDefaults(ad: AdInput) {
  const type = ad.format['@type'];
  const format = { ...ad.format };
  if (type === 'BannerFormat' || type === 'BundleFormat') {
    const bannerPriority = format.legacy?.bannerPriority || (type === 'BannerFormat' ? DEFAULT_BANNER_PRIORITY : DEFAULT_BUNDLE_PRIORITY);
    format.legacy = { ...format.legacy, bannerPriority };
  }
  const description = ad.description || (type === 'BundleFormat' ? DEFAULT_BUNDLE_DESCRIPTION : ad.description);
  return { ...ad, format: format as Format, description, enabled: ad.enabled ?? type !== 'BannerFormat' };
}

export const AdSchema = v.pipe(
  AdFields,
  v.transform(withAdDefaults),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [path, message] of adProblems(dataset.value)) addIssue({ message, path: pathItems(dataset.value, path) });
  }),
);
export type Ad = v.InferOutput<typeof AdSchema>;
