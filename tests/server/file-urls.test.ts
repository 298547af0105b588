import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { execRows } from '#server/repo/documents';
import { startOutboxWorker } from '#server/workers/outbox';
import { adsPath, scanAd, worldForSuite } from './ad-fixtures';
import { type Gateway, STORE_KINDS } from './harness';

/**
 * Issue 27 §1, decision 005: the gateway stores and answers its own file URLs path-absolute, so
 * they work at whatever host the portal is opened at; events sent downstream name them absolute,
 * under PUBLIC_URL; URLs stored absolute before keep working.
 */

/** A host the gateway is reached at that is not its PUBLIC_URL (a proxy's name, an IP address, a load balancer). */
const OTHER_HOST = 'portal.example:8443';
const FILE_PATH = /^\/flightdeck\/services\/files\/v1\/(images\/[0-9a-f]{32}\.png|videos\/[0-9a-f]{32}\.mp4)$/;

/** A request to the gateway's listening address, with `Host: OTHER_HOST` as a browser there sends it. */
function atOtherHost(gw: Gateway, method: string, path: string, body?: { bytes: Buffer; type: string }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(gw.base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: OTHER_HOST, ...(body ? { 'content-type': body.type, 'content-length': String(body.bytes.length) } : {}) };
    const req = request({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body?.bytes);
  });
}

const json = (res: { body: Buffer }) => JSON.parse(res.body.toString('utf8'));

async function imageForm(bytes: Buffer): Promise<{ bytes: Buffer; type: string }> {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const encoded = new Request('http://form.invalid', { method: 'POST', body: form });
  return { bytes: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

const MP4 = Buffer.concat([Buffer.from('00000018667479706d703432', 'hex'), Buffer.alloc(2048, 7)]);

/** A downstream admin system that records what it is sent. */
async function downstream(): Promise<{ url: string; bodies: { aggregateId: string; payload: Record<string, any> }[]; close(): Promise<void> }> {
  const bodies: { aggregateId: string; payload: Record<string, any> }[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (d) => (data += d));
    req.on('end', () => {
      bodies.push(JSON.parse(data));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`, bodies, close: () => new Promise((r) => server.close(() => r())) };
}

describe.each(STORE_KINDS)('file URLs on %s', (kind) => {
  const { gw, w } = worldForSuite(kind);
  const topics = () => `/campaign/v1/campaigns/${w.campaignId}/topics`;
  const product = (images: Record<string, { url: string }>) => ({
    '@type': 'PromotedProduct',
    name: 'Sparkling Cola 12 pack',
    barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }],
    images,
  });
  const upload = async (at: 'other host' | 'public url') => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f6fdb' } }).png().toBuffer();
    const form = await imageForm(bytes);
    if (at === 'other host') return { bytes, res: await atOtherHost(gw, 'POST', '/flightdeck/services/files/v1/images/', form) };
    const res = await fetch(`${gw.base}/files/v1/images/`, { method: 'POST', body: new Uint8Array(form.bytes), headers: { 'content-type': form.type } });
    return { bytes, res: { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) } };
  };

  it('answers an upload with the path-absolute URL it stores, whatever host it was sent to, and serves it at that host', async () => {
    for (const at of ['public url', 'other host'] as const) {
      const { bytes, res } = await upload(at);
      expect(res.status).toBe(201);
      const { fileURL, data } = json(res);
      expect(fileURL).toMatch(FILE_PATH);
      expect(data.fileURL).toBe(fileURL);
      expect(res.headers.location).toBe(fileURL);
      const there = await atOtherHost(gw, 'GET', fileURL);
      expect(there.status).toBe(200);
      expect(there.body.equals(bytes)).toBe(true);
      expect((await fetch(new URL(fileURL, gw.base))).status).toBe(200);
    }
  });

  it('hands out a video upload URL at another host that takes the PUT there, and a video ad keeps the stored path', async () => {
    const signed = await atOtherHost(gw, 'GET', '/flightdeck/services/adminBackend/video/upload/ad-9');
    expect(signed.status).toBe(200);
    const url: string = json(signed).data;
    const stored = url.split('?')[0]!;
    expect(stored).toMatch(FILE_PATH);
    const put = await atOtherHost(gw, 'PUT', url, { bytes: MP4, type: 'video/mp4' });
    expect(put.status).toBe(200);
    expect(json(put)).toEqual({ fileURL: stored, size: MP4.length });
    expect((await atOtherHost(gw, 'GET', stored)).body.equals(MP4)).toBe(true);
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Stored video', orderLineItemId: w.lineItems.VIDEO!.id, format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: stored } }) });
    expect(ad.status).toBe(201);
    expect(ad.json.format.videoUrl).toBe(stored);
  });

  it('keeps an image field as given, path-absolute or absolute under PUBLIC_URL as stored before, and serves both; other paths are refused', async () => {
    const { fileURL } = json((await upload('public url')).res);
    const before = new URL(fileURL, gw.base).href;
    const created = await gw.call('POST', topics(), { body: product({ productFamilyImageUrl: { url: fileURL }, completedImageUrl: { url: before } }) });
    expect(created.status).toBe(201);
    const read = await gw.call('GET', `${topics()}/${created.json.id}`);
    expect(read.json.images).toEqual({ productFamilyImageUrl: { url: fileURL }, completedImageUrl: { url: before } });
    expect((await fetch(before)).status).toBe(200);
    for (const url of ['/flightdeck/services/config/v1/flags', '/etc/passwd.png', '//evil.example/a.png']) {
      const refused = await gw.call('POST', topics(), { body: product({ productFamilyImageUrl: { url } }) });
      expect(refused.status, url).toBe(400);
      expect(refused.json.errors).toContainEqual({ fieldName: 'images.productFamilyImageUrl.url', message: 'Please make sure to add a valid URL.' });
    }
  });

  it('lets a portal opened at another host show images stored absolute under PUBLIC_URL (the CSP names it for images and videos)', async () => {
    const origin = new URL(gw.base).origin;
    const page = await atOtherHost(gw, 'GET', '/flightdeck/');
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' ${origin};`);
    expect(page.headers['content-security-policy']).toContain(`media-src 'self' ${origin};`);
  });

  it('sends events downstream with its file URLs absolute under PUBLIC_URL, and other URLs as they are', async () => {
    const { fileURL } = json((await upload('public url')).res);
    const created = await gw.call('POST', topics(), { body: product({ productFamilyImageUrl: { url: fileURL }, completedImageUrl: { url: 'https://img.example/cola.png' } }) });
    expect(created.status).toBe(201);
    const target = await downstream();
    const worker = startOutboxWorker({ store: gw.store, downstreamUrl: target.url, publicUrl: 'https://flightdeck.example', autoStart: false });
    try {
      for (let pass = 0; pass < 50; pass++) {
        await worker.runOnce();
        const [left] = await gw.store.read((db) => execRows<{ n: number }>(db, sql`select count(*)::int as n from event_outbox where delivered_at is null and dead_at is null`));
        if (left!.n === 0) break;
      }
    } finally {
      await worker.stop();
      await target.close();
    }
    const event = target.bodies.find((b) => b.aggregateId === created.json.id);
    expect(event?.payload.images).toEqual({ productFamilyImageUrl: { url: `https://flightdeck.example${fileURL}` }, completedImageUrl: { url: 'https://img.example/cola.png' } });
    // the portal is still answered the URL as stored
    expect((await gw.call('GET', `${topics()}/${created.json.id}`)).json.images.productFamilyImageUrl.url).toBe(fileURL);
  });
});
