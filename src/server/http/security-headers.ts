import type { MiddlewareHandler } from 'hono';

/** Headers on every answer; API JSON is never cached. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'same-origin');
  if (c.req.path.startsWith('/flightdeck/services/')) c.header('Cache-Control', 'no-store');
};
