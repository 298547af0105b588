import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '#domain/images';
import { readLimited, sign, verifySignature } from '#server/files/storage';
import { type Gateway, startGateway } from './harness';

/** A PNG of the given size and colour (channels 1 is a true grayscale file). */
const png = (width: number, height: number, background: string | { r: number; g: number; b: number }, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } }).png().toBuffer();

/** A valid, tiny PNG whose header declares width x height: the pixel flood. */
function floodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

describe('image uploads', () => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway('pglite'); });
  afterAll(async () => { await gw?.close(); });

  const upload = (bytes: Buffer, options: { name?: string; type?: string; fields?: Record<string, string>; query?: string; headers?: Record<string, string> } = {}) => {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.name ?? 'picture.png');
    for (const [k, v] of Object.entries(options.fields ?? {})) form.set(k, v);
    return fetch(`${gw.base}/files/v1/images/${options.query ?? ''}`, { method: 'POST', body: form, headers: options.headers });
  };

  it('answers a retried upload with its Idempotency-Key as the first time: the same file, stored once', async () => {
    const bytes = await png(260, 100, '#2b6fd0');
    const headers = { 'Idempotency-Key': 'image-retry-1' };
    const first = await upload(bytes, { headers });
    expect(first.status).toBe(201);
    const retry = await upload(bytes, { headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await retry.json()).fileURL).toBe((await first.json()).fileURL);
    expect((await upload(await png(260, 100, '#000000'), { headers })).status).toBe(422);
  });

  it('stores an image under a server-made name and serves the same bytes back with nosniff', async () => {
    const bytes = await png(260, 100, '#d0402b');
    const res = await upload(bytes, { name: '../../etc/passwd.png', query: '?width=260&height=100' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.fileURL).toMatch(/^\/flightdeck\/services\/files\/v1\/images\/[0-9a-f]{32}\.png$/);
    expect(body.data.fileURL).toBe(body.fileURL);
    expect(res.headers.get('location')).toBe(body.fileURL);
    const got = await fetch(new URL(body.fileURL, gw.base));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 404 for names it did not make', async () => {
    for (const name of ['nope.png', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(32)}.png`]) {
      const res = await fetch(`${gw.base}/files/v1/images/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses a file over 5 MB with 413 and the spec message, naming the image field', async () => {
    const res = await upload(Buffer.alloc(MAX_IMAGE_BYTES + 1, 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errorMsg: IMAGE_MESSAGES.tooLarge, errors: [{ fieldName: 'image', message: IMAGE_MESSAGES.tooLarge }] });
  });

  it('stops reading a body without a length once it passes the limit', async () => {
    const stream = new Blob([new Uint8Array(100)]).stream();
    await expect(readLimited(stream, 99, 'too big')).rejects.toMatchObject({ status: 413, message: 'too big' });
    expect((await readLimited(new Blob([new Uint8Array(100)]).stream(), 100, 'x')).length).toBe(100);
  });

  it('refuses a text file renamed .png with 415', async () => {
    const res = await upload(Buffer.from('this is not a picture at all, just text'), { name: 'fake.png', type: 'image/png' });
    expect(res.status).toBe(415);
    const body = await res.json();
    expect(body.errors[0].fieldName).toBe('image');
  });

  it('refuses an image whose dimensions are not the expected ones', async () => {
    const res = await upload(await png(100, 100, '#2050f0'), { fields: { width: '260', height: '100' } });
    expect(res.status).toBe(400);
    expect((await res.json()).errorMsg).toBe('Uploaded image does not meet required dimensions of 260x100');
  });

  it("checks only the height when the width is 'N' (the chain's Nx60 logo)", async () => {
    const wide = await upload(await png(333, 60, '#2050f0'), { fields: { width: 'N', height: '60' } });
    expect(wide.status).toBe(201);
    expect(await wide.json()).toMatchObject({ width: 333, height: 60 });
    const low = await upload(await png(333, 59, '#2050f0'), { fields: { width: 'N', height: '60' } });
    expect(low.status).toBe(400);
    expect((await low.json()).errorMsg).toBe('Uploaded image does not meet required dimensions of Nx60');
  });

  it('refuses a grayscale image when an expected size is named, RGB-encoded or not', async () => {
    for (const bytes of [await png(64, 64, { r: 120, g: 120, b: 120 }), await sharp(await png(64, 64, '#808080')).toColourspace('b-w').png().toBuffer()]) {
      const res = await upload(bytes, { query: '?width=64&height=64' });
      expect(res.status).toBe(400);
      expect((await res.json()).errorMsg).toBe('Uploaded image is in grayscale format. Please use an image in RGB format instead.');
    }
    // Without an expected size a gray image is an ordinary upload (e.g. a chain logo).
    expect((await upload(await png(64, 64, '#808080'))).status).toBe(201);
  });

  it('refuses a pixel flood (a small PNG declaring 20000x20000) without decoding it', async () => {
    const bytes = floodPng(20000, 20000);
    expect(bytes.length).toBeLessThan(2000);
    const res = await upload(bytes);
    expect(res.status).toBe(413);
    expect((await res.json()).errorMsg).toBe(IMAGE_MESSAGES.tooManyPixels);
  });

  it('refuses an upload without the image field, and a body that is not multipart', async () => {
    const form = new FormData();
    form.set('other', 'x');
    const missing = await fetch(`${gw.base}/files/v1/images/`, { method: 'POST', body: form });
    expect(missing.status).toBe(400);
    const json = await gw.call('POST', '/files/v1/images/', { body: { image: 'x' } });
    expect(json.status).toBe(415);
  });
});

describe('signed video upload URLs', () => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway('pglite'); });
  afterAll(async () => { await gw?.close(); });
  afterEach(() => { vi.restoreAllMocks(); });

  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4096, 7)]);
  const signedUrl = async () => {
    const res = await gw.call('GET', '/adminBackend/video/upload/ad-42');
    expect(res.status).toBe(200);
    const url = res.json.data as string;
    // path-absolute: the portal sends it to the origin it was opened at (decision 005)
    expect(url).toMatch(/^\/flightdeck\/services\/files\/v1\/videos\/[0-9a-f]{32}\.mp4\?expires=\d+&signature=/);
    return new URL(url, gw.base).href;
  };

  it('accepts one PUT of an MP4 and serves it at the URL without its query string', async () => {
    const url = await signedUrl();
    expect(url).toMatch(/\/files\/v1\/videos\/[0-9a-f]{32}\.mp4\?expires=\d+&signature=/);
    const put = await fetch(url, { method: 'PUT', body: mp4, headers: { 'content-type': 'video/mp4' } });
    expect(put.status).toBe(200);
    const stored = url.split('?')[0]!;
    expect(await put.json()).toEqual({ fileURL: new URL(stored).pathname, size: mp4.length });
    const got = await fetch(stored);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('video/mp4');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(mp4)).toBe(true);
    // A <video> seeks with byte ranges.
    const part = await fetch(stored, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypmp42');
    expect((await fetch(stored, { headers: { range: `bytes=${mp4.length}-` } })).status).toBe(416);
  });

  it('takes one PUT per signed URL: a second answers 409 and leaves the stored video as it was; a refused one leaves the URL usable', async () => {
    const url = await signedUrl();
    expect((await fetch(url, { method: 'PUT', body: Buffer.from('not a video'), headers: { 'content-type': 'video/mp4' } })).status).toBe(415);
    expect((await fetch(url, { method: 'PUT', body: mp4, headers: { 'content-type': 'video/mp4' } })).status).toBe(200);
    const other = Buffer.concat([mp4.subarray(0, 12), Buffer.alloc(100, 9)]);
    const again = await fetch(url, { method: 'PUT', body: other, headers: { 'content-type': 'video/mp4' } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { errorMsg: string }).errorMsg).toBe('This upload URL has already been used; ask for a new one');
    expect(Buffer.from(await (await fetch(url.split('?')[0]!)).arrayBuffer()).equals(mp4)).toBe(true);
  });

  it('answers 403 to a tampered signature, a tampered expiry and an expired URL', async () => {
    const url = await signedUrl();
    const tampered = url.replace(/signature=(.)/, (_m, ch: string) => `signature=${ch === 'A' ? 'B' : 'A'}`);
    expect((await fetch(tampered, { method: 'PUT', body: mp4, headers: { 'content-type': 'video/mp4' } })).status).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`);
    expect((await fetch(later, { method: 'PUT', body: mp4, headers: { 'content-type': 'video/mp4' } })).status).toBe(403);
    // The gateway runs in this process: 16 minutes from now the URL has expired.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 16 * 60_000);
    expect((await fetch(url, { method: 'PUT', body: mp4, headers: { 'content-type': 'video/mp4' } })).status).toBe(403);
    vi.restoreAllMocks();
    // Nothing was stored by the refused attempts.
    expect((await fetch(url.split('?')[0]!)).status).toBe(404);
  });

  it('refuses other content types and files that are not MP4', async () => {
    const url = await signedUrl();
    expect((await fetch(url, { method: 'PUT', body: mp4, headers: { 'content-type': 'text/html' } })).status).toBe(415);
    expect((await fetch(url, { method: 'PUT', body: Buffer.from('<html><script>alert(1)</script></html>'), headers: { 'content-type': 'video/mp4' } })).status).toBe(415);
    expect((await fetch(url.split('?')[0]!)).status).toBe(404);
  });

  it('checks signatures by method, path and expiry', () => {
    const key = Buffer.alloc(32, 1);
    const expires = Math.floor(Date.now() / 1000) + 60;
    const signature = sign(key, 'PUT', '/files/v1/videos/a.mp4', expires);
    expect(verifySignature(key, 'PUT', '/files/v1/videos/a.mp4', String(expires), signature)).toBe(true);
    expect(verifySignature(key, 'GET', '/files/v1/videos/a.mp4', String(expires), signature)).toBe(false);
    expect(verifySignature(key, 'PUT', '/files/v1/videos/b.mp4', String(expires), signature)).toBe(false);
    expect(verifySignature(key, 'PUT', '/files/v1/videos/a.mp4', String(expires), signature, (expires + 1) * 1000)).toBe(false);
  });
});
