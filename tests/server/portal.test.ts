import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { portalRoutes } from '#server/http/portal';
import { precompressFolder } from '../../scripts/precompress';

function builtPortal() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<html><head><meta name="flightdeck-env" content="local" /><meta name="flightdeck-auth" content="off" /><meta name="flightdeck-flags" content="" /></head></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  return dir;
}

function app(dir: string) {
  const root = new Hono();
  root.get('/flightdeck/services/health', (c) => c.json({ status: 'ok' }));
  root.route('/flightdeck', portalRoutes({ appEnv: 'stage', auth: 'dev' }, dir));
  root.notFound((c) => c.json({ errorMsg: 'No such call' }, 404));
  return root;
}

describe('portal serving', () => {
  const a = app(builtPortal());

  it('answers index.html for deep links, telling the page its environment, sign-in mode and flags', async () => {
    for (const path of ['/flightdeck/', '/flightdeck', '/flightdeck/campaigns/view/12?q=x', '/flightdeck/history/campaigns/1']) {
      const res = await a.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<meta name="flightdeck-env" content="stage"');
      expect(html).toContain('<meta name="flightdeck-auth" content="dev"');
      // what GET /config/v1/flags answers on stage
      expect(html).toContain('<meta name="flightdeck-flags" content="{&quot;campaignServiceVersion&quot;:&quot;v1&quot;}"');
    }
  });

  it('serves hashed assets with a year of cache and other files revalidated', async () => {
    const js = await a.request('/flightdeck/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('Content-Type')).toContain('text/javascript');
    expect(js.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const icon = await a.request('/flightdeck/favicon.svg');
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(icon.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset and for build records, and never leaves its folder', async () => {
    expect((await a.request('/flightdeck/assets/gone-000.js')).status).toBe(404);
    expect((await a.request('/flightdeck/.vite/manifest.json')).status).toBe(404);
    const escape = await a.request('/flightdeck/%2e%2e/%2e%2e/etc/passwd');
    expect(await escape.text()).not.toContain('root:');
  });

  it('leaves the API alone, unknown calls included', async () => {
    expect(await (await a.request('/flightdeck/services/health')).json()).toEqual({ status: 'ok' });
    const unknown = await a.request('/flightdeck/services/nothing/here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ errorMsg: 'No such call' });
    expect((await a.request('/flightdeckx')).status).toBe(404);
  });

  it('says how to build the portal when it is not built', async () => {
    const res = await app(mkdtempSync(join(tmpdir(), 'empty-'))).request('/flightdeck/campaigns');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('portal serving, compressed', () => {
  /** A build with a script worth compressing, compressed as `npm run build` does. */
  async function compressedPortal() {
    const dir = builtPortal();
    const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'flight deck ${i}';`).join('\n');
    writeFileSync(join(dir, 'assets', 'main-def456.js'), script);
    writeFileSync(join(dir, 'assets', 'main-def456.js.map'), JSON.stringify({ mappings: script }));
    await precompressFolder(dir);
    return { dir, script };
  }
  const body = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    const coding = res.headers.get('Content-Encoding');
    return (coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes).toString();
  };

  it('writes .br and .gz beside each compressible file that they make smaller, source maps and build records aside', async () => {
    const { dir } = await compressedPortal();
    for (const suffix of ['.br', '.gz']) {
      expect(existsSync(join(dir, 'assets', `main-def456.js${suffix}`)), suffix).toBe(true);
      expect(existsSync(join(dir, `index.html${suffix}`)), suffix).toBe(true);
      expect(existsSync(join(dir, 'assets', `main-def456.js.map${suffix}`)), suffix).toBe(false);
      expect(existsSync(join(dir, '.vite', `manifest.json${suffix}`)), suffix).toBe(false);
      // '<svg/>' and 'console.log(1)' cannot be made smaller
      expect(existsSync(join(dir, `favicon.svg${suffix}`)), suffix).toBe(false);
    }
  });

  it('sends an asset brotli or gzip as Accept-Encoding asks, with Vary, its coded length and an ETag per coding', async () => {
    const { dir, script } = await compressedPortal();
    const a = app(dir);
    const path = '/flightdeck/assets/main-def456.js';
    const tags = new Set<string>();
    for (const [accept, coding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip;q=0.9', 'gzip'], ['', null], ['br;q=0, gzip;q=0', null]] as const) {
      const res = await a.request(path, { headers: { 'Accept-Encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('Content-Encoding'), accept).toBe(coding);
      expect(res.headers.get('Vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Type'), accept).toContain('text/javascript');
      expect(res.headers.get('Cache-Control'), accept).toBe('public, max-age=31536000, immutable');
      const length = Number(res.headers.get('Content-Length'));
      expect(await body(res.clone()), accept).toBe(script);
      expect((await res.arrayBuffer()).byteLength, accept).toBe(length);
      if (coding) expect(length, accept).toBeLessThan(script.length / 4);
      tags.add(res.headers.get('ETag')!);
    }
    expect(tags.size).toBe(3);
  });

  it('answers 304 to a browser holding the same coding of a file, and the file to one holding another', async () => {
    const a = app((await compressedPortal()).dir);
    const path = '/flightdeck/assets/main-def456.js';
    const br = await a.request(path, { headers: { 'Accept-Encoding': 'br' } });
    const held = br.headers.get('ETag')!;
    const again = await a.request(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': held } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(held);
    expect(again.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await again.text()).toBe('');
    const other = await a.request(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': held } });
    expect(other.status).toBe(200);
    expect(other.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('cuts byte ranges from the file as it is, whatever the browser accepts', async () => {
    const { dir, script } = await compressedPortal();
    const a = app(dir);
    const path = '/flightdeck/assets/main-def456.js';
    const res = await a.request(path, { headers: { 'Accept-Encoding': 'br, gzip', Range: 'bytes=10-29' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Range')).toBe(`bytes 10-29/${script.length}`);
    expect(res.headers.get('Content-Length')).toBe('20');
    expect(await res.text()).toBe(script.slice(10, 30));
    const past = await a.request(path, { headers: { Range: `bytes=${script.length}-` } });
    expect(past.status).toBe(416);
    // If-Range naming another representation (the brotli one): the whole file, compressed as asked
    const brTag = (await a.request(path, { headers: { 'Accept-Encoding': 'br' } })).headers.get('ETag')!;
    const whole = await a.request(path, { headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-9', 'If-Range': brTag } });
    expect(whole.status).toBe(200);
    expect(await body(whole)).toBe(script);
  });

  it('sends index.html compressed with its meta tags filled in, and 304 when the browser holds it', async () => {
    const a = app((await compressedPortal()).dir);
    const res = await a.request('/flightdeck/campaigns', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const html = await body(res.clone());
    expect(html).toContain('<meta name="flightdeck-env" content="stage"');
    expect(Number(res.headers.get('Content-Length'))).toBe((await res.arrayBuffer()).byteLength);
    const tag = res.headers.get('ETag')!;
    const again = await a.request('/flightdeck/', { headers: { 'Accept-Encoding': 'gzip, br', 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    const plain = await a.request('/flightdeck/', { headers: { 'If-None-Match': tag } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('answers HEAD with the headers of the coding it would send', async () => {
    const a = app((await compressedPortal()).dir);
    const get = await a.request('/flightdeck/assets/main-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    const head = await a.request('/flightdeck/assets/main-def456.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.status).toBe(200);
    for (const name of ['Content-Encoding', 'Content-Length', 'ETag', 'Content-Type']) expect(head.headers.get(name), name).toBe(get.headers.get(name));
  });
});
