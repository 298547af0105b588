import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings the gateway sends, in its order of preference (brotli is smaller). */
export type Coding = 'br' | 'gzip';
export const CODINGS: readonly Coding[] = ['br', 'gzip'];
/** The build's precompressed variant of a file lies beside it with this suffix (scripts/precompress.ts). */
export const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to send of those `offered` (in the gateway's order of preference), by the request's
 * Accept-Encoding: the highest q-value wins, the gateway's order breaks ties, `q=0` refuses, and `*`
 * stands for any coding not named. Undefined (no header, or nothing offered is acceptable): send the
 * bytes as they are.
 */
export function chooseCoding(acceptEncoding: string | undefined, offered: readonly Coding[] = CODINGS): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.map((p) => /^q=([01](?:\.\d{0,3})?)$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: Coding | undefined;
  for (const coding of offered) if (weightOf(coding) > (best ? weightOf(best) : 0)) best = coding;
  return best;
}

/** Answers smaller than this go as they are: the coding's own bytes and the CPU would not pay. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compressed per request: JSON, and text built in memory (the CSV export, the API reference's
 * files). Never images or videos (already compressed, and streamed from disk with ranges), nor the
 * mapping event stream, which must reach the browser event by event.
 */
const COMPRESSIBLE = /^\s*(?:application\/(?:json|javascript)|[^;\s]+\+json|text\/(?!event-stream)[^;\s]+)\s*(?:;|$)/i;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The codings' encoders. `best` (brotli 11, gzip 9) for what is compressed once (the build's files,
 * index.html); otherwise brotli 5, close to gzip's speed and smaller than gzip 9, and gzip 6, for
 * answers made per request. zlib answers Buffers over an ArrayBuffer of their own.
 */
export const encode: Record<Coding, (bytes: Uint8Array, best?: boolean) => Promise<Buffer<ArrayBuffer>>> = {
  br: (bytes, best) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }) as Promise<Buffer<ArrayBuffer>>,
  gzip: (bytes, best) => gz(bytes, { level: best ? 9 : 6 }) as Promise<Buffer<ArrayBuffer>>,
};

/**
 * Compresses the API's answers of `COMPRESS_FROM_BYTES` or more (see COMPRESSIBLE) as the request's
 * Accept-Encoding allows, brotli before gzip, and says so (Content-Encoding, Vary, Content-Length).
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res === RESPONSE_ALREADY_SENT || !res.body || res.status === 206 || res.status === 204 || c.req.method === 'HEAD') return;
  if (res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
  const length = res.headers.get('Content-Length');
  if (length !== null && Number(length) < COMPRESS_FROM_BYTES) return;
  // The answer differs by Accept-Encoding from here on, even where this request gets it plain.
  res.headers.append('Vary', 'Accept-Encoding');
  const coding = chooseCoding(c.req.header('Accept-Encoding'));
  if (!coding) return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (bytes.byteLength < COMPRESS_FROM_BYTES) {
    c.res = new Response(bytes, { status: res.status, headers });
    return;
  }
  const packed = await encode[coding](bytes);
  headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(packed.length));
  c.res = new Response(packed, { status: res.status, headers });
};
