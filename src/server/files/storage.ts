import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from '#server/errors';
import type { Store } from '#server/store/db';
import { sharedSecret } from '#server/store/secrets';

/*
 * Uploaded files are kept (file-store.ts) under names the server makes (random hex + the extension
 * of what the content really is): nothing a client sends ever becomes part of a path, so there is no
 * traversal and no overwriting of someone else's file.
 */

/** 128 random bits: names are unguessable, which is what lets images be served without a token. */
export const newFileName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

/** A stored name as the server makes it; anything else is not one of ours (404, never a path). */
export const isFileName = (name: string, extensions: readonly string[]) => {
  const m = /^[0-9a-f]{32}\.([a-z0-9]{2,5})$/.exec(name);
  return Boolean(m && extensions.includes(m[1]!));
};

/**
 * 413, naming the form field the file came in when there is one (the portal shows it by that field).
 * The rest of an oversized body is never read, so the connection cannot be reused: say so.
 */
export const tooLarge = (message: string, fieldName?: string) =>
  new HttpError(413, message, fieldName ? [{ fieldName, message }] : undefined, undefined, { Connection: 'close' });

/** 413 at once when the declared Content-Length is already over the limit. */
export function checkDeclaredLength(header: string | undefined, limit: number, message: string, fieldName?: string): void {
  if (header && /^\d+$/.test(header) && Number(header) > limit) throw tooLarge(message, fieldName);
}

/** Reads a request body into memory, stopping with 413 as soon as it passes `limit` bytes (a lying or absent Content-Length). */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number, message: string, fieldName?: string): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(message, fieldName);
    }
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
  }
  return Buffer.concat(chunks);
}

/**
 * A request body as it streams in, at most `limit` bytes (413 past it). `check` sees the first bytes
 * (a magic-byte test) and may throw to refuse the upload; a file store given these chunks then
 * stores nothing.
 */
export async function* limitedBody(body: ReadableStream<Uint8Array> | null, limit: number, message: string, check: (head: Buffer) => void): AsyncGenerator<Uint8Array> {
  let size = 0;
  // The magic bytes of the formats checked here are all within the first 12 bytes.
  let head: Buffer | undefined = Buffer.alloc(0);
  for await (const chunk of body ?? []) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge(message);
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length >= 12) {
        check(head);
        head = undefined;
      }
    }
    yield chunk;
  }
  if (head) check(head);
}

// ---- Signed URLs ----

/**
 * The key signing upload URLs, shared by every gateway on the store (a URL handed out by one is
 * used on another behind a load balancer) and kept across restarts, so a URL works its 15 minutes.
 */
const keys = new WeakMap<Store, Promise<Buffer>>();
export function signingKey(store: Store): Promise<Buffer> {
  let key = keys.get(store);
  if (!key) {
    key = sharedSecret(store, 'videoUrlSigningKey', () => randomBytes(32).toString('base64')).then((text) => Buffer.from(text, 'base64'));
    // a store that did not answer is asked again next time
    key.catch(() => keys.delete(store));
    keys.set(store, key);
  }
  return key;
}

const mac = (key: Buffer, method: string, path: string, expires: number) => createHmac('sha256', key).update(`${method}\n${path}\n${expires}`).digest('base64url');

export function sign(key: Buffer, method: string, path: string, expires: number): string {
  return mac(key, method, path, expires);
}

/** Whether a signature is the one for this method, path and expiry, and the expiry has not passed. */
export function verifySignature(key: Buffer, method: string, path: string, expiresText: string | undefined, signature: string | undefined, now = Date.now()): boolean {
  if (!expiresText || !signature || !/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(key, method, path, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return expires * 1000 > now;
}
