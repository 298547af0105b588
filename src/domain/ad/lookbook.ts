import * as v from 'valibot';
import { looseObject, object } from '#domain/plain-object';
import { httpUrl, idRef, LIMITS, text } from '#domain/text';
import { commonFormatFields, productItemFormatFields } from './format-parts';
import { issueMessage } from '#domain/issue-message';

/** Lookbook pieces: story cards, their additional content and the post-lookbook redirect. */
export const LOOKBOOK_MESSAGES = {
  buttonTextTooLong: 'Web view button text must be at most 36 characters',
  buttonTextRequired: 'Button text is required when a web view URL is set',
  webViewUrlRequired: 'Web view URL is required when a button text is set',
  redirectRequired: (field: string) => `${field} is required when redirect is enabled`,
} as const;
/** The post-lookbook redirect's fields as the form labels them (its messages name them too). */
export const REDIRECT_FIELD_LABELS = { redirectLabel: 'Redirect label', redirectImage: 'Redirect image', redirectUrl: 'Redirect URL' } as const;
export const MAX_WEB_VIEW_BUTTON_TEXT = 36;

const optional = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));
const filled = (s: string | null | undefined) => Boolean(s && s.trim());

/** Additional content is enabled by non-empty overlay HTML, or by both button text and URL (spec 2 §4). */
export function additionalContentEnabled(c: { overlayHtml?: string | null; webViewUrl?: string | null; webViewButtonText?: string | null }): boolean {
  return filled(c.overlayHtml) || (filled(c.webViewUrl) && filled(c.webViewButtonText));
}

export const AdditionalContentSchema = v.pipe(
  object({
    overlayHtml: optional(text(LIMITS.richText)),
    webViewUrl: optional(httpUrl()),
    webViewButtonText: optional(v.pipe(v.string(), v.maxLength(MAX_WEB_VIEW_BUTTON_TEXT, LOOKBOOK_MESSAGES.buttonTextTooLong))),
    enabled: v.optional(v.boolean()),
  }),
  v.forward(v.check((c) => !filled(c.webViewUrl) || filled(c.webViewButtonText), LOOKBOOK_MESSAGES.buttonTextRequired), ['webViewButtonText']),
  v.forward(v.check((c) => !filled(c.webViewButtonText) || filled(c.webViewUrl), LOOKBOOK_MESSAGES.webViewUrlRequired), ['webViewUrl']),
  // enabled follows the content, so a stale flag sent by a client cannot show an empty overlay
  v.transform((c) => ({ ...c, enabled: additionalContentEnabled(c) })),
);

/** Story card formats (spec 2 §9 'Story card types'). */
export const ImageFormatSchema = object({ '@type': v.literal('ImageFormat'), ...commonFormatFields });
export const InstantSurpriseFormatSchema = object({ '@type': v.literal('InstantSurpriseFormat'), ...commonFormatFields });
export const McommProductCatalogItemFormatSchema = object({ '@type': v.literal('McommProductCatalogItemFormat'), ...productItemFormatFields });
export const RetailProductCatalogItemFormatSchema = object({ '@type': v.literal('RetailProductCatalogItemFormat'), ...productItemFormatFields });
export const StoryCardFormatSchema = v.variant(
  '@type',
  [ImageFormatSchema, InstantSurpriseFormatSchema, McommProductCatalogItemFormatSchema, RetailProductCatalogItemFormatSchema],
  'Unknown story card type',
);

/**
 * A lookbook item: a story card (an ad-shaped object; open, since the spec lists only its format)
 * plus optional additional content. Their order is the position the form's select sets.
 */
export const LookbookItemSchema = object({
  ad: looseObject({ id: optional(idRef()), name: optional(text(LIMITS.name)), format: optional(StoryCardFormatSchema) }),
  additionalContent: optional(AdditionalContentSchema),
});

export const PostLookbookRedirectSchema = v.pipe(
  object({
    redirectEnabled: v.optional(v.boolean(), false),
    redirectLabel: optional(text(LIMITS.shortText)),
    redirectImage: optional(text(LIMITS.url)),
    redirectUrl: optional(httpUrl()),
  }),
  v.forward(v.check((r) => !r.redirectEnabled || filled(r.redirectLabel), LOOKBOOK_MESSAGES.redirectRequired(REDIRECT_FIELD_LABELS.redirectLabel)), ['redirectLabel']),
  v.forward(v.check((r) => !r.redirectEnabled || filled(r.redirectImage), LOOKBOOK_MESSAGES.redirectRequired(REDIRECT_FIELD_LABELS.redirectImage)), ['redirectImage']),
  v.forward(v.check((r) => !r.redirectEnabled || filled(r.redirectUrl), LOOKBOOK_MESSAGES.redirectRequired(REDIRECT_FIELD_LABELS.redirectUrl)), ['redirectUrl']),
);

/** Story cards one lookbook holds at most. */
export const MAX_STORY_CARDS = 200;

export const lookbookFields = {
  items: v.optional(v.pipe(v.array(LookbookItemSchema), v.maxLength(MAX_STORY_CARDS, `At most ${MAX_STORY_CARDS} story cards`))),
  insertionOrderId: optional(idRef()),
  nextAdId: optional(idRef()),
  postLookbookRedirect: optional(PostLookbookRedirectSchema),
};

/** Moves a story card to a new position (the form's position select). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * The lookbook sheet of the bulk lookbook upload (spec 2 §7): a header row, then one story card per
 * row. `name` is required; `imageUrl` is the card's image, `productId` its product (catalog cards);
 * `overlayHtml`, `webViewUrl` and `webViewButtonText` are its additional content.
 */
export const LOOKBOOK_SHEET_COLUMNS = ['name', 'description', 'imageUrl', 'productId', 'overlayHtml', 'webViewUrl', 'webViewButtonText'] as const;
export type LookbookSheetColumn = (typeof LOOKBOOK_SHEET_COLUMNS)[number];
export type LookbookSheetRow = Partial<Record<LookbookSheetColumn, string>>;

/**
 * The lookbook metadata's fields as the upload dialog labels them, in spec 2's words (the pricing
 * model is the line item's): the rules' messages name them, never the JSON keys.
 */
export const LOOKBOOK_METADATA_LABELS = {
  insertionOrderId: 'Insertion order',
  orderLineItemId: 'Order line item',
  pricingModelId: 'Pricing model',
  storyGroupId: 'Story group',
  taxonomyNodeId: 'Taxonomy node',
  storyType: 'Story type',
} as const;
const L = LOOKBOOK_METADATA_LABELS;

const idText = (label: string) => v.pipe(v.union([v.string(), v.number()], `${label} is required`), v.transform(String), v.trim(), v.regex(/^[\w.-]{1,64}$/, `${label} must be an id`));

/** The `lookbookMetadata` of the bulk lookbook upload (spec 2 §7), checked by the upload dialog and the gateway. */
export const LookbookMetadataSchema = object({
  insertionOrderId: idText(L.insertionOrderId),
  orderLineItemId: idText(L.orderLineItemId),
  pricingModelId: idText(L.pricingModelId),
  storyGroupId: idText(L.storyGroupId),
  taxonomyNodeId: idText(L.taxonomyNodeId),
  // Spec 2 §7: 'storyType: CONTENT for RETAIL catalog, otherwise as given'.
  storyType: v.pipe(v.string(`${L.storyType} is required`), v.trim(), v.regex(/^[A-Z_]{1,32}$/, `${L.storyType} must be a story type such as CONTENT`)),
});
export type LookbookMetadata = v.InferOutput<typeof LookbookMetadataSchema>;
export type LookbookMetadataField = keyof LookbookMetadata;

/** Spec 2 §8: the bulk lookbook upload's outcomes, verbatim. */
export const LOOKBOOK_UPLOAD_MESSAGES = {
  accepted: 'Creating Lookbook... Please wait a few minutes...',
  failed: issueMessage('uploading the sheet'),
} as const;
