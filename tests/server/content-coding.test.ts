import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCoding, COMPRESS_FROM_BYTES } from '#server/http/content-coding';
import { makeWorld } from './ad-fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

/** A GET that sees the bytes on the wire (fetch would undo the coding). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** The body as it was before its Content-Encoding. */
export const decoded = (res: { headers: Record<string, unknown>; body: Buffer }) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;

describe('choosing a coding by Accept-Encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', undefined],
    ['GZIP; Q=0.8, BR; q=0.8', 'br'],
  ])('%j gets %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });

  it('chooses only among the codings offered', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeUndefined();
  });
});

describe.each(STORE_KINDS)('API answers on the wire on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });
  const description = '/openapi.json';

  it('sends JSON of 1 KB or more brotli or gzip, as Accept-Encoding asks, with Vary and its coded length', async () => {
    const plain = await rawGet(gw.base + description);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    for (const [accept, coding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip', 'gzip'], ['br;q=0, gzip;q=0', undefined]] as const) {
      const res = await rawGet(gw.base + description, { 'Accept-Encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
      expect(decoded(res).equals(plain.body), accept).toBe(true);
      if (coding) expect(res.body.length, accept).toBeLessThan(plain.body.length / 3);
    }
  });

  it('sends answers under 1 KB as they are', async () => {
    const res = await rawGet(`${gw.base}/health`, { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('sends stored images as they are, ranges included', async () => {
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    expect(image.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'noise.png');
    const uploaded = await fetch(`${gw.base}/files/v1/images/`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const url = new URL(((await uploaded.json()) as { fileURL: string }).fileURL, gw.base).href;
    const res = await rawGet(url, { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBe(Number(res.headers['content-length']));
    const range = await rawGet(url, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.equals(res.body.subarray(0, 100))).toBe(true);
  });

  it('never compresses the mapping event stream: its first event arrives while the stream stays open', async () => {
    const w = await makeWorld(gw, 'v1');
    const abort = new AbortController();
    const res = await fetch(`${gw.base}/mapping/v1/campaigns/${w.campaignId}/stream`, { headers: { 'Accept-Encoding': 'br, gzip' }, signal: abort.signal });
    try {
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = res.body!.getReader();
      const { value } = await reader.read();
      expect(new TextDecoder().decode(value)).toMatch(/^event: tree\n/);
    } finally {
      abort.abort();
    }
  });
});
