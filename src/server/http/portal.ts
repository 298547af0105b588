import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import type { Config } from '../config';
import { PROJECT_ROOT } from '../project-root';
import type { AppEnv } from './context';

/** Where `npm run build` puts the portal. */
export const PORTAL_DIR = process.env.PORTAL_DIR ?? join(PROJECT_ROOT, 'dist/portal/');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The DSN's public part for the browser's error reporting (its envelopes name it; the gateway's
 * tunnel checks it): a legacy secret key, if any, is left out. Empty when unset or not a URL.
 */
export function publicDsn(dsn: string | undefined): string {
  if (!dsn || !URL.canParse(dsn)) return '';
  const url = new URL(dsn);
  url.password = '';
  return url.toString();
}

const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * Serves the built portal under /flightdeck/: files as they are (hashed assets cached for a year),
 * and index.html for every other path so deep links work; the router then takes over. The page is
 * told the environment and sign-in mode through meta tags, as inline scripts are barred by the CSP.
 * Mounted after the API, whose paths it never answers.
 */
export function portalRoutes(config: Pick<Config, 'auth' | 'appEnv'> & Partial<Pick<Config, 'sentryDsn'>>, dir = PORTAL_DIR) {
  const app = new Hono<AppEnv>({ strict: false });
  const root = resolve(dir) + sep;
  let indexHtml: string | undefined;
  const page = async () => {
    if (indexHtml) return indexHtml;
    const html = await readFile(resolve(root, 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined) return undefined;
    indexHtml = html
      .replace(/(<meta name="flightdeck-env" content=")[^"]*"/, `$1${config.appEnv}"`)
      .replace(/(<meta name="flightdeck-auth" content=")[^"]*"/, `$1${config.auth}"`)
      .replace(/(<meta name="flightdeck-sentry-dsn" content=")[^"]*"/, `$1${escapeAttribute(publicDsn(config.sentryDsn))}"`);
    return indexHtml;
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    if (!(path === '/flightdeck' || path.startsWith('/flightdeck/')) || path.startsWith('/flightdeck/services')) return next();
    const relative = path.slice('/flightdeck'.length).replace(/^\/+/, '');
    const file = resolve(root, relative);
    // Dot folders (Vite's .vite/manifest.json) are build records, not part of the site.
    if (relative.split('/').some((part) => part.startsWith('.'))) return c.text('Not found', 404);
    if (relative && file.startsWith(root) && extname(file)) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        const hashed = relative.startsWith('assets/');
        // The shell's hidden third-party-cookie check frame is the one page the portal frames.
        if (relative === 'third-party-cookie-check.html') c.header('Content-Security-Policy', "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'");
        return c.body(await readFile(file), 200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
      // A missing asset is a 404, not the app: a stale tab must not parse HTML as JavaScript.
      if (relative.startsWith('assets/')) return c.text('Not found', 404);
    }
    const html = await page();
    if (!html) return c.text('The portal is not built: run `npm run build` (or `npm start`, which builds it).', 503);
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  });
  return app;
}
