import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseFileStore } from '#server/files/database-file-store';
import { DataDirFileStore, type FileStore, readWhole } from '#server/files/file-store';
import { limitedBody } from '#server/files/storage';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

/** An upload as it streams in: the bytes in uneven parts. */
function* parts(bytes: Buffer, sizes = [5, 1000, 7, 70_000]) {
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

const bodyOf = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]).stream();
const text = async (files: FileStore, name: string, start: number, end: number) => {
  const out: Buffer[] = [];
  for await (const part of files.read('videos', name, start, end)) out.push(part as Buffer);
  return Buffer.concat(out);
};

describe.each(STORE_KINDS)('file stores on %s', (kind) => {
  let gw: Gateway;
  let dir: string;
  const stores: [string, () => FileStore][] = [
    ['the data folder', () => new DataDirFileStore(dir)],
    // small rows, so a few kilobytes span many of them
    ['the database, in chunks', () => new DatabaseFileStore(gw.store, 4096)],
  ];
  beforeAll(async () => {
    gw = await startGateway(kind);
    dir = mkdtempSync(join(tmpdir(), 'fd-files-'));
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe.each(stores)('%s', (_label, make) => {
    it('gives back what was streamed in, whole and in any range, once it is whole', async () => {
      const files = make();
      const bytes = randomBytes(4096 * 5 + 123);
      const name = `${randomBytes(16).toString('hex')}.mp4`;
      expect(await files.stat('videos', name)).toBeUndefined();
      expect(await files.put('videos', name, parts(bytes))).toBe(bytes.length);
      const info = await files.stat('videos', name);
      expect(info?.size).toBe(bytes.length);
      expect(info?.etag).toMatch(/^"[0-9a-f]+"$/);
      expect((await readWhole(files, 'videos', name, bytes.length)).equals(bytes)).toBe(true);
      for (const [start, end] of [[0, 0], [4095, 4096], [100, 9000], [4096 * 5, bytes.length - 1], [bytes.length - 1, bytes.length - 1]] as const) {
        expect((await text(files, name, start, end)).equals(bytes.subarray(start, end + 1))).toBe(true);
      }
    });

    it('stores nothing when the upload is refused part way (too large, or not the right type)', async () => {
      const files = make();
      const name = `${randomBytes(16).toString('hex')}.mp4`;
      const big = randomBytes(20_000);
      await expect(files.put('videos', name, limitedBody(bodyOf(big), 10_000, 'too large', () => undefined))).rejects.toThrow('too large');
      await expect(files.put('videos', name, limitedBody(bodyOf(big), 30_000, 'too large', () => { throw new Error('not a video'); }))).rejects.toThrow('not a video');
      expect(await files.stat('videos', name)).toBeUndefined();
    });

    it('keeps the first file of a name stored twice (the seed images of two gateways)', async () => {
      const files = make();
      const name = `${randomBytes(16).toString('hex')}.png`;
      await files.put('images', name, [Buffer.from('first')]);
      await files.put('images', name, [Buffer.from('first')]);
      expect((await readWhole(files, 'images', name, 5)).toString()).toBe('first');
    });
  });
});
