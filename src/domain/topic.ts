import * as v from 'valibot';
import { object, objectWithRest, record } from './plain-object';
import { toCsv } from './csv';
import type { ExpectedSize } from './images';
import { fileUrl, httpUrl, idRef, integer, LIMITS, optionalText, tagList, text } from './text';

/**
 * Topics of a campaign (spec 3): promoted products (@type PromotedProduct) and retailer categories
 * (@type PromotedCategory), told apart by '@type'; plus the pure rules of their forms.
 */

export const TOPIC_TYPES = ['PromotedProduct', 'PromotedCategory'] as const;
export type TopicType = (typeof TOPIC_TYPES)[number];

export const TOOLTIP_MAX_LENGTH = 100;
/** Barcodes shown on the topic form before 'view all'. */
export const BARCODES_SHOWN = 5;
/** Promoted products shown on a campaign summary. */
export const PRODUCTS_ON_SUMMARY = 4;
export const BARCODES_CSV_NAME = 'barcodes.csv';

export const BARCODE_MATCH_TYPES = ['CONTAINS', 'EXACT', 'ANY'] as const;
export type BarcodeMatchType = (typeof BARCODE_MATCH_TYPES)[number];
/** What the match type dropdown offers: ANY is shown disabled ('*' is how ANY is entered). */
export const SELECTABLE_MATCH_TYPES: readonly BarcodeMatchType[] = ['CONTAINS', 'EXACT'];
export const ANY_BARCODE = '*';

export const TOPIC_MESSAGES = {
  barcodeRequired: 'A Promoted Product must have at least one accepted barcode.',
  tooltipTooLong: 'The tooltip is too long.',
  duplicateBarcodes: 'The following barcodes are already selected and will be ignored:',
  /** the gateway's word on a body that lists a barcode twice (the form ignores repeats as it takes them) */
  barcodeListedTwice: 'Each barcode can be accepted only once; listed more than once:',
  nameRequired: 'Name is required.',
  anyMatch: "'*' stands for ANY: use it with match type ANY, and ANY only with '*'",
  typeLocked: 'A topic cannot change its @type',
  unknownOntologyNode: 'No ontology node has the id',
  noProducts: 'This campaign does not have any Promoted Products.',
  noCategories: 'This campaign does not have any Retailer Categories.',
  createProduct: 'Create New Promoted Product',
  editProduct: 'Edit Promoted Product:',
  // notifications (spec 3 §8)
  productCreated: 'Promoted product created successfully.',
  productUpdated: 'Promoted product updated successfully.',
  categoryCreated: 'Retailer Category created successfully.',
  categoryUpdated: 'Retailer Category updated successfully.',
  deleted: 'Promoted Product/Company successfully deleted.',
  readTopicFailed: 'There was an issue retrieving the topic.',
  readCategoryFailed: 'There was an issue retrieving the Retailer Category.',
  createProductFailed: 'There was an issue creating promoted product.',
  updateProductFailed: 'There was an issue updating promoted product.',
  createCategoryFailed: 'There was an issue creating the Retailer Category.',
  updateCategoryFailed: 'There was an issue updating the Retailer Category.',
} as const;

/** Not named by the spec: why a topic ad sets or ads still name is not deleted (followed by its users). */
export const topicInUseMessage = (isCategory: boolean) => `This ${isCategory ? 'retailer category' : 'promoted product'} cannot be deleted while it is used by:`;

/** The gateway's word on a retailer category created in a campaign that is not MCOMM (catalogs/categories.ts takesRetailerCategories). */
export const categoryNeedsMcommMessage = (campaignId: string, category: string) =>
  `Campaign ${campaignId} is a ${category} campaign: retailer categories can be created only in MCOMM campaigns`;

/** Any printable barcode without spaces or commas; '*' only for ANY. */
const BARCODE_TEXT = /^[^\s,]{1,64}$/;

export const BarcodeEntrySchema = v.pipe(
  object({
    barcode: v.pipe(v.string('Must be a barcode'), v.regex(BARCODE_TEXT, 'Must be 1 to 64 characters without spaces or commas')),
    matchType: v.optional(v.picklist(BARCODE_MATCH_TYPES, `Must be one of ${BARCODE_MATCH_TYPES.join(', ')}`), 'CONTAINS'),
    enabled: v.optional(v.boolean('Must be true or false'), true),
  }),
  v.forward(v.check((e) => (e.barcode === ANY_BARCODE) === (e.matchType === 'ANY'), TOPIC_MESSAGES.anyMatch), ['matchType']),
);
export type BarcodeEntry = v.InferOutput<typeof BarcodeEntrySchema>;

/** Barcodes a list holds more than once, each named once, in order of first repeat. */
export function repeatedBarcodes(list: readonly { barcode: string }[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { barcode } of list) (seen.has(barcode) ? repeated : seen).add(barcode);
  return [...repeated];
}

/** legacy.enabled is the string 'true' or 'false'; other legacy keys travel through, bounded. */
const LegacySchema = v.pipe(
  objectWithRest(
    { enabled: v.optional(v.picklist(['true', 'false'], "Must be the string 'true' or 'false'"), 'true') },
    v.union([v.pipe(v.string(), v.maxLength(LIMITS.description)), v.number(), v.boolean(), v.null()], 'Must be text, a number, true/false or null'),
  ),
  v.check((l) => Object.keys(l).length <= 50, 'At most 50 legacy entries'),
);

const ImageRefSchema = object({ url: fileUrl('images') });
const name = () =>
  v.pipe(v.optional(v.string(TOPIC_MESSAGES.nameRequired), ''), v.trim(), v.minLength(1, TOPIC_MESSAGES.nameRequired), v.maxLength(LIMITS.name, `Must be at most ${LIMITS.name} characters`));
const list = <S extends v.GenericSchema>(item: S) => v.optional(v.pipe(v.array(item), v.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} items`)), []);

export const MsrpSchema = object({
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Must be a two-letter country code such as US')), 'US'),
  /** cents */
  msrp: integer(0, 100_000_000),
});

export const tooltipSchema = () => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(TOOLTIP_MAX_LENGTH, TOPIC_MESSAGES.tooltipTooLong))));

export const PromotedProductSchema = object({
  '@type': v.literal('PromotedProduct'),
  name: name(),
  description: optionalText(LIMITS.description),
  barcodes: v.pipe(
    v.optional(v.array(BarcodeEntrySchema, TOPIC_MESSAGES.barcodeRequired), []),
    v.minLength(1, TOPIC_MESSAGES.barcodeRequired),
    v.maxLength(10_000, 'At most 10000 barcodes'),
    v.check((list) => repeatedBarcodes(list).length === 0, (issue) => `${TOPIC_MESSAGES.barcodeListedTwice} ${repeatedBarcodes(issue.input).join(', ')}`),
  ),
  contentTags: tagList(),
  images: v.optional(
    v.nullable(object({ productFamilyImageUrl: v.optional(v.nullable(ImageRefSchema)), completedImageUrl: v.optional(v.nullable(ImageRefSchema)) })),
  ),
  msrps: list(MsrpSchema),
  ontologyKeywords: tagList(),
  ontologyNodeId: v.optional(v.nullable(idRef())),
  productId: optionalText(LIMITS.id),
  tags: tagList(),
  toolTip: tooltipSchema(),
  receiptDescriptions: list(text(LIMITS.shortText)),
  legacy: v.optional(LegacySchema, { enabled: 'true' }),
  /** rich text HTML, bounded here; the gateway sanitises it with DOMPurify on save (http/rich-text.ts) */
  additionalDetails: optionalText(LIMITS.richText),
  decoupleReceiptsFromScans: v.optional(v.boolean('Must be true or false'), false),
  allowSameDayMultilocationScans: v.optional(v.boolean('Must be true or false'), false),
});
export type PromotedProduct = v.InferOutput<typeof PromotedProductSchema>;

export const PromotedCategorySchema = object({
  '@type': v.literal('PromotedCategory'),
  name: name(),
  description: optionalText(LIMITS.description),
  chainId: v.optional(v.nullable(idRef())),
  webviewURL: v.optional(v.nullable(httpUrl())),
  images: v.optional(v.nullable(v.pipe(record(v.pipe(v.string(), v.maxLength(LIMITS.id)), ImageRefSchema), v.check((r) => Object.keys(r).length <= 20, 'At most 20 images')))),
  includedCategories: tagList(),
  excludedCategories: tagList(),
  kicksPerDollar: v.optional(v.nullable(integer(0, 1_000_000))),
  matchAll: v.optional(v.boolean('Must be true or false'), false),
  ontologyNodeId: v.optional(v.nullable(idRef())),
  legacy: v.optional(LegacySchema, { enabled: 'true' }),
});
export type PromotedCategory = v.InferOutput<typeof PromotedCategorySchema>;

export const TopicSchema = v.variant('@type', [PromotedProductSchema, PromotedCategorySchema], `Must be one of ${TOPIC_TYPES.join(', ')}`);
export type Topic = v.InferOutput<typeof TopicSchema>;

export const isTopicEnabled = (t: { legacy?: { enabled?: unknown } | null }) => t.legacy?.enabled === 'true';

/** The first barcodes the form shows, and how many more 'view all' holds. */
export function shownBarcodes<T>(barcodes: readonly T[]): { shown: T[]; hidden: number } {
  return { shown: barcodes.slice(0, BARCODES_SHOWN), hidden: Math.max(0, barcodes.length - BARCODES_SHOWN) };
}

// ---- Barcode entry (spec 3 §4) ----

/** The number test: digits only (UPC, EAN, GTIN and their parts). */
export const isNumberBarcode = (s: string) => /^\d{1,64}$/.test(s);
/** The exact test: a code with letters, dashes or dots (e.g. a store's own SKU), matched exactly. */
export const isExactBarcode = (s: string) => /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,63}$/.test(s);

export interface BarcodeEntryResult {
  added: BarcodeEntry[];
  /** entries already selected (or repeated in the input), ignored */
  duplicates: string[];
  /** entries passing neither test, ignored */
  invalid: string[];
  /** the duplicates notice, when there are any */
  message?: string;
}

/**
 * Parses the barcode field: comma-separated entries; '*' adds ANY; entries passing the number test
 * are added with the chosen match type, those failing it but passing the exact test as EXACT.
 * Entries already selected or repeated are ignored, with the duplicates notice.
 */
export function parseBarcodeEntries(input: string, matchType: BarcodeMatchType, existing: readonly { barcode: string }[] = []): BarcodeEntryResult {
  const seen = new Set(existing.map((e) => e.barcode));
  const result: BarcodeEntryResult = { added: [], duplicates: [], invalid: [] };
  for (const raw of input.split(',')) {
    const barcode = raw.trim();
    if (!barcode) continue;
    let entry: BarcodeEntry | undefined;
    if (barcode === ANY_BARCODE) entry = { barcode, matchType: 'ANY', enabled: true };
    else if (isNumberBarcode(barcode)) entry = { barcode, matchType: matchType === 'ANY' ? 'CONTAINS' : matchType, enabled: true };
    else if (isExactBarcode(barcode)) entry = { barcode, matchType: 'EXACT', enabled: true };
    if (!entry) {
      result.invalid.push(barcode);
      continue;
    }
    if (seen.has(barcode)) {
      if (!result.duplicates.includes(barcode)) result.duplicates.push(barcode);
      continue;
    }
    seen.add(barcode);
    result.added.push(entry);
  }
  if (result.duplicates.length) result.message = `${TOPIC_MESSAGES.duplicateBarcodes} ${result.duplicates.join(', ')}`;
  return result;
}

/** The add button is disabled while the input is empty. */
export const canAddBarcodes = (input: string) => input.trim().length > 0;

/**
 * The barcodes.csv export of the 'view all barcodes' screen, of the tab shown: the accepted
 * barcodes, or the failed ones. Cells go through toCsv, which keeps a barcode such as '=1+2' (the
 * gateway takes any text without spaces or commas) from running as a spreadsheet formula.
 */
export function barcodesCsv(barcodes: readonly BarcodeEntry[]): string {
  return toCsv(['barcode', 'matchType', 'enabled'], barcodes);
}

/** A barcode shoppers scanned for the product that matched none of its entries. */
export interface FailedBarcode {
  barcode: string;
  wrong_num_scans: number;
}

export function failedBarcodesCsv(failed: readonly FailedBarcode[]): string {
  return toCsv(['barcode', 'wrong_num_scans'], failed);
}

// ---- Clone (spec 3 §2, §4) ----

/**
 * The copy a clone creates: everything but the server-owned fields. When a topic with the same name
 * already exists (case-insensitive), the copy's description becomes 'Duplicate (n)' with the smallest
 * n not yet used by a same-named topic.
 */
export function cloneTopic<T extends { name: string; description?: string | null; id?: unknown; created?: unknown; modified?: unknown; version?: unknown }>(
  source: T,
  existing: readonly { name: string; description?: string | null }[],
): Omit<T, 'id' | 'created' | 'modified' | 'version'> {
  const { id: _i, created: _c, modified: _m, version: _v, ...copy } = source;
  const key = source.name.trim().toLowerCase();
  const sameName = existing.filter((t) => t.name.trim().toLowerCase() === key);
  if (sameName.length === 0) return copy;
  const used = new Set(sameName.map((t) => t.description ?? ''));
  let n = 1;
  while (used.has(duplicateDescription(n))) n++;
  return { ...copy, description: duplicateDescription(n) };
}

export const duplicateDescription = (n: number) => `Duplicate (${n})`;

// ---- Tooltip check (spec 3 §5, POST /adminBackend/topics/tooltip) ----

/** The app shows a tooltip on at most two lines of this many characters (half the maximum length). */
export const TOOLTIP_LINE_LENGTH = TOOLTIP_MAX_LENGTH / 2;

export interface TooltipCheck {
  /** within the saved limit of 100 characters */
  fits: boolean;
  /** can be laid out on at most two lines of TOOLTIP_LINE_LENGTH, breaking only at spaces */
  fitsWhenSplit: boolean;
  /** that layout, lines joined by '\n' (the text itself when one line holds it); null when impossible */
  splitValue: string | null;
}

/**
 * The tooltip check. The text is trimmed first. It fits when at most 100 characters. For the split,
 * a text of at most 50 characters stays one line; a longer one breaks at the last space that leaves
 * a first line of at most 50 characters, as the app wraps text, and fits when split if the rest
 * (trimmed) is at most 50 characters too. Splitting never adds characters, so a split value of a
 * fitting text fits as well.
 */
export function checkTooltip(input: string): TooltipCheck {
  const value = input.trim().replace(/\s+/g, ' ');
  const fits = input.trim().length <= TOOLTIP_MAX_LENGTH;
  if (value.length <= TOOLTIP_LINE_LENGTH) return { fits, fitsWhenSplit: true, splitValue: value };
  for (let i = Math.min(TOOLTIP_LINE_LENGTH, value.length - 1); i > 0; i--) {
    if (value[i] !== ' ') continue;
    const first = value.slice(0, i).trimEnd();
    const second = value.slice(i + 1).trim();
    if (first && second.length <= TOOLTIP_LINE_LENGTH) return { fits, fitsWhenSplit: true, splitValue: `${first}\n${second}` };
    break;
  }
  return { fits, fitsWhenSplit: false, splitValue: null };
}

// ---- Images (spec 3 §5, §9) ----

/** The product family image is uploaded at this size… */
export const PRODUCT_FAMILY_IMAGE_SIZE: ExpectedSize = { width: 1024, height: 1024 };
/** …and a copy resized to this one is stored as the completed image. */
export const COMPLETED_IMAGE_SIZE: ExpectedSize = { width: 320, height: 320 };
/**
 * A retailer category's image: the spec gives no size for it; categories are the M-Comm
 * campaigns' own, so it takes the M-Comm catalog product image's 1024x1024 (spec 3 §9).
 */
export const CATEGORY_IMAGE_SIZE: ExpectedSize = { width: 1024, height: 1024 };
/** The key of the category image in a retailer category's images map; other keys travel untouched. */
export const CATEGORY_IMAGE_KEY = 'categoryImageUrl';

// ---- Form rules (spec 3 §5), in the gateway's own words ----

export interface TopicRule<F extends string = string> {
  /** the banner line */
  rule: string;
  ok: boolean;
  field: F;
  message: string;
}

/** The first message a schema gives for a value, or undefined when the value passes. */
function problemOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const r = v.safeParse(schema, value, { abortPipeEarly: true });
  return r.success ? undefined : r.issues[0].message;
}

/** The spec's messages are whole sentences and stand alone in the banner; the schema's short ones get their field's label. */
const SENTENCES = new Set<string>(Object.values(TOPIC_MESSAGES));

const ruleOf = <F extends string>(field: F, label: string, message: string | undefined): TopicRule<F> =>
  message
    ? { rule: SENTENCES.has(message) ? message : `${label}: ${message}`, ok: false, field, message }
    : { rule: `${label} ok`, ok: true, field, message: '' };

/** What the promoted product form checks before Submit: the schema's rules on the fields a user types. */
export interface ProductRuleInput {
  name: string;
  barcodes: readonly unknown[];
  toolTip: string;
  msrps: readonly { country: string; price: string }[];
}
export type ProductRuleField = 'name' | 'barcodes' | 'toolTip' | 'msrps';

/** An MSRP typed in dollars ('3.99', '$1,299'), in cents; undefined when it is not an amount of at most 2 decimals. */
export function msrpCents(price: string): number | undefined {
  const clean = price.replace(/[,\s$]/g, '');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(clean)) return undefined;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
export const MSRP_MESSAGES = {
  price: 'Enter the MSRP in dollars, e.g. 3.99',
  duplicateCountry: 'One MSRP per country',
} as const;

export function productRuleStatus(input: ProductRuleInput): TopicRule<ProductRuleField>[] {
  const e = PromotedProductSchema.entries;
  const msrpProblem = (): string | undefined => {
    for (const m of input.msrps) {
      const country = problemOf(MsrpSchema.entries.country, m.country.trim());
      if (country) return country;
      if (msrpCents(m.price) === undefined) return MSRP_MESSAGES.price;
    }
    const countries = input.msrps.map((m) => m.country.trim());
    return new Set(countries).size === countries.length ? undefined : MSRP_MESSAGES.duplicateCountry;
  };
  return [
    ruleOf('name', 'Name', problemOf(e.name, input.name)),
    ruleOf('barcodes', 'Barcodes', problemOf(e.barcodes, input.barcodes)),
    ruleOf('toolTip', 'Tooltip', problemOf(e.toolTip, input.toolTip || null)),
    ruleOf('msrps', 'MSRPs', msrpProblem()),
  ];
}

/** What the retailer category form checks before Submit. */
export interface CategoryRuleInput {
  name: string;
  webviewURL: string;
  kicksPerDollar: string;
}
export type CategoryRuleField = 'name' | 'webviewURL' | 'kicksPerDollar';

/** Kicks per dollar as typed: empty is none; otherwise the number (the schema says whether it is whole and in range). */
export const kicksPerDollarOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export function categoryRuleStatus(input: CategoryRuleInput): TopicRule<CategoryRuleField>[] {
  const e = PromotedCategorySchema.entries;
  const kicks = kicksPerDollarOf(input.kicksPerDollar);
  return [
    ruleOf('name', 'Name', problemOf(e.name, input.name)),
    ruleOf('webviewURL', 'Webview URL', problemOf(e.webviewURL, input.webviewURL.trim() || null)),
    ruleOf('kicksPerDollar', 'Kicks per dollar', kicks !== null && Number.isNaN(kicks) ? 'Must be a number' : problemOf(e.kicksPerDollar, kicks)),
  ];
}
