import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { GATEWAY_VERSION, PROJECT_ROOT } from '#server/project-root';
import type { AppEnv } from './context';
import { HttpError } from '#server/errors';

// Found from the project folder: the gateway runs from its sources and from its bundle (dist/server).
const SWAGGER_UI = dirname(createRequire(join(PROJECT_ROOT, 'package.json')).resolve('swagger-ui-dist/package.json'));

/** The reference page: Swagger UI's files and the script that starts it, all from this gateway. */
const page = (docs: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Flight Deck API reference</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="${docs}/swagger-ui.css">
    <link rel="icon" type="image/png" href="${docs}/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${docs}/swagger-ui-bundle.js"></script>
    <script src="${docs}/init.js"></script>
  </body>
</html>
`;

/**
 * Starts Swagger UI over the description: a file of its own, as the CSP bars inline scripts; nothing
 * is fetched from elsewhere (validatorUrl null: no call to a public validator).
 */
const initScript = (descriptionUrl: string) => `window.ui = SwaggerUIBundle(${JSON.stringify({
  url: descriptionUrl,
  dom_id: '#swagger-ui',
  deepLinking: true,
  filter: true,
  validatorUrl: null,
  layout: 'BaseLayout',
})});
`;

interface DocsFile {
  bytes: Buffer;
  type: string;
}

const TEXT = (type: string) => `${type}; charset=utf-8`;
const IMAGE_EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Swagger UI's stylesheet draws a few icons from `data:` URLs, which the CSP's `default-src 'self'`
 * blocks: each becomes a file of the page (`docs/css-image-N.svg`), so the policy stays as it is.
 */
export function withoutDataUrls(css: string, base: string): { css: string; images: Map<string, DocsFile> } {
  const images = new Map<string, DocsFile>();
  const rewritten = css.replace(/url\((["']?)data:([\w+/.-]+)(;charset=[\w-]+)?(;base64)?,(.*?)\1\)/g, (_m, _q, type: string, _c, base64: string | undefined, data: string) => {
    const name = `css-image-${images.size + 1}.${IMAGE_EXTENSIONS[type] ?? 'bin'}`;
    // inside a CSS string, \" is a quote; outside base64, the data is percent-encoded (%23 for #)
    const text = data.replace(/\\(.)/g, '$1');
    images.set(name, { type, bytes: base64 ? Buffer.from(text, 'base64') : Buffer.from(decodeURIComponent(text)) });
    return `url("${base}/${name}")`;
  });
  return { css: rewritten, images };
}

/** The files of the reference page: Swagger UI's, from swagger-ui-dist, and the page's own; read once. */
async function docsFiles(apiBase: string): Promise<Map<string, DocsFile>> {
  const read = (dir: string, name: string) => readFile(join(dir, name));
  const { css, images } = withoutDataUrls(await readFile(join(SWAGGER_UI, 'swagger-ui.css'), 'utf8'), `${apiBase}/docs`);
  return new Map([
    ['swagger-ui.css', { bytes: Buffer.from(css), type: TEXT('text/css') }],
    ['swagger-ui-bundle.js', { bytes: await read(SWAGGER_UI, 'swagger-ui-bundle.js'), type: TEXT('text/javascript') }],
    ['favicon-32x32.png', { bytes: await read(SWAGGER_UI, 'favicon-32x32.png'), type: 'image/png' }],
    ['init.js', { bytes: Buffer.from(initScript(`${apiBase}/openapi.json`)), type: TEXT('text/javascript') }],
    ...images,
  ]);
}

/**
 * `GET /openapi.json` (the API description, made once per process) and `GET /docs` (Swagger UI over
 * it, served from this gateway under its own CSP: no CDN, no inline script). Both are public
 * (docs/decisions/003): they list calls, never data.
 */
export function apiDescriptionRoutes(apiBase: string) {
  const routes = new Hono<AppEnv>({ strict: false });
  let document: string | undefined;
  let files: Promise<Map<string, DocsFile>> | undefined;
  routes.get('/openapi.json', async (c) => {
    // loaded on first use: converting the domain schemas to JSON Schema is start-up time no caller waits for
    document ??= JSON.stringify((await import('#server/openapi/document')).openApiDocument(apiBase, GATEWAY_VERSION));
    return c.body(document, 200, { 'Content-Type': TEXT('application/json') });
  });
  routes.get('/docs', (c) => c.html(page(`${apiBase}/docs`), 200, { 'Cache-Control': 'no-cache' }));
  routes.get('/docs/:file', async (c) => {
    files ??= docsFiles(apiBase).catch((error: unknown) => {
      files = undefined;
      throw error;
    });
    const file = (await files).get(c.req.param('file'));
    if (!file) throw new HttpError(404, `No such file of the API reference: ${c.req.param('file')}`);
    return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=3600' });
  });
  return routes;
}
