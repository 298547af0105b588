import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';
import { RICH_TEXT_FIELDS, RICH_TEXT_PURIFY_OPTIONS } from '#domain/rich-text';
import { isRecord } from '#domain/changelog-document';

/**
 * Rich-text HTML (a promoted product's additionalDetails, spec 3 §3) is sanitised on save with
 * DOMPurify over jsdom, the DOM DOMPurify supports on Node (happy-dom is not considered safe by it),
 * with the options the portal's editor uses too (domain/rich-text.ts).
 */
let purifier: DOMPurify | undefined;

/** jsdom, required on the first rich text to sanitise: it adds about 57 MB to a process that may see none. */
const loadJsdom = () => (createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JSDOMType }).JSDOM;

export function sanitizeRichText(html: string): string {
  purifier ??= createDOMPurify(new (loadJsdom())('').window as unknown as Window & typeof globalThis);
  return purifier.sanitize(html, RICH_TEXT_PURIFY_OPTIONS);
}

/**
 * Sanitises, in place, every rich-text field (domain RICH_TEXT_FIELDS) at any depth of a parsed body:
 * the one step every write path takes (readJson for the API, the lookbook sheet's rows), so no path
 * stores unsanitised HTML. Other values are untouched; a field that is no string is left to validation.
 */
export function sanitizeRichTextFields<T>(value: T): T {
  const node: unknown = value;
  if (!node || typeof node !== 'object') return value;
  for (const [key, item] of Object.entries(node)) {
    if (typeof item === 'string' && RICH_TEXT_FIELDS.includes(key) && isRecord(node)) node[key] = sanitizeRichText(item);
    else sanitizeRichTextFields(item);
  }
  return value;
}
