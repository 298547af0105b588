import * as v from 'valibot';
import { looseObject, object } from '#domain/plain-object';
import { chainIdsOf, dateRangeOf, levelConstraintList, locationIdsOf, type Constraint } from '#domain/constraint';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { DATE_TEXT_PATTERN, parseUtc } from '#domain/timestamp';
import { httpUrl, idList, idRef, integer, LIMITS, optionalText, safeNumber, text } from '#domain/text';
import { AwardsSchema } from './award';
import { FORMAT_RULE_READS, FormatSchema, formatProblems, type Format } from './format';
import { COLOUR_KEYS, coloursComplete, FORMAT_MESSAGES } from './format-parts';
import { PLACEMENT_READS, placementProblems } from './banner';
import { OTT_READS, ottColoursRequired, ottProblems } from './own-the-trip';
import { WALK_IN_TAPOUT_READS, walkInTapoutProblems } from './tapout';
import { pathItems, toFieldErrors, untouchedBy, type FieldError } from '#domain/validation';
import { datesOfConstraints, endsBeforeStart } from './status';
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
/** The priority a banner or bundle starts with, and is saved with when none is given (spec 2 §9); none for other formats. */
export const defaultPriorityOf = (formatType: string): string | undefined =>
  formatType === 'BannerFormat' ? DEFAULT_BANNER_PRIORITY : formatType === 'BundleFormat' ? DEFAULT_BUNDLE_PRIORITY : undefined;
/** spec 2 §5: a banner's or bundle's priority is 3 letters; a lookbook's (Carousel) is not asked for; every other format's is a date. */
export const takesLetterPriority = (formatType: string) => formatType === 'BannerFormat' || formatType === 'BundleFormat';
export const priorityAsked = (formatType: string) => formatType !== 'CarouselFormat';
export const takesDatedPriority = (formatType: string) => priorityAsked(formatType) && !takesLetterPriority(formatType);
export const DEFAULT_BUNDLE_DESCRIPTION = 'All items must be purchased together on one receipt.';
/**
 * The description a bundle (Receipt Bundle or Scan Mission, one format) starts with, and is saved
 * with when none is given (spec 2 §9); none for other formats. As with the priority, the form
 * prefills it from here, so a new bundle shows the description it will be saved with.
 */
export const defaultDescriptionOf = (formatType: string): string | undefined => (formatType === 'BundleFormat' ? DEFAULT_BUNDLE_DESCRIPTION : undefined);
export const SPONSORED = 'SPONSORED';

export const maxNameLength = (formatType: string) => (formatType === 'BundleFormat' ? MAX_BUNDLE_NAME : MAX_AD_NAME);

const urlList = () => v.optional(v.pipe(v.array(httpUrl()), v.maxLength(100, 'At most 100 URLs')), []);
const optional = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));

const AdFields = object({
  // a missing name reads as an empty one, so the message names the field
  name: v.pipe(v.optional(v.string(AD_MESSAGES.nameRequired), ''), v.trim(), v.minLength(1, AD_MESSAGES.nameRequired), v.maxLength(MAX_BUNDLE_NAME, AD_MESSAGES.nameTooLong(MAX_BUNDLE_NAME))),
  description: optionalText(LIMITS.description),
  // Undefined until the defaults below run: a banner starts disabled, every other ad enabled.
  enabled: v.optional(v.boolean()),
  insertionOrderId: optional(idRef()),
  orderLineItemId: optional(idRef()),
  pricingModelId: optional(idRef()),
  topicIds: idList(),
  constraints: levelConstraintList(),
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
  items: v.optional(v.pipe(v.array(looseObject({ id: optional(idRef()) })), v.maxLength(200, 'At most 200 items'))),
  campaignId: v.optional(idRef()),
  adSetId: v.optional(idRef()),
});
type AdInput = v.InferOutput<typeof AdFields>;

/** The banner priority rule: 3 letters for banners and bundles, a date text elsewhere (spec 2 §5). */
export function priorityProblem(format: Format): string | undefined {
  const priority = format.legacy?.bannerPriority;
  if (takesLetterPriority(format['@type'])) {
    return priority && /^[A-Za-z]{3}$/.test(priority) ? undefined : AD_MESSAGES.priorityLetters;
  }
  // Required by the form except for a lookbook; the server only refuses a malformed one, or one that
  // is no day of the calendar (2021-13-45).
  return priority && !(DATE_TEXT_PATTERN.test(priority) && parseUtc(`${priority}T00:00:00Z`)) ? AD_MESSAGES.priorityDate : undefined;
}

const hasDates = (constraints: readonly Constraint[]) => {
  const range = dateRangeOf(constraints);
  return Boolean(range?.startTimestamp && range.endTimestamp);
};

type Problems = [string[], string][];
const TYPE = ['format', '@type'];
const inFormat = (paths: readonly string[][]) => paths.map((p) => ['format', ...p]);

/**
 * The rules that need only the ad, each with the parts of it that it reads ('$': any item of a
 * list), so that on an ad whose other parts do not parse yet it can run already.
 */
const AD_RULES: { reads: readonly (readonly string[])[]; problems: (ad: AdInput) => Problems }[] = [
  {
    reads: [['name'], TYPE],
    problems: (ad) => (ad.name.length > maxNameLength(ad.format['@type']) ? [[['name'], AD_MESSAGES.nameTooLong(maxNameLength(ad.format['@type']))]] : []),
  },
  { reads: inFormat(FORMAT_RULE_READS), problems: (ad) => formatProblems(ad.format).map(([path, message]) => [['format', ...path], message]) },
  {
    reads: [TYPE, ['format', 'legacy', 'bannerPriority']],
    problems: (ad) => {
      const priority = priorityProblem(ad.format);
      return priority ? [[['format', 'legacy', 'bannerPriority'], priority]] : [];
    },
  },
  { reads: inFormat(PLACEMENT_READS), problems: (ad) => placementProblems(ad.format).map(([path, message]) => [['format', ...path], message]) },
  { reads: inFormat(WALK_IN_TAPOUT_READS), problems: (ad) => walkInTapoutProblems(ad.format).map(([path, message]) => [['format', ...path], message]) },
  {
    reads: [...OTT_READS, ...COLOUR_KEYS.map((k) => ['format', 'legacy', k])],
    problems: (ad) => (coloursComplete(ad.format.legacy, ottColoursRequired(ad)) ? [] : [[['format', 'legacy', 'primaryBGColor'], FORMAT_MESSAGES.colourRequired]]),
  },
  { reads: OTT_READS, problems: ottProblems },
  { reads: [TYPE, ['constraints']], problems: constraintProblems },
];

function constraintProblems(ad: AdInput): Problems {
  const type = ad.format['@type'];
  const problems: Problems = [];
  if ((type === 'LinkedCardFormat' || type === 'K4RRFormat') && chainIdsOf(ad.constraints).length !== 1) problems.push([['constraints'], AD_MESSAGES.oneChain]);
  if ((type === 'BigScanFormat' || type === 'LinkedCardFormat') && !hasDates(ad.constraints)) problems.push([['constraints'], AD_MESSAGES.datesMandatory]);
  if (type === 'WalkInFormat' && locationIdsOf(ad.constraints).blacklisted.length > 0) problems.push([['constraints'], AD_MESSAGES.noBlacklist]);
  // as the ad set's and the campaign's: an ad's end may not come before its start
  if (endsBeforeStart(datesOfConstraints(ad.constraints))) problems.push([['constraints'], CAMPAIGN_RULES.endBeforeStart]);
  return problems;
}

/** Rules that need only the ad: [path, message] pairs. */
export const adProblems = (ad: AdInput): Problems => AD_RULES.flatMap((r) => r.problems(ad));

/** Defaults the spec gives for a saved ad: banners start disabled; banner and bundle priorities; bundle description. */
export function withAdDefaults(ad: AdInput) {
  const type = ad.format['@type'];
  const format = { ...ad.format };
  const defaultPriority = defaultPriorityOf(type);
  if (defaultPriority) format.legacy = { ...format.legacy, bannerPriority: format.legacy?.bannerPriority || defaultPriority };
  const description = ad.description || (defaultDescriptionOf(type) ?? ad.description);
  return { ...ad, format: format as Format, description, enabled: ad.enabled ?? type !== 'BannerFormat' };
}

/**
 * The rules of `adProblems` that can run on an ad that does not parse (valibot's partial output
 * and issues): those whose parts no issue lies on. None without a format kind to go by.
 */
function partialAdProblems(partial: unknown, issues: readonly v.BaseIssue<unknown>[]): Problems {
  if (!untouchedBy(issues, [TYPE])) return [];
  const ad = withAdDefaults(partial as AdInput);
  return AD_RULES.filter((r) => untouchedBy(issues, r.reads)).flatMap((r) => {
    // A rule reading a part its `reads` leaves out could meet an unparsed value: the form must not
    // fail for it, and the gateway (AdSchema) still runs every rule once the ad parses.
    try {
      return r.problems(ad);
    } catch {
      return [];
    }
  });
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

/**
 * The ad read as the form reads it: every problem at once. The gateway (AdSchema) runs the rules
 * of `adProblems` once the ad parses; here those whose parts parse are listed with the schema's
 * problems, so fixing the listed ones brings up no new ones.
 */
export function validateAdAtOnce(input: unknown): { ok: true; value: Ad } | { ok: false; errors: FieldError[] } {
  const fields = v.safeParse(AdFields, input);
  const problems = fields.success ? adProblems(withAdDefaults(fields.output)) : partialAdProblems(fields.output, fields.issues);
  const errors = [...(fields.success ? [] : toFieldErrors(fields.issues)), ...problems.map(([path, message]) => ({ fieldName: path.join('.'), message }))];
  return fields.success && errors.length === 0 ? { ok: true, value: withAdDefaults(fields.output) } : { ok: false, errors };
}
