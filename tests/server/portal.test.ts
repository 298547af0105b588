import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from '../../src/server/http/portal';

function builtPortal() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<html><head><meta name="flightdeck-env" content="local" /><meta name="flightdeck-auth" content="off" /></head></html>');
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

  it('answers index.html for deep links, telling the page its environment and sign-in mode', async () => {
    for (const path of ['/flightdeck/', '/flightdeck', '/flightdeck/campaigns/view/12?q=x', '/flightdeck/history/campaigns/1']) {
      const res = await a.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<meta name="flightdeck-env" content="stage"');
      expect(html).toContain('<meta name="flightdeck-auth" content="dev"');
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
