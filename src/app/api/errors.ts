import { FetchError } from 'ofetch';

/**
 * Error text extraction (spec 1 §8), in the spec's order: the answer's errorMsg, else message,
 * else for a list each 'fieldName: message' joined, else the data as text, else the error's text.
 */
export function errorText(data: unknown, error?: unknown): string {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const d = data as { errorMsg?: unknown; message?: unknown };
    if (typeof d.errorMsg === 'string' && d.errorMsg) return d.errorMsg;
    if (typeof d.message === 'string' && d.message) return d.message;
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

/** The {detail} of the specs' failure messages: a failed call's error text, markup stripped. */
export const failureDetail = (error: unknown) => stripMarkup(errorText(error instanceof FetchError ? error.data : undefined, error));

/** A field error of the gateway's 400 answer (`errors[]`). */
export interface GatewayFieldError {
  fieldName?: string;
  message?: string;
}

/** The gateway's field errors of a failed call: its answer's `errors[]`, none for any other failure. */
export const gatewayFieldErrors = (error: unknown): GatewayFieldError[] =>
  (error instanceof FetchError ? (error.data as { errors?: GatewayFieldError[] } | undefined)?.errors : undefined) ?? [];

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
