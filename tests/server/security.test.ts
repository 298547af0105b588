import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthConfig } from '#server/auth/setup';
import { sanitizeRichText } from '#server/services/rich-text';
import { createCampaign } from './fixtures';
import { type Gateway, startGateway } from './harness';

describe('rich text is sanitised on save', () => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway('pglite'); });
  afterAll(async () => { await gw?.close(); });

  it('strips script, event handlers and javascript: links from additionalDetails, keeping the formatting', async () => {
    const { campaign } = await createCampaign(gw);
    const dirty = '<p><b>Limited</b> time<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a><a href="https://shop.example/">shop</a></p>';
    const base = `/campaign/v1/campaigns/${campaign.id}/topics`;
    const created = await gw.call('POST', `${base}/`, {
      body: { '@type': 'PromotedProduct', name: 'Cola', barcodes: [{ barcode: '012000161155', matchType: 'EXACT' }], additionalDetails: dirty },
    });
    expect(created.status).toBe(201);
    const stored = (await gw.call('GET', `${base}/${created.json.id}`)).json.additionalDetails as string;
    expect(stored).not.toMatch(/<script|onerror|javascript:/i);
    expect(stored).toContain('<b>Limited</b> time');
    expect(stored).toContain('<a href="https://shop.example/">shop</a>');
    const updated = await gw.call('PUT', `${base}/${created.json.id}`, {
      body: { ...created.json, additionalDetails: '<div onmouseover="steal()">hi<iframe src="https://evil.example"></iframe></div>' },
      headers: { 'If-Match': `"${created.json.version}"` },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.additionalDetails).toBe('<div>hi</div>');
  });

  it('leaves plain text alone', () => {
    expect(sanitizeRichText('Buy 2, get 1 & save')).toBe('Buy 2, get 1 & save');
    expect(sanitizeRichText('<ul><li>one</li></ul>')).toBe('<ul><li>one</li></ul>');
  });
});

describe('error-reporting tunnel', () => {
  let sentry: Server;
  let received: { url: string; type: string; body: string }[] = [];
  let dsn: string;
  let gw: Gateway;
  let bare: Gateway;
  beforeAll(async () => {
    sentry = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        received.push({ url: req.url ?? '', type: req.headers['content-type'] ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"abc"}');
      });
    });
    await new Promise<void>((r) => sentry.listen(0, '127.0.0.1', r));
    dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
    gw = await startGateway('pglite', { auth: { auth: 'off', sentryDsn: dsn } as AuthConfig });
    bare = await startGateway('pglite');
  });
  afterAll(async () => {
    await gw?.close();
    await bare?.close();
    await new Promise((r) => sentry.close(r));
  });

  const envelope = (envelopeDsn: string | undefined, padding = 0) =>
    `${JSON.stringify({ event_id: 'e1', dsn: envelopeDsn, sent_at: new Date().toISOString() })}\n{"type":"event"}\n{"message":"boom${'x'.repeat(padding)}"}\n`;
  const send = (g: Gateway, body: string) => fetch(`${g.base}/errors/tunnel`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });

  it('forwards an envelope of the configured DSN to its host and project', async () => {
    received = [];
    const res = await send(gw, envelope(dsn));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'abc' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ url: '/api/42/envelope/', type: 'application/x-sentry-envelope' });
    expect(received[0]!.body).toContain('boom');
  });

  it('refuses envelopes for another host or project, or without a DSN, forwarding nothing', async () => {
    received = [];
    for (const other of ['http://publickey@evil.example/42', dsn.replace('/42', '/43'), undefined, 'not a dsn']) {
      const res = await send(gw, envelope(other));
      expect(res.status).toBe(400);
    }
    expect((await send(gw, 'garbage')).status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it('caps the size at 200 KB and answers 404 without a configured DSN', async () => {
    received = [];
    const res = await send(gw, envelope(dsn, 210 * 1024));
    expect(res.status).toBe(413);
    expect(received).toHaveLength(0);
    expect((await send(bare, envelope(dsn))).status).toBe(404);
  });
});

describe('security headers on every kind of answer', () => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway('pglite'); });
  afterAll(async () => { await gw?.close(); });

  const expectHeaders = (res: Response, what: string, apiJson: boolean) => {
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, `${what}: ${directive}`).toContain(directive);
    expect(csp, what).toMatch(/default-src '(self|none)'/);
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), what).toBeTruthy();
    if (apiJson) expect(res.headers.get('cache-control'), what).toBe('no-store');
  };

  it('API JSON, API errors, unknown calls, files, CSV, the portal and unknown paths', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(`${gw.base}/files/v1/images/`, { method: 'POST', body: form });
    expectHeaders(uploaded, 'upload', true);
    const origin = new URL(gw.base).origin;
    const fileURL = `${origin}${(await uploaded.json()).fileURL}`;
    const cases: [string, () => Promise<Response>, boolean][] = [
      ['health', () => fetch(`${gw.base}/health`), true],
      ['list', () => fetch(`${gw.base}/company/v1/companies`), true],
      ['400', () => fetch(`${gw.base}/company/v1/companies`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }), true],
      ['415', () => fetch(`${gw.base}/company/v1/companies`, { method: 'POST', body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), true],
      ['404 id', () => fetch(`${gw.base}/company/v1/companies/999999`), true],
      ['404 call', () => fetch(`${gw.base}/no/such/call`), true],
      ['413', () => fetch(`${gw.base}/company/v1/companies`, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 10), headers: { 'content-type': 'application/json' } }), true],
      ['image', () => fetch(fileURL), false],
      ['missing image', () => fetch(`${gw.base}/files/v1/images/${'0'.repeat(32)}.png`), true],
      ['csv', () => fetch(`${gw.base}/adminBackend/sheets/v1/campaigns`), false],
      ['portal', () => fetch(`${origin}/flightdeck/`), false],
      ['unknown path', () => fetch(`${origin}/nothing-here`), false],
    ];
    for (const [what, call, apiJson] of cases) expectHeaders(await call(), what, apiJson);
    // Stored files are cached, but API JSON never.
    expect((await fetch(fileURL)).headers.get('cache-control')).toContain('max-age=31536000');
    expect((await fetch(`${gw.base}/adminBackend/sheets/v1/campaigns`)).headers.get('cache-control')).toBe('no-store');
  });
});
