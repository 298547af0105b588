import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer (API JSON, files, the portal, 404s and errors). API answers are never
 * cached unless the handler says otherwise: stored images and videos set their own long cache,
 * and a JSON answer is always no-store whatever a handler set.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A handler may tighten the policy for what it serves (stored files: no scripts, sandboxed).
  if (!c.res.headers.has('Content-Security-Policy')) {
    c.header('Content-Security-Policy', "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
  }
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'same-origin');
  if (c.req.path.startsWith('/flightdeck/services/')) {
    const json = /\bjson\b/i.test(c.res.headers.get('Content-Type') ?? '');
    if (json || !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  }
};
