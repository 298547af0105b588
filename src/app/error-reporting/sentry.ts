import * as Sentry from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';

/** The lazy chunk that holds the Sentry SDK (error-reporting/report.ts loads it when reporting is on). */
export function init(options: BrowserOptions) {
  Sentry.init(options);
}

/** The X-Request-Id of a failed call's answer (ofetch's FetchError): the gateway's log lines carry it too. */
function requestIdOf(error: unknown): string | undefined {
  const response = typeof error === 'object' && error !== null && 'response' in error ? error.response : undefined;
  return response instanceof Response ? (response.headers.get('x-request-id') ?? undefined) : undefined;
}

/** A report, tagged with the request id when the error is a failed call's, so it leads to the gateway's log. */
export const captureException = (error: unknown, context?: Record<string, unknown>) => {
  const requestId = requestIdOf(error);
  return Sentry.captureException(error, { ...(context ? { extra: context } : {}), ...(requestId ? { tags: { requestId } } : {}) });
};

/** React 19's root handlers (createRoot's onUncaughtError, onCaughtError, onRecoverableError). */
export const reactErrorHandler = Sentry.reactErrorHandler();
