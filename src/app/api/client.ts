import { FetchError, ofetch } from 'ofetch';
import { accessToken, sessionRefused } from '#app/auth/session';
import { API_BASE } from '#app/env';
import { reportError } from '#app/error-reporting/report';
import { showNotice } from '#app/notices';
import type { ResendEventType } from '#domain/resend-event';
import { DEFAULT_FAILURE_CONTEXT, failureDetail } from './errors';

/** The one HTTP client: JSON under {base path}/services with the bearer token on every call. */
export const api = ofetch.create({
  baseURL: API_BASE,
  retry: 0,
  onRequest({ options }) {
    const token = accessToken();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
  onResponseError({ response }) {
    if (response.status === 401) sessionRefused();
  },
});

/**
 * Whether a failed read is asked again: a 4xx (unknown id, no access, bad input) will not get better
 * by asking again, so its screen shows the failure at once; anything else is asked up to twice more.
 */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof FetchError && (error.statusCode ?? 0) >= 400 && (error.statusCode ?? 0) < 500) && failures < 2;

export interface FailureOptions {
  /** Do not show the notification bar (the screen shows the failure itself). */
  silent?: boolean;
  context?: string;
  onError?: (error: unknown) => void;
}

/** A failed call: its text in the notification bar (unless silent), then the caller's callback. */
export function reportFailure(error: unknown, options: FailureOptions = {}) {
  if (isAbort(error)) return;
  const text = failureDetail(error) || options.context || DEFAULT_FAILURE_CONTEXT;
  console.error(options.context ?? DEFAULT_FAILURE_CONTEXT, error);
  reportError(error, { context: options.context ?? DEFAULT_FAILURE_CONTEXT, text });
  if (!options.silent) showNotice({ message: text, type: 'error' });
  options.onError?.(error);
}

export const isAbort = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (error instanceof FetchError && typeof error.cause === 'object' && error.cause !== null && 'name' in error.cause && error.cause.name === 'AbortError');

/** List answers of the gateway (DESIGN.md, API conventions). */
export interface Pagination {
  objectCount: number;
  pageCount: number;
  pageIndex: number;
  limit: number;
  prev?: string | null;
  curr?: string | null;
  next?: string | null;
  customParams?: Record<string, unknown>;
}
export interface Page<T> {
  objects: T[];
  pagination: Pagination;
}

/** The page parameter of a list's first page: no cursor yet, of the type the next pages' cursors have. */
export const FIRST_PAGE: string | undefined = undefined;

/**
 * Where a picker finds its records: a gateway list searched by name (`name` contains the text, in
 * any case), a keyset page at a time. `key` prefixes the cached searches (a write under it refreshes them).
 */
export interface PickerSource<T extends { id: string }> {
  key: readonly unknown[];
  list: (p: { name?: string; limit: number; cursor?: string }, signal: AbortSignal) => Promise<Page<T>>;
  label: (record: T) => string;
}

/** A resend-event call (spec 1 §7): PUT {document}/event?eventType=CREATE or UPDATE. */
export const resendEvent = (documentPath: string, eventType: ResendEventType) =>
  api<{ eventId: string }>(`${documentPath}/event`, { method: 'PUT', query: { eventType } });
