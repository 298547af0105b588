import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, between, eq } from 'drizzle-orm';
import type { Store } from '#server/store/db';
import { storedFile, storedFileChunk } from '#server/store/schema';
import type { FileKind, FileStore, StoredFileInfo } from './file-store';

/** Bytes per stored row: a range read fetches whole rows, a write holds one in memory. */
export const CHUNK_BYTES = 256 * 1024;
/** Rows fetched per query while a file streams out (1 MB at the default size). */
const CHUNKS_PER_READ = 4;

/**
 * Files in the store itself (drizzle/0005_stored_files.sql), for gateways sharing one PostgreSQL.
 * The bytes go in as rows of `chunkBytes` under a fresh file_id as they stream in, each row its own
 * statement (an upload is never one long transaction a slow client keeps open); the stored_file row
 * comes last and makes the file visible whole. A failed upload removes its rows; a process killed
 * mid-upload leaves rows no stored_file names, which nothing reads.
 */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly store: Store, private readonly chunkBytes = CHUNK_BYTES) {}

  async put(kind: FileKind, name: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<number> {
    const fileId = randomUUID();
    const hash = createHash('sha256');
    let size = 0;
    let n = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (bytes: Buffer) => {
      const row = { fileId, n: n++, bytes };
      await this.store.tx((tx) => tx.insert(storedFileChunk).values(row));
    };
    try {
      for await (const part of chunks) {
        const chunk = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
        hash.update(chunk);
        size += chunk.length;
        pending.push(chunk);
        pendingBytes += chunk.length;
        while (pendingBytes >= this.chunkBytes) {
          const all = Buffer.concat(pending);
          await flush(all.subarray(0, this.chunkBytes));
          pending = [all.subarray(this.chunkBytes)];
          pendingBytes = all.length - this.chunkBytes;
        }
      }
      if (pendingBytes > 0) await flush(Buffer.concat(pending));
      const stored = await this.store.tx((tx) =>
        tx.insert(storedFile).values({ kind, name, fileId, size, sha256: hash.digest('hex') }).onConflictDoNothing().returning({ fileId: storedFile.fileId }),
      );
      // the name was stored already (the same content, seeded by another gateway): it keeps its file
      if (!stored.length) await this.removeChunks(fileId);
      return size;
    } catch (error) {
      await this.removeChunks(fileId).catch(() => undefined);
      throw error;
    }
  }

  private removeChunks(fileId: string) {
    return this.store.tx((tx) => tx.delete(storedFileChunk).where(eq(storedFileChunk.fileId, fileId)));
  }

  private async find(kind: FileKind, name: string) {
    const [row] = await this.store.read((db) =>
      db.select({ fileId: storedFile.fileId, size: storedFile.size, sha256: storedFile.sha256 }).from(storedFile).where(and(eq(storedFile.kind, kind), eq(storedFile.name, name))),
    );
    return row;
  }

  async stat(kind: FileKind, name: string): Promise<StoredFileInfo | undefined> {
    const row = await this.find(kind, name);
    return row && { size: row.size, etag: `"${row.sha256}"` };
  }

  read(kind: FileKind, name: string, start: number, end: number): Readable {
    const { store, chunkBytes } = this;
    const find = () => this.find(kind, name);
    async function* bytes() {
      const file = await find();
      if (!file) throw new Error(`stored file ${kind}/${name} is gone`);
      const last = Math.floor(end / chunkBytes);
      for (let first = Math.floor(start / chunkBytes); first <= last; first += CHUNKS_PER_READ) {
        const rows = await store.read((db) =>
          db.select({ n: storedFileChunk.n, bytes: storedFileChunk.bytes }).from(storedFileChunk)
            .where(and(eq(storedFileChunk.fileId, file.fileId), between(storedFileChunk.n, first, Math.min(last, first + CHUNKS_PER_READ - 1))))
            .orderBy(storedFileChunk.n),
        );
        for (const row of rows) {
          const offset = row.n * chunkBytes;
          yield row.bytes.subarray(Math.max(0, start - offset), Math.min(row.bytes.length, end - offset + 1));
        }
      }
    }
    return Readable.from(bytes());
  }
}
