import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { FILES_PATH, ownFileUrl } from '#domain/file-urls';
import { IMAGE_MESSAGES, IMAGE_TYPES, MAX_IMAGE_BYTES, parseExpectedSize, type ImageExtension } from '#domain/images';
import { checkImage } from '#server/files/check-image';
import { claimVideoUpload, releaseVideoUpload } from '#server/repo/video-uploads';
import { type FileKind, type FileStore } from '#server/files/file-store';
import {
  checkDeclaredLength, isFileName, limitedBody, newFileName, readLimited, signingKey, tooLarge, verifySignature,
} from '#server/files/storage';
import type { AppContext, AppEnv } from './context';
import { badRequest, HttpError } from '#server/errors';
import { write } from './write';

/** Room for the multipart envelope around a 5 MB image (boundaries, part headers, the size fields). */
const MULTIPART_SLACK = 64 * 1024;
/** Spec 2 §5 'Video file accepts mp4'; a cap so a signed URL cannot fill the disk. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const VIDEO_TYPE = 'video/mp4';
/** How long a signed upload URL stays valid. */
export const SIGNED_URL_SECONDS = 15 * 60;

/** Stored files never change under a name, so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A form field or, failing that, a query parameter. */
function fieldOrQuery(form: FormData, c: AppContext, name: string): string | undefined {
  const value = form.get(name);
  if (typeof value === 'string') return value.trim();
  return c.req.query(name)?.trim();
}

async function readForm(c: AppContext, limit: number, message: string, fieldName: string): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new HttpError(415, 'Content-Type must be multipart/form-data');
  checkDeclaredLength(c.req.header('content-length'), limit, message, fieldName);
  const bytes = await readLimited(c.req.raw.body, limit, message, fieldName);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest([{ fieldName: '(body)', message: 'Must be a well-formed multipart/form-data body' }], 'Malformed upload');
  }
}

/** The file part `name` of a multipart form, or a 400 naming the field. */
export async function filePart(form: FormData, name: string): Promise<{ bytes: Buffer; fileName: string; type: string }> {
  const part = form.get(name);
  if (!part || typeof part === 'string') throw badRequest([{ fieldName: name, message: `A file is required in the multipart field '${name}'` }]);
  // the name may be kept (a lookbook job records it), and the store's text cannot hold U+0000
  if (part.name.includes('\u0000')) throw badRequest([{ fieldName: name, message: 'The file name must not contain a NUL character (U+0000)' }]);
  return { bytes: Buffer.from(await part.arrayBuffer()), fileName: part.name, type: part.type };
}

/** Reads an uploaded multipart form (at most `maxFile` bytes of file plus its envelope); too large, the 413 names `fieldName`, the file's part. */
export const readUpload = (c: AppContext, maxFile: number, message: string, fieldName: string) => readForm(c, maxFile + MULTIPART_SLACK, message, fieldName);

async function serveFile(c: AppContext, fileStore: FileStore, kind: FileKind, extensions: readonly string[], typeOf: (ext: string) => string) {
  const name = c.req.param('name') ?? '';
  if (!isFileName(name, extensions)) throw new HttpError(404, `No such file: ${name}`);
  const info = await fileStore.stat(kind, name);
  if (!info) throw new HttpError(404, `No such file: ${name}`);
  c.header('Content-Type', typeOf(name.slice(name.lastIndexOf('.') + 1)));
  c.header('Cache-Control', IMMUTABLE);
  c.header('ETag', info.etag);
  c.header('Accept-Ranges', 'bytes');
  // A stored file shown on its own (opened in a tab) runs nothing and embeds nothing.
  c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox");
  c.header('Content-Disposition', 'inline');
  // A <video> seeks with single byte ranges; anything fancier gets the whole file.
  const range = byteRange(c.req.header('range'), info.size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${info.size}`);
    return c.body(null, 416);
  }
  const [start, end] = range ?? [0, info.size - 1];
  c.header('Content-Length', String(info.size === 0 ? 0 : end - start + 1));
  if (range) c.header('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || info.size === 0) return c.body(null, status);
  return c.body(Readable.toWeb(fileStore.read(kind, name, start, end)) as ReadableStream, status);
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; undefined: serve it whole. */
export function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number, end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
}

/**
 * `POST /files/v1/images/` (spec 1 §7, spec 2 §7, spec 3 §7), the stored images, and the videos of
 * signed upload URLs (`GET /adminBackend/video/upload/{id}` hands those out). Registered ahead of
 * the API's 1 MB JSON body limit: each upload has its own limit.
 */
export function fileRoutes(fileStore: FileStore) {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.post('/images', async (c) => {
    const form = await readUpload(c, MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge, 'image');
    const { bytes } = await filePart(form, 'image');
    if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(IMAGE_MESSAGES.tooLarge, 'image');
    const expected = parseExpectedSize(fieldOrQuery(form, c, 'width'), fieldOrQuery(form, c, 'height'));
    if (!expected.ok) throw badRequest([{ fieldName: expected.fieldName, message: expected.message }]);
    const { extension, size } = await checkImage(bytes, expected.size);
    return write(
      c,
      async () => {
        const name = newFileName(extension);
        await fileStore.put('images', name, [bytes]);
        // Path-absolute, as it is stored: it works at any host the portal is opened at (docs/decisions/005).
        const fileURL = ownFileUrl('images', name);
        // Spec 1 and 3 read `fileURL`, spec 2 reads `data.fileURL`: both are answered (docs/decisions/005).
        return { status: 201, headers: { Location: fileURL }, body: { fileURL, data: { fileURL }, width: size.width, height: size.height, contentType: IMAGE_TYPES[extension] } };
      },
      { form },
    );
  });

  routes.get('/images/:name', (c) => serveFile(c, fileStore, 'images', Object.keys(IMAGE_TYPES), (ext) => IMAGE_TYPES[ext as ImageExtension]));

  // The PUT of a signed URL: the signature is the permission (the browser sends no bearer token).
  routes.put('/videos/:name', async (c) => {
    const name = c.req.param('name');
    const key = await signingKey(c.var.store);
    const path = `${FILES_PATH}/videos/${name}`;
    if (!isFileName(name, ['mp4']) || !verifySignature(key, 'PUT', path, c.req.query('expires'), c.req.query('signature'))) {
      throw new HttpError(403, 'This upload URL is not valid or has expired; ask for a new one');
    }
    const [mediaType = ''] = (c.req.header('content-type') ?? '').split(';');
    const type = mediaType.trim().toLowerCase();
    if (type !== VIDEO_TYPE) throw new HttpError(415, `Content-Type must be ${VIDEO_TYPE}`);
    const message = `The video is larger than ${MAX_VIDEO_BYTES / 1024 / 1024} MB`;
    checkDeclaredLength(c.req.header('content-length'), MAX_VIDEO_BYTES, message);
    // A signed URL is used once: the stored video is public and cached for a year, so a second PUT
    // (on any gateway sharing the store) must not replace it. A refused or failed upload gives the
    // URL back for another try.
    if (!(await c.var.store.tx((tx) => claimVideoUpload(tx, name)))) throw new HttpError(409, 'This upload URL has already been used; ask for a new one');
    try {
      const body = limitedBody(c.req.raw.body, MAX_VIDEO_BYTES, message, (head) => {
        // An MP4 (ISO base media file) starts with a box whose type is 'ftyp'.
        if (head.subarray(4, 8).toString('latin1') !== 'ftyp') throw new HttpError(415, 'The file is not an MP4 video');
      });
      const size = await fileStore.put('videos', name, body);
      return c.json({ fileURL: ownFileUrl('videos', name), size });
    } catch (error) {
      await c.var.store.tx((tx) => releaseVideoUpload(tx, name));
      throw error;
    }
  });

  routes.get('/videos/:name', (c) => serveFile(c, fileStore, 'videos', ['mp4'], () => VIDEO_TYPE));

  return routes;
}
