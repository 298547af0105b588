import type { ErrorInfo } from 'react';
import { appEnv, type AppEnvName } from '#app/env';
import { isReportingEnabled, sentryOptions } from './options';

type SentryChunk = typeof import('./sentry');
let chunk: Promise<SentryChunk> | undefined;

/** The DSN's public part, told by the gateway in a meta tag (src/server/http/portal.ts). */
export function sentryDsn(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="flightdeck-sentry-dsn"]')?.content || undefined;
}

/**
 * Starts error reporting in production, stage and main when a DSN is configured (spec 1 §9):
 * the SDK loads as its own chunk after the first screen. Reports made before it is ready wait for it.
 */
export function startErrorReporting(env: AppEnvName = appEnv(), dsn: string | undefined = sentryDsn()): boolean {
  if (chunk || !isReportingEnabled(env, dsn)) return !!chunk;
  chunk = import('./sentry').then((m) => {
    m.init(sentryOptions(dsn, env));
    return m;
  });
  chunk.catch((error: unknown) => console.warn('Error reporting could not start', error));
  return true;
}

/** Sends an error to error reporting when it is on (spec 1 §8: failed calls go there too). */
export function reportError(error: unknown, context?: Record<string, unknown>) {
  void chunk?.then((m) => m.captureException(error, context), () => undefined);
}

/**
 * React 19's root error handler: Sentry's reactErrorHandler (the component stack goes with the
 * report) once the SDK is loaded; the console keeps what React would have logged.
 */
export function rootErrorHandler(kind: 'uncaught' | 'caught' | 'recoverable') {
  return (error: unknown, info: ErrorInfo) => {
    console.error({ uncaught: 'Uncaught error', caught: 'Caught error', recoverable: 'Recoverable error' }[kind], error, info.componentStack);
    void chunk?.then((m) => m.reactErrorHandler(error, info), () => undefined);
  };
}
