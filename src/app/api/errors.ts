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
