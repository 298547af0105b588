import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '#server/http/security-headers';
import { portalRoutes, publicDsn } from '#server/http/portal';

function app(sentryDsn?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-'));
  writeFileSync(join(dir, 'index.html'), '<html><head><meta name="flightdeck-env" content="local" /><meta name="flightdeck-auth" content="off" /><meta name="flightdeck-sentry-dsn" content="" /></head></html>');
  writeFileSync(join(dir, 'third-party-cookie-check.html'), '<!doctype html><script src="third-party-cookie-check.js"></script>');
  const root = new Hono();
  root.use(securityHeaders());
  root.route('/flightdeck', portalRoutes({ appEnv: 'stage', auth: 'dev', sentryDsn }, dir));
  return root;
}

describe('portal: error reporting DSN and the cookie check frame', () => {
  it("tells the page the DSN's public part, never a secret key", async () => {
    const html = await (await app('https://pub:secret@errors.example.com/42').request('/flightdeck/')).text();
    expect(html).toContain('<meta name="flightdeck-sentry-dsn" content="https://pub@errors.example.com/42"');
    expect(html).not.toContain('secret');
    expect(publicDsn(undefined)).toBe('');
    expect(publicDsn('not a url')).toBe('');
  });

  it('leaves the DSN empty when none is configured', async () => {
    const html = await (await app().request('/flightdeck/orders')).text();
    expect(html).toContain('<meta name="flightdeck-sentry-dsn" content=""');
  });

  it('lets the portal frame its own cookie check page, and nothing else', async () => {
    const a = app();
    const check = await a.request('/flightdeck/third-party-cookie-check.html');
    expect(check.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    const page = await a.request('/flightdeck/');
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});
