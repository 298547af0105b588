import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Rich-text HTML (a promoted product's additionalDetails, spec 3 §3) is sanitised on save with
 * DOMPurify over jsdom, the DOM DOMPurify supports on Node (happy-dom is not considered safe by it):
 * scripts, event handlers, javascript: URLs, forms and embeds go; formatting and links stay.
 */
let purifier: DOMPurify | undefined;

export function sanitizeRichText(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** A topic body with its rich text sanitised; other fields untouched. */
export function withSanitizedRichText<T extends Record<string, unknown>>(body: T): T {
  return typeof body.additionalDetails === 'string' ? { ...body, additionalDetails: sanitizeRichText(body.additionalDetails) } : body;
}
