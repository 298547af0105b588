import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The policy of every answer that sets none of its own. With PUBLIC_URL, images and videos may also
 * come from it: file URLs stored absolute under it, before they were stored path-absolute (decision
 * 005), still show in a portal opened at another host.
 */
function contentSecurityPolicy(publicUrl?: string): string {
  const files = publicUrl ? ` img-src 'self' ${publicUrl}; media-src 'self' ${publicUrl};` : '';
  return `default-src 'self';${files} object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
}

/**
 * Headers on every answer (API JSON, files, the portal, 404s and errors). API answers are never
 * cached unless the handler says otherwise: stored images and videos set their own long cache,
 * and a JSON answer is always no-store whatever a handler set.
 */
export function securityHeaders(publicUrl?: string): MiddlewareHandler {
  const policy = contentSecurityPolicy(publicUrl);
  return async (c, next) => {
    await next();
    // The bundled provider writes its own answer, headers included (src/server/idp/provider.ts):
    // touched here, the marker answer would be written a second time ('headers already sent').
    if (c.res === RESPONSE_ALREADY_SENT) return;
    const headers = answerHeaders(c);
    // A handler may tighten the policy for what it serves (stored files: no scripts, sandboxed).
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'same-origin');
    if (c.req.path.startsWith('/flightdeck/services/')) {
      const json = /\bjson\b/i.test(headers.get('Content-Type') ?? '');
      if (json || !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    }
  };
}

/**
 * The answer's own headers, to change in place: c.header() after the handler copies the whole
 * answer on every call (a measurable share of a small request). Only an answer whose headers are
 * immutable (such as Response.redirect's) is copied, once.
 */
function answerHeaders(c: Context): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}
