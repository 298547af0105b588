import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live: DATA_DIR/files/{kind} with the embedded store, the store itself with
 * PostgreSQL (so every gateway on one database serves every file). Names are made by the server
 * (storage.ts) and never change what they name, so a file is written once and read as often as asked.
 */
export type FileKind = 'images' | 'videos' | 'sheets';

export interface StoredFileInfo {
  size: number;
  /** a strong validator: the content under a name never changes */
  etag: string;
}

export interface FileStore {
  /**
   * Stores a file streamed in, visible only once whole; answers its size. An error from `chunks`
   * (too large, not the right type) stores nothing. A name stored twice holds the same bytes both
   * times (names are random, or a hash of the content), so either copy may be the one kept.
   */
  put(kind: FileKind, name: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<number>;
  stat(kind: FileKind, name: string): Promise<StoredFileInfo | undefined>;
  /** Bytes `start` to `end` (inclusive) of a stored file, streamed: only what the range covers is read. */
  read(kind: FileKind, name: string, start: number, end: number): Readable;
}

/** Reads a whole stored file into memory (images: 5 MB at most; never videos). */
export async function readWhole(files: FileStore, kind: FileKind, name: string, size: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of files.read(kind, name, 0, size - 1)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** DATA_DIR/files/{kind}/{name}: the embedded store's files, as before there was a choice. */
export class DataDirFileStore implements FileStore {
  constructor(private readonly dataDir: string) {}

  private dir(kind: FileKind) {
    return join(this.dataDir, 'files', kind);
  }

  async put(kind: FileKind, name: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<number> {
    const dir = this.dir(kind);
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const temp = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.part`);
    let size = 0;
    const counted = async function* () {
      for await (const chunk of chunks) {
        size += chunk.byteLength;
        yield chunk;
      }
    };
    try {
      await pipeline(Readable.from(counted()), createWriteStream(temp, { mode: 0o644 }));
      await rename(temp, join(dir, name));
      return size;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(kind: FileKind, name: string): Promise<StoredFileInfo | undefined> {
    const info = await stat(join(this.dir(kind), name)).catch(() => undefined);
    return info?.isFile() ? { size: info.size, etag: `"${name.slice(0, name.indexOf('.'))}"` } : undefined;
  }

  read(kind: FileKind, name: string, start: number, end: number): Readable {
    return createReadStream(join(this.dir(kind), name), { start, end });
  }
}
