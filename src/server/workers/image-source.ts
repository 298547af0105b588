import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { IMAGE_TYPES } from '#domain/images';
import { readWhole } from '#server/files/file-store';
import { isFileName } from '#server/files/storage';
import { ownFileUrl } from '#domain/file-urls';
import type { FileSettings } from '#server/files/settings';
import { isPrivateAddress } from './private-address';

/**
 * Where an image task's bytes come from (issue 3). An image this gateway stores (its path-absolute
 * URL resolved against PUBLIC_URL, or an absolute URL under PUBLIC_URL stored before, issue 27 §1)
 * is read from its file store and never fetched over HTTP. Any other
 * URL is fetched with the guards a server-side fetch of a user-given URL needs: the host's every
 * address (dns.lookup, all) must be public, checked inside the connection's own lookup so the
 * address checked is the address connected to (no DNS rebinding between check and connect);
 * redirects are followed by hand, at most MAX_REDIRECTS, each hop checked again; the body is read
 * up to `maxBytes`. Origins in `privateOriginsAllowed` (an image host inside the company network)
 * skip the address check.
 */
export const MAX_REDIRECTS = 3;

export interface SourceOptions {
  ownFiles?: FileSettings;
  privateOriginsAllowed?: ReadonlySet<string>;
  maxBytes: number;
  signal: AbortSignal;
}

/** What the source answered; `refused` is a message for the user, naming why nothing was read. */
export type ImageSource = { status: number; contentType: string | null; bytes: Buffer } | { refused: string };

/** Thrown by the guarded lookup; carries the user-facing reason. */
class Refused extends Error {}

/** The image name a URL of this gateway points at; null: this gateway's URL, but not of its images; undefined: not ours. */
function ownImageName(url: URL, own: FileSettings): string | null | undefined {
  if (url.origin !== new URL(own.publicUrl).origin) return undefined;
  const prefix = ownFileUrl('images', '');
  return url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : null;
}

const NOT_FOUND: ImageSource = { status: 404, contentType: null, bytes: Buffer.alloc(0) };

async function readOwnImage(name: string | null, o: SourceOptions & { ownFiles: FileSettings }): Promise<ImageSource> {
  if (name === null) return { refused: 'is not an image file this gateway stores' };
  // what the gateway would answer over HTTP: a name it never makes is not found, never a path
  if (!isFileName(name, Object.keys(IMAGE_TYPES))) return NOT_FOUND;
  const info = await o.ownFiles.fileStore.stat('images', name);
  if (!info) return NOT_FOUND;
  if (info.size > o.maxBytes) return { refused: `is larger than ${o.maxBytes} bytes` };
  const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof IMAGE_TYPES;
  return { status: 200, contentType: IMAGE_TYPES[extension], bytes: await readWhole(o.ownFiles.fileStore, 'images', name, info.size) };
}

/** A lookup that answers only public addresses, and fails when the host has any private one. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) return callback(new Refused('private address'), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

function request(url: URL, trusted: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    // agent: false, one connection per request: no pooled socket outlives the check it passed
    const req = get(url, { agent: false, signal, headers: { accept: 'image/*' }, ...(trusted ? {} : { lookup: publicOnlyLookup }) }, resolve);
    req.on('error', reject);
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const declared = Number(res.headers['content-length']);
  if (declared > maxBytes) {
    res.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Reads the image at `start`; network errors other than a refusal are thrown to the caller. */
export async function readImageSource(start: URL, o: SourceOptions): Promise<ImageSource> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const redirected = hop > 0 ? ` (redirected to ${url.href})` : '';
    if (o.ownFiles) {
      const name = ownImageName(url, o.ownFiles);
      if (name !== undefined) return readOwnImage(name, { ...o, ownFiles: o.ownFiles });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { refused: `is not an http(s) URL${redirected}` };
    const trusted = o.privateOriginsAllowed?.has(url.origin) ?? false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // An address written in the URL is never looked up, so it is checked here.
    if (!trusted && isIP(host) && isPrivateAddress(host)) return { refused: `is not allowed: private address${redirected}` };
    let res: IncomingMessage;
    try {
      res = await request(url, trusted, o.signal);
    } catch (error) {
      if (error instanceof Refused) return { refused: `is not allowed: ${error.message}${redirected}` };
      throw error;
    }
    const location = res.headers.location;
    if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location) {
      res.destroy();
      if (hop >= MAX_REDIRECTS) return { refused: `redirects more than ${MAX_REDIRECTS} times` };
      if (!URL.canParse(location, url)) return { refused: `redirects to an invalid URL${redirected}` };
      url = new URL(location, url);
      continue;
    }
    if (res.statusCode !== 200) {
      res.destroy();
      return { status: res.statusCode ?? 0, contentType: null, bytes: Buffer.alloc(0) };
    }
    const bytes = await readBody(res, o.maxBytes);
    if (!bytes) return { refused: `is larger than ${o.maxBytes} bytes` };
    return { status: 200, contentType: res.headers['content-type'] ?? null, bytes };
  }
}
