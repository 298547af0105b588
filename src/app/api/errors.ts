import { FetchError } from 'ofetch';
import { INVALID_REQUEST } from '#domain/validation';

/** A form's label for a field the gateway names by its body path ('chain.name'), if it has one. */
export type FieldLabelOf = (fieldName: string) => string | undefined;

/**
 * A field the gateway names by its body path, in words, for a form that gives no label of its own:
 * its last named segment ('chain.online_store_web_url' reads 'Online store web URL').
 */
export function fieldWords(fieldName: string): string {
  const segment = fieldName.split('.').filter((s) => s && !/^\d+$/.test(s)).pop() ?? '';
  const words = segment.replace(/^@/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase().replace(/\burl\b/g, 'URL');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The gateway's `errors[]` in words: 'Name: Must be at most 256 characters', joined. */
export function fieldErrorsText(errors: readonly GatewayFieldError[], labelOf?: FieldLabelOf): string {
  return errors
    .map(({ fieldName = '', message = '' }) => {
      const label = fieldName && (labelOf?.(fieldName) ?? fieldWords(fieldName));
      return label ? `${label}: ${message}` : message;
    })
    .join(', ');
}

/**
 * Error text extraction (spec 1 §8), in the spec's order: the answer's errorMsg, else message,
 * else for a list each 'fieldName: message' joined, else the data as text, else the error's text.
 * A refused body's field errors (`errors[]`) are read in words instead (issue 24): the gateway's
 * summary of them names the fields by their body paths, and an answer without errorMsg would
 * otherwise read as JSON. An errorMsg of the gateway's own wording (a conflict, say) stands.
 */
export function errorText(data: unknown, error?: unknown, labelOf?: FieldLabelOf): string {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const errorMsg = 'errorMsg' in data ? data.errorMsg : undefined;
    const summary = typeof errorMsg === 'string' ? errorMsg : '';
    if ('errors' in data && Array.isArray(data.errors) && data.errors.length > 0 && (!summary || summary.startsWith(INVALID_REQUEST))) return fieldErrorsText(data.errors, labelOf);
    if (summary) return summary;
    if ('message' in data && typeof data.message === 'string' && data.message) return data.message;
  }
  if (Array.isArray(data)) {
    return data.map((e: { fieldName?: unknown; message?: unknown }) => `${e?.fieldName}: ${e?.message}`).join(', ');
  }
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object') return JSON.stringify(data);
  return error instanceof Error ? error.message : String(error ?? '');
}

/** Markup is stripped before a server's text reaches the notification bar (spec 1 §8). */
export function stripMarkup(text: string): string {
  return text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

/** spec 1 §8, verbatim (including its spelling). */
export const DEFAULT_FAILURE_CONTEXT = 'Failed to fech resource';

/**
 * The {detail} of the specs' failure messages: a failed call's error text, markup stripped; a form
 * names the fields of the gateway's `errors[]` by its own labels (`labelOf`).
 */
export const failureDetail = (error: unknown, labelOf?: FieldLabelOf) => stripMarkup(errorText(error instanceof FetchError ? error.data : undefined, error, labelOf));

/** A field error of the gateway's 400 answer (`errors[]`). */
export interface GatewayFieldError {
  fieldName?: string;
  message?: string;
}

/** The gateway's field errors of a failed call: its answer's `errors[]`, none for any other failure. */
export function gatewayFieldErrors(error: unknown): GatewayFieldError[] {
  const data: unknown = error instanceof FetchError ? error.data : undefined;
  return data && typeof data === 'object' && 'errors' in data && Array.isArray(data.errors) ? data.errors : [];
}

/**
 * The gateway's field errors by the form field each concerns (DESIGN.md: beside the client rules):
 * `fieldOf` names the field (none: the error stays in the notification only); a field shows its first.
 */
export function gatewayErrorsByField<F extends string>(error: unknown, fieldOf: (fieldName: string, message: string) => F | undefined): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const { fieldName = '', message } of gatewayFieldErrors(error)) {
    const field = message ? fieldOf(fieldName, message) : undefined;
    if (field) out[field] ??= message;
  }
  return out;
}

/** A 412 answer of a write: someone saved the document since it was read. */
export const isStaleWrite = (error: unknown): boolean => error instanceof FetchError && error.statusCode === 412;

/** The current document a 412 answer carries. */
export function staleCurrent<T>(error: unknown): T | undefined {
  return error instanceof FetchError ? ((error.data as { current?: T } | undefined)?.current ?? undefined) : undefined;
}
