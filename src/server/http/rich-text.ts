import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_PURIFY_OPTIONS } from '../../domain/rich-text';

/**
 * Rich-text HTML (a promoted product's additionalDetails, spec 3 §3) is sanitised on save with
 * DOMPurify over jsdom, the DOM DOMPurify supports on Node (happy-dom is not considered safe by it),
 * with the options the portal's editor uses too (domain/rich-text.ts).
 */
let purifier: DOMPurify | undefined;

export function sanitizeRichText(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier.sanitize(html, RICH_TEXT_PURIFY_OPTIONS);
}

/** A topic body with its rich text sanitised; other fields untouched. */
export function withSanitizedRichText<T extends Record<string, unknown>>(body: T): T {
  return typeof body.additionalDetails === 'string' ? { ...body, additionalDetails: sanitizeRichText(body.additionalDetails) } : body;
}
