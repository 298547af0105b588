/**
 * What rich-text HTML may hold (a promoted product's additionalDetails, spec 3 §3): DOMPurify's
 * options, shared by the portal (the editor's output and the HTML it loads) and the gateway (on
 * save), so both keep exactly the same markup. Scripts, event handlers, javascript: URLs, forms,
 * embeds and inline styles go; formatting and links stay. (DOMPurify copies what it reads from
 * these, so sharing one object is safe.)
 */
export const RICH_TEXT_PURIFY_OPTIONS: { USE_PROFILES: { html: boolean }; FORBID_TAGS: string[]; FORBID_ATTR: string[] } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/** An editor's empty document ('<p></p>') or whitespace-only markup stores as no details at all. */
export const isEmptyRichText = (html: string) => html.replace(/<p>\s*<\/p>|<br\s*\/?>|\s|&nbsp;/gi, '') === '';

/**
 * The fields that hold rich-text HTML, wherever they sit in a document: a promoted product's
 * additionalDetails (spec 3 §3) and a lookbook card's overlayHtml (spec 2 §4). The gateway sanitises
 * them, with the options above, on every write path (server/http/rich-text.ts).
 */
export const RICH_TEXT_FIELDS: readonly string[] = ['additionalDetails', 'overlayHtml'];
