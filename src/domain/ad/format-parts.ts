import * as v from 'valibot';
import { looseObject, object, record } from '#domain/plain-object';
import { BANNER_LOCATION_VALUES } from '#domain/catalogs/placements';
import { BUNDLE_TYPES } from '#domain/catalogs/formats';
import { MESSAGING_AD_TYPES } from '#domain/catalogs/ad-types';
import { constraintList } from '#domain/constraint';
import { fileUrl, httpUrl, idList, idRef, integer, LIMITS, requiredText, text } from '#domain/text';
import { offerHasDates, PRODUCT_ITEM_MESSAGES } from './product-item';
import { TapoutSchema } from './tapout';

/** Pieces shared by several ad formats (spec 2 §3 'Format fields seen'). */
export const FORMAT_MESSAGES = {
  subtitle: 'Subtitle must be at most 64 characters',
  tooltip: 'The tooltip is too long.',
  colour: 'Colour must be six hex characters',
  colourRequired: 'Primary background, primary text and secondary text colours are required',
} as const;

export const MAX_SUBTITLE = 64;
export const MAX_TOOLTIP = 100;
export const HEX_COLOUR = /^[0-9a-fA-F]{6}$/;

const optional = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));
const colour = () => optional(v.pipe(v.string(FORMAT_MESSAGES.colour), v.regex(HEX_COLOUR, FORMAT_MESSAGES.colour)));
export const subtitle = () => optional(v.pipe(v.string(), v.maxLength(MAX_SUBTITLE, FORMAT_MESSAGES.subtitle)));

/**
 * The legacy bag carries values of the older ad service. Its known keys are checked; the bag is
 * open (looseObject) because older ads hold keys the spec does not list, and a PUT must keep them.
 */
export const LegacySchema = looseObject({
  bannerPriority: optional(text(LIMITS.id)),
  storyGroupId: optional(idRef()),
  subtitle: subtitle(),
  sponsorName: optional(text(LIMITS.shortText)),
  maxPriceInCents: optional(integer(0)),
  postScanSurveyUrl: optional(httpUrl()),
  bundle_type: optional(v.picklist(BUNDLE_TYPES, 'Must be RECEIPT_BUNDLE or SCAN_MISSION')),
  // a messaging ad's picker type (catalogs/ad-types.ts MESSAGING_AD_TYPES)
  ad_type: optional(v.picklist(MESSAGING_AD_TYPES, `Must be one of ${MESSAGING_AD_TYPES.join(', ')}`)),
  primaryBGColor: colour(),
  secondaryBGColor: colour(),
  primaryTextColor: colour(),
  secondaryTextColor: colour(),
  // a walk-in's text for the store details banner of its video Own-The-Trip (spec 2 §5)
  storeDetailsDescription: optional(text(LIMITS.shortText)),
});
export type Legacy = v.InferOutput<typeof LegacySchema>;

export const COLOUR_KEYS = ['primaryBGColor', 'secondaryBGColor', 'primaryTextColor', 'secondaryTextColor'] as const;

/**
 * Tapout colours: once any is set, or where the ad needs them (`required`), the three required ones
 * must all be set (secondary background is optional).
 */
export function coloursComplete(legacy: Legacy | null | undefined, required = false): boolean {
  const { primaryBGColor, secondaryBGColor, primaryTextColor, secondaryTextColor } = legacy ?? {};
  if (!required && ![primaryBGColor, secondaryBGColor, primaryTextColor, secondaryTextColor].some(Boolean)) return true;
  return Boolean(primaryBGColor && primaryTextColor && secondaryTextColor);
}

/** Named images ({hash} keys included): each holds a url. */
export const ImagesSchema = v.pipe(
  record(v.pipe(v.string(), v.maxLength(LIMITS.id)), object({ url: v.pipe(text(LIMITS.url), v.minLength(1, 'Image URL is required')) })),
  v.check((m) => Object.keys(m).length <= 100, 'At most 100 images'),
);

/** A whole number of 0 or more whose every refusal says `message` (a field typed as digits only). */
const digitsOnly = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(Number.MAX_SAFE_INTEGER, message));

/** An offer (spec 2 §3 'Offer'): its price, scaled by its precision, and the constraints it runs under. */
export const OfferSchema = object({
  amount: integer(0),
  currency: v.optional(v.picklist(['USD'], 'Must be USD'), 'USD'),
  precision: v.optional(integer(0, 9), 2),
  offerValidityConstraints: constraintList(),
});

/**
 * A retail or M-Comm product story card's offer (spec 2 §5): its price typed as digits and dots, and
 * 'the add button needs price, start and end', so it has both dates. Other formats' offers keep the
 * plain rules (a scan's offer may run under chain constraints alone).
 */
export const ProductItemOfferSchema = v.pipe(
  object({ ...OfferSchema.entries, amount: digitsOnly(PRODUCT_ITEM_MESSAGES.offerPrice) }),
  v.forward(v.check((o) => offerHasDates(o.offerValidityConstraints), PRODUCT_ITEM_MESSAGES.offerDates), ['offerValidityConstraints']),
);

const MAX_OFFERS = 100;
const TOO_MANY_OFFERS = `At most ${MAX_OFFERS} offers`;

export const BannerPlacementSchema = object({
  bannerLocation: v.picklist(BANNER_LOCATION_VALUES, 'Must be STORE_DETAILS, STORE_LIST or DISCOVER_TAB'),
  tapout: optional(TapoutSchema),
});
export type BannerPlacement = v.InferOutput<typeof BannerPlacementSchema>;

/** Fields any format may carry. */
export const commonFormatFields = {
  bannerPlacements: v.optional(v.pipe(v.array(BannerPlacementSchema), v.maxLength(3, 'At most 3 banner placements'))),
  tapout: optional(TapoutSchema),
  legacy: optional(LegacySchema),
  ontologyNodeIds: v.optional(idList()),
  ontologyNodeId: optional(idRef()),
  productId: optional(idRef()),
  promotedProductId: optional(idRef()),
  requiredProductMasks: v.optional(v.pipe(v.array(text(LIMITS.shortText)), v.maxLength(LIMITS.listItems))),
  taskCode: optional(text(LIMITS.shortText)),
  categoryId: optional(idRef()),
  barcodes: v.optional(v.pipe(v.array(text(LIMITS.shortText)), v.maxLength(LIMITS.listItems))),
  tooltip: optional(v.pipe(v.string(), v.maxLength(MAX_TOOLTIP, FORMAT_MESSAGES.tooltip))),
  subtitle: subtitle(),
  videoUrl: optional(fileUrl('videos')),
  partnerWebUrl: optional(httpUrl()),
  countryToProductMsrpMap: optional(record(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Must be a two-letter country code')), object({ msrp: digitsOnly(PRODUCT_ITEM_MESSAGES.msrp) }))),
  offers: v.optional(v.pipe(v.array(OfferSchema), v.maxLength(MAX_OFFERS, TOO_MANY_OFFERS))),
  adIds: v.optional(idList()),
  brandName: optional(text(LIMITS.shortText)),
  images: optional(ImagesSchema),
};

export const QUIZ_MESSAGES = {
  questionRequired: 'Question is required',
  questionTooLong: 'Question must be at most 150 characters',
  answerRequired: 'Answer is required',
  answerTooLong: 'Answer must be at most 100 characters',
  answerCount: 'A question has 2 to 4 answers',
  correctAnswer: 'Choose the correct answer',
  // spec 2 'a correct answer … chosen from the answers': one answer, as the form's radio group picks it
  oneCorrectAnswer: 'Only one answer can be correct',
} as const;
export const QUIZ_LIMITS = { question: 150, answer: 100, minAnswers: 2, maxAnswers: 4 } as const;

export const QuizQuestionSchema = v.pipe(
  object({
    question: requiredText(QUIZ_MESSAGES.questionRequired, QUIZ_LIMITS.question, QUIZ_MESSAGES.questionTooLong),
    required: v.optional(v.boolean(), true),
    questionOrder: v.optional(integer(0, 1000), 0),
    answers: v.pipe(
      v.array(object({ answer: requiredText(QUIZ_MESSAGES.answerRequired, QUIZ_LIMITS.answer, QUIZ_MESSAGES.answerTooLong), valid: v.optional(v.boolean(), false) })),
      v.minLength(QUIZ_LIMITS.minAnswers, QUIZ_MESSAGES.answerCount),
      v.maxLength(QUIZ_LIMITS.maxAnswers, QUIZ_MESSAGES.answerCount),
    ),
  }),
  v.forward(v.check((q) => q.answers.some((a) => a.valid), QUIZ_MESSAGES.correctAnswer), ['answers']),
  v.forward(v.check((q) => q.answers.filter((a) => a.valid).length <= 1, QUIZ_MESSAGES.oneCorrectAnswer), ['answers']),
);

/** A new quiz starts with one question with two answers (spec 2 §9). */
export function newQuizQuestions() {
  return [{ question: '', required: true, questionOrder: 0, answers: [{ answer: '', valid: true }, { answer: '', valid: false }] }];
}
/** Add is disabled at 4 answers; delete is allowed only while more than 2 remain. */
export const canAddAnswer = (count: number) => count < QUIZ_LIMITS.maxAnswers;
export const canDeleteAnswer = (count: number) => count > QUIZ_LIMITS.minAnswers;

/** A product story card's fields: any format's, with its offers held to the card's rules. */
export const productItemFormatFields = { ...commonFormatFields, offers: v.optional(v.pipe(v.array(ProductItemOfferSchema), v.maxLength(MAX_OFFERS, TOO_MANY_OFFERS))) };
