import * as Sentry from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';

/** The lazy chunk that holds the Sentry SDK (error-reporting/report.ts loads it when reporting is on). */
export function init(options: BrowserOptions) {
  Sentry.init(options);
}

export const captureException = (error: unknown, context?: Record<string, unknown>) =>
  Sentry.captureException(error, context ? { extra: context } : undefined);

/** React 19's root handlers (createRoot's onUncaughtError, onCaughtError, onRecoverableError). */
export const reactErrorHandler = Sentry.reactErrorHandler();
