import * as v from 'valibot';
import { isHttpUrl, isOwnFilePath, type OwnFileKind } from './file-urls';
import './valibot-messages';

/** Upper bounds for free text so no field can hold an unbounded string. */
export const LIMITS = {
  name: 256,
  shortText: 256,
  description: 4000,
  notes: 10000,
  url: 2048,
  id: 64,
  tag: 128,
  listItems: 1000,
  richText: 100_000,
} as const;

export const MIN_NAME_LENGTH = 3;

/**
 * A name as people read it: invisible format characters (zero-width space and joiners, word joiner,
 * byte order mark) removed and each run of white space made one space, so that names which look
 * alike are alike (a company name must be unique: spec 1 §5).
 */
export const readableName = (name: string) => name.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').replace(/\s+/g, ' ').trim();

/** Bounded optional free text. */
export const text = (max: number = LIMITS.shortText) =>
  v.pipe(v.string(), v.maxLength(max, `Must be at most ${max} characters`));

export const optionalText = (max: number = LIMITS.shortText) => v.optional(v.nullable(text(max)));

/** Required text: a missing key, an empty or blank string all give `message`. */
export const requiredText = (message: string, max: number = LIMITS.shortText, tooLong = `Must be at most ${max} characters`) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.minLength(1, message), v.maxLength(max, tooLong));

/** An id referencing another document. */
export const idRef = () => v.pipe(v.string(), v.minLength(1, 'Must not be empty'), v.maxLength(LIMITS.id, `Must be at most ${LIMITS.id} characters`));

export const idList = () => v.optional(v.pipe(v.array(idRef()), v.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} items`)), []);

export const tagList = () => v.optional(v.pipe(v.array(text(LIMITS.tag)), v.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} items`)), []);

export const hasNoOuterSpace = (s: string) => s === s.trim();

/** The insertion order form's trailing-space rule: title text of the field is this message. */
export const NO_TRAILING_SPACES = 'Enter name without trailing spaces';

export const noOuterSpace = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.pipe(schema, v.check(hasNoOuterSpace, NO_TRAILING_SPACES));

export const integer = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number('Must be a number'), v.integer('Must be a whole number'), v.minValue(min, `Must be at least ${min}`), v.maxValue(max, `Must be at most ${max}`));

export const safeNumber = () => v.pipe(v.number('Must be a number'), v.finite('Must be a finite number'));

export const URL_MESSAGE = 'Please make sure to add a valid URL.';

export const httpUrl = () => v.pipe(v.string(), v.maxLength(LIMITS.url), v.check((s) => s === '' || isHttpUrl(s), URL_MESSAGE));

/** An image or video field: an http(s) URL, or a file of that kind this gateway stores, named by its path (file-urls.ts). */
export const fileUrl = (kind: OwnFileKind) => v.pipe(v.string(), v.maxLength(LIMITS.url), v.check((s) => s === '' || isHttpUrl(s) || isOwnFilePath(s, kind), URL_MESSAGE));
