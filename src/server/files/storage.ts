import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/errors';

/**
 * Uploaded files live in DATA_DIR/files/{images,videos,sheets} under names the server makes
 * (random hex + the extension of what the content really is): nothing a client sends ever becomes
 * part of a path, so there is no traversal and no overwriting of someone else's file.
 */
export type FileKind = 'images' | 'videos' | 'sheets';

export const filesDir = (dataDir: string, kind: FileKind) => join(dataDir, 'files', kind);

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

export async function storeBytes(dataDir: string, kind: FileKind, name: string, bytes: Uint8Array): Promise<void> {
  const dir = filesDir(dataDir, kind);
  await mkdir(dir, { recursive: true });
  // Written aside and renamed: a reader never sees half a file.
  const temp = join(dir, `.${name}.${process.pid}.part`);
  await writeFile(temp, bytes, { mode: 0o644 });
  await rename(temp, join(dir, name));
}

/**
 * Streams a request body to a file, at most `limit` bytes (413 past it, the partial file removed).
 * `check` sees the first chunk (a magic-byte test) and may throw to refuse the upload.
 */
export async function streamToFile(
  dataDir: string, kind: FileKind, name: string, body: ReadableStream<Uint8Array> | null, limit: number, message: string, check: (head: Buffer) => void,
): Promise<number> {
  const dir = filesDir(dataDir, kind);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.part`);
  let size = 0;
  let head: Buffer | undefined;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) return done(tooLarge(message));
      // The magic bytes of the formats checked here are all within the first 12 bytes.
      if (!head || head.length < 12) {
        head = head ? Buffer.concat([head, chunk]) : chunk;
        if (head.length >= 12) {
          try {
            check(head);
          } catch (error) {
            return done(error as Error);
          }
        }
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb((body ?? new Blob([]).stream()) as never), counter, createWriteStream(temp, { mode: 0o644 }));
    if (!head || head.length < 12) check(head ?? Buffer.alloc(0));
    await rename(temp, join(dir, name));
    return size;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

// ---- Signed URLs ----

/**
 * The key signing upload URLs, kept in DATA_DIR/files/.signing-key so a URL handed out before a
 * restart still works for its 15 minutes. Made on first use, readable by this user only.
 */
const keys = new Map<string, Promise<Buffer>>();
export function signingKey(dataDir: string): Promise<Buffer> {
  let key = keys.get(dataDir);
  if (!key) {
    key = (async () => {
      const path = join(dataDir, 'files', '.signing-key');
      try {
        const stored = await readFile(path);
        if (stored.length >= 32) return stored;
      } catch {
        /* not made yet */
      }
      await mkdir(join(dataDir, 'files'), { recursive: true });
      const fresh = randomBytes(32);
      // 'wx': when two processes race, the loser reads the winner's key.
      try {
        await writeFile(path, fresh, { mode: 0o600, flag: 'wx' });
        return fresh;
      } catch {
        return readFile(path);
      }
    })();
    keys.set(dataDir, key);
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
