import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { defaultFlags } from '#domain/flags';
import type { Config } from '#server/config';
import { PROJECT_ROOT } from '#server/project-root';
import { chooseCoding, type Coding, encode, SUFFIX } from './content-coding';
import type { AppContext, AppEnv } from './context';
import { byteRange } from './files';
import { must } from '#server/errors';

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

const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * Serves the built portal under /flightdeck/: files (hashed assets cached for a year), brotli or gzip
 * as the browser accepts them, from the variants the build wrote beside them (scripts/precompress.ts),
 * and index.html for every other path so deep links work; the router then takes over. The page is
 * told the environment, sign-in mode and flags (what /config/v1/flags answers) through meta tags, as
 * inline scripts are barred by the CSP.
 * Mounted after the API, whose paths it never answers.
 */
export function portalRoutes(config: Pick<Config, 'auth' | 'appEnv'> & Partial<Pick<Config, 'sentryDsn'>>, dir = PORTAL_DIR) {
  const app = new Hono<AppEnv>({ strict: false });
  const root = resolve(dir) + sep;
  let indexHtml: Promise<IndexPage | undefined> | undefined;
  // Made once (the meta tags hold this gateway's settings), compressed once per coding when first asked.
  const page = () =>
    (indexHtml ??= readFile(resolve(root, 'index.html'), 'utf8').then(
      (html) => indexPage(
        html
          .replace(/(<meta name="flightdeck-env" content=")[^"]*"/, `$1${config.appEnv}"`)
          .replace(/(<meta name="flightdeck-auth" content=")[^"]*"/, `$1${config.auth}"`)
          .replace(/(<meta name="flightdeck-sentry-dsn" content=")[^"]*"/, `$1${escapeAttribute(publicDsn(config.sentryDsn))}"`)
          .replace(/(<meta name="flightdeck-flags" content=")[^"]*"/, `$1${escapeAttribute(JSON.stringify(defaultFlags(config.appEnv)))}"`),
      ),
      // Not built yet: asked again next time.
      () => (indexHtml = undefined),
    ));

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
        // The shell's hidden third-party-cookie check frame is the one page the portal frames.
        if (relative === 'third-party-cookie-check.html') c.header('Content-Security-Policy', "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'");
        return sendFile(c, file, info, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
      // A missing asset is a 404, not the app: a stale tab must not parse HTML as JavaScript.
      if (relative.startsWith('assets/')) return c.text('Not found', 404);
    }
    const html = await page();
    if (!html) return c.text('The portal is not built: run `npm run build` (or `npm start`, which builds it).', 503);
    const coding = chooseCoding(c.req.header('Accept-Encoding'));
    const bytes = await html.bytes(coding);
    return send(c, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: etag(html.tag, coding) }, coding, bytes.length, async () => bytes);
  });
  return app;
}

/** A validator per file and coding: the coding's bytes differ, so must their tags. */
const etag = (tag: string, coding: Coding | undefined) => `"${tag}${coding ? `-${coding}` : ''}"`;
const fileTag = (info: Stats) => `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`;

/**
 * A file of the build: the variant the browser accepts best, if the build wrote one; a byte range
 * (If-Range allowing) is always cut from the file as it is, the one representation ranges apply to.
 */
async function sendFile(c: AppContext, file: string, info: Stats, headers: Record<string, string>) {
  const identity = etag(fileTag(info), undefined);
  const ifRange = c.req.header('If-Range');
  const range = c.req.header('Range') && (!ifRange || ifRange === identity) ? byteRange(c.req.header('Range'), info.size) : undefined;
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
  if (range) {
    const [start, end] = range;
    const ranged = { ...headers, ETag: identity, 'Content-Range': `bytes ${start}-${end}/${info.size}`, 'Content-Length': String(end - start + 1) };
    return c.req.method === 'HEAD' ? c.body(null, 206, ranged) : c.body((await readFile(file)).subarray(start, end + 1), 206, ranged);
  }
  const variants = await Promise.all(Object.entries(SUFFIX).map(async ([coding, suffix]) => ({ coding: coding as Coding, info: await stat(file + suffix).catch(() => undefined) })));
  const offered = variants.filter((v) => v.info?.isFile());
  if (offered.length === 0) return send(c, { ...headers, ETag: identity }, undefined, info.size, () => readFile(file));
  const coding = chooseCoding(c.req.header('Accept-Encoding'), offered.map((v) => v.coding));
  const chosen = coding ? must(offered.find((v) => v.coding === coding)?.info, `The ${coding} variant chosen is one offered`) : info;
  const path = coding ? file + SUFFIX[coding] : file;
  return send(c, { ...headers, Vary: 'Accept-Encoding', ETag: etag(fileTag(chosen), coding) }, coding, chosen.size, () => readFile(path));
}

/** One representation: 304 when the browser holds it (If-None-Match), else its bytes and length. */
async function send(c: AppContext, headers: Record<string, string> & { ETag: string }, coding: Coding | undefined, size: number, read: () => Promise<Uint8Array<ArrayBuffer>>) {
  const { 'Content-Type': _type, ...validators } = headers;
  if (matches(c.req.header('If-None-Match'), headers.ETag)) return c.body(null, 304, validators);
  const answer = { ...headers, 'Content-Length': String(size), ...(coding ? { 'Content-Encoding': coding } : {}) };
  return c.req.method === 'HEAD' ? c.body(null, 200, answer) : c.body(await read(), 200, answer);
}

/** If-None-Match: `*`, or a list of tags (weak ones compared weakly, as RFC 9110 asks for GET). */
const matches = (header: string | undefined, tag: string) => !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === tag));

interface IndexPage {
  /** a validator of its text (its bytes in each coding are tagged apart) */
  tag: string;
  bytes(coding: Coding | undefined): Promise<Uint8Array<ArrayBuffer>>;
}

function indexPage(html: string): IndexPage {
  const plain = Buffer.from(html);
  const packed = new Map<Coding, Promise<Uint8Array<ArrayBuffer>>>();
  return {
    tag: createHash('sha256').update(plain).digest('base64url').slice(0, 22),
    bytes: async (coding) => {
      if (!coding) return plain;
      let bytes = packed.get(coding);
      if (!bytes) {
        bytes = encode[coding](plain, true);
        packed.set(coding, bytes);
      }
      return await bytes;
    },
  };
}
