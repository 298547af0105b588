import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root';
import { lockDataDir } from './lock';
import { Mutex } from './mutex';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Store {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction. Never hold one across outside I/O. */
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs read-only work outside a transaction. */
  read<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The node-postgres pool, for LISTEN/NOTIFY (PostgreSQL only). */
  readonly pool?: pg.Pool;
}

const migrationsFolder = join(PROJECT_ROOT, 'drizzle');

/**
 * PGlite's buffer cache (`PGLITE_SHARED_BUFFERS`). PostgreSQL's own default, 128MB, is WebAssembly
 * memory the process keeps once touched (about 115 MB more resident at demo scale); pages past the
 * cache come from the data folder's files through the OS cache, which demo-scale reads barely notice.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

export async function openStore(options: { dataDir: string; databaseUrl?: string; pgliteSharedBuffers?: string }): Promise<Store> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS);
}

async function openPglite(dataDir: string, sharedBuffers: string): Promise<Store> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = new PGlite(join(dataDir, 'pgdata'), {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    });
    await client.waitReady;
    const db = drizzlePglite(client) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    const mutex = new Mutex();
    let closed = false;
    return {
      kind: 'pglite',
      tx: (fn) => mutex.run(() => db.transaction((tx) => fn(tx as unknown as Db))),
      read: (fn) => mutex.run(() => fn(db)),
      async close() {
        if (closed) return;
        closed = true;
        await mutex.run(() => client.close());
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<Store> {
  // JIT compiles plans it guesses are costly; for this service's short queries it only adds latency.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  // An idle client whose server connection ends (a restart, a failover, an admin) errors through the
  // pool; unheard, that error would end the process. The pool drops that client and opens another.
  pool.on('error', (error) => console.error('PostgreSQL: an idle connection ended:', error.message));
  const db = drizzlePg(pool) as unknown as Db;
  // Several gateway processes may start together on one database: one migrates at a time.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(7042001)');
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(7042001)').catch(() => undefined);
    lock.release();
  }
  return {
    kind: 'postgres',
    pool,
    tx: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    read: (fn) => fn(db),
    close: () => pool.end(),
  };
}
