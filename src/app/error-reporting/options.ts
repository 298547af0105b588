import type { BrowserOptions, Breadcrumb, ErrorEvent } from '@sentry/react';
import { API_BASE, type AppEnvName } from '#app/env';

/**
 * Error reporting's settings and scrubbing: plain functions, no SDK import, so the first screen
 * does not carry Sentry (error-reporting/sentry.ts is the lazy chunk that does).
 */

/** spec 1 §9: error reporting in production, stage and main. */
export const REPORTING_ENVS: readonly AppEnvName[] = ['prod', 'stage', 'main'];
/** spec 1 §9: breadcrumbs capped at 100. */
export const MAX_BREADCRUMBS = 100;
/** The gateway's tunnel (src/server/http/error-tunnel.ts): browsers never talk to the DSN's host. */
export const TUNNEL_PATH = `${API_BASE}/errors/tunnel`;
export const FILTERED = '[Filtered]';

export const isReportingEnabled = (env: AppEnvName, dsn: string | undefined): dsn is string => !!dsn && REPORTING_ENVS.includes(env);

/** Keys whose values are secrets wherever they appear (headers, data, extra, contexts). */
const SECRET_KEY = /^(authorization|cookie|set-cookie|x-api-key|password|secret|client_secret|code|state|code_verifier|nonce|(access|id|refresh)[-_]?token|token|accesstoken|idtoken|refreshtoken|okta-token-storage)$/i;

const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/]+=*/gi;
/** Query or fragment parameters that carry secrets: the login callback's code and state, tokens. */
const SECRET_PARAM = /([?&#](?:code|state|session_state|access_token|id_token|refresh_token|token|code_verifier|nonce)=)[^&#\s"'<>]*/gi;
/** `"accessToken":"…"` and the like inside serialised JSON. */
const SECRET_JSON = /("(?:access_?token|id_?token|refresh_?token|accessToken|idToken|refreshToken|authorization|code|state)"\s*:\s*")[^"]*(")/gi;

/** A text with every token, bearer header and callback code/state replaced by [Filtered]. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, FILTERED)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(SECRET_PARAM, `$1${FILTERED}`)
    .replace(SECRET_JSON, `$1${FILTERED}$2`);
}

/** Every string in a value, deeply (cycles and depth bounded); secret keys lose their values. */
export function scrubValue<T>(value: T, depth = 0, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (!value || typeof value !== 'object' || depth > 12) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = scrubValue(value[i], depth + 1, seen);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    record[key] = SECRET_KEY.test(key) && record[key] != null && typeof record[key] !== 'object' ? FILTERED : scrubValue(record[key], depth + 1, seen);
  }
  return value;
}

/** beforeSend: the whole event, scrubbed (message, exception values, request URL and headers, breadcrumbs, extra). */
export function scrubEvent<E extends ErrorEvent>(event: E): E {
  return scrubValue(event);
}

/** beforeBreadcrumb: navigation, fetch and console breadcrumbs lose tokens and the callback's code/state. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb);
}

/** The SDK's options for this page. */
export function sentryOptions(dsn: string, env: AppEnvName): BrowserOptions {
  return {
    dsn,
    environment: env,
    release: 'flightdeck@3.8.74',
    tunnel: TUNNEL_PATH,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    sendDefaultPii: false,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  };
}
