import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { messageOf, must } from '#server/errors';
import { log, type Logger } from '#server/log';
import { PROJECT_ROOT } from '#server/project-root';
import { lockDataDir } from './lock';
import { Mutex } from './mutex';
import { DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from '#server/timeouts';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Store {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction. Never hold one across outside I/O. */
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs read-only work outside a transaction. */
  read<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Runs fn while no other gateway on this store runs fn under the same key: a PostgreSQL advisory
   * lock (the others wait for it); the embedded store has one process, so fn just runs.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** The node-postgres pool, for LISTEN/NOTIFY (PostgreSQL only). */
  readonly pool?: pg.Pool;
  /** The embedded store's data folder as one image (a tar file), which `openStore({ image })` opens (PGlite only). */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /** Tells listener how long each transaction and read took (the gateway's metrics); answers how to stop. */
  onTiming(listener: TimingListener): () => void;
}

export type StoreCallKind = 'transaction' | 'read';
export type TimingListener = (kind: StoreCallKind, seconds: number) => void;

/**
 * Times store calls for whoever listens. On the embedded store the time includes waiting for its one
 * connection, which is what a caller waits for too.
 */
function callTimer() {
  const listeners = new Set<TimingListener>();
  return {
    onTiming(listener: TimingListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async timed<T>(kind: StoreCallKind, run: () => Promise<T>): Promise<T> {
      if (!listeners.size) return run();
      const started = performance.now();
      try {
        return await run();
      } finally {
        const seconds = (performance.now() - started) / 1000;
        for (const listener of listeners) listener(kind, seconds);
      }
    },
  };
}

const migrationsFolder = join(PROJECT_ROOT, 'drizzle');

/**
 * PGlite's buffer cache (`PGLITE_SHARED_BUFFERS`). PostgreSQL's own default, 128MB, is WebAssembly
 * memory the process keeps once touched (about 115 MB more resident at demo scale); pages past the
 * cache come from the data folder's files through the OS cache, which demo-scale reads barely notice.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/**
 * The embedded store's template: a data folder, migrated and holding the reference data, that the
 * build dumps (src/server/store-template-cli.ts). A new data folder starts as a copy of it instead of
 * running initdb and every migration in WebAssembly (about 10 s of a fresh start, against 2 s);
 * the migrations then run as on any start, so a template older than drizzle/ is brought up to date.
 * Without the file (the sources run by tsx, before a build) a new data folder is made as before.
 */
export const STORE_TEMPLATE = join(PROJECT_ROOT, 'dist/server/store-template.tar.gz');

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string;
  pgliteSharedBuffers?: string;
  timeouts?: StoreTimeouts;
  logger?: Logger;
  /** opens the embedded store in memory from this image, leaving dataDir alone */
  image?: Blob;
  /** a template file a new embedded data folder starts from (the gateway's is STORE_TEMPLATE); none: initdb */
  template?: string;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.timeouts ?? DEFAULT_STORE_TIMEOUTS, options.logger ?? log())
    : openPglite(options.dataDir, options.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS, options.image, options.template);
}

/** What a data folder with no database yet starts from: the template, when there is one. */
function startingImage(pgdata: string, template: string | undefined): Blob | undefined {
  if (!template || existsSync(join(pgdata, 'PG_VERSION')) || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}

/**
 * `image` (a data folder PGlite dumped) opens the embedded store in memory from that image: the portal
 * tests start each file's gateway from one migrated store this way, without initdb and the migrations.
 */
async function openPglite(dataDir: string, sharedBuffers: string, image: Blob | undefined, template: string | undefined): Promise<Store> {
  const unlock = image ? () => undefined : lockDataDir(dataDir);
  try {
    const options = { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] };
    const pgdata = join(dataDir, 'pgdata');
    const client = image ? new PGlite({ ...options, loadDataDir: image }) : new PGlite(pgdata, { ...options, loadDataDir: startingImage(pgdata, template) });
    await client.waitReady;
    const pglite = drizzlePglite(client);
    await migratePglite(pglite, { migrationsFolder });
    const db: Db = pglite;
    const mutex = new Mutex();
    const timer = callTimer();
    let closed = false;
    return {
      kind: 'pglite',
      tx: (fn) => timer.timed('transaction', () => mutex.run(() => db.transaction((tx) => fn(tx)))),
      read: (fn) => timer.timed('read', () => mutex.run(() => fn(db))),
      onTiming: timer.onTiming,
      exclusive: (_key, fn) => fn(),
      dump: (compression = 'none') => mutex.run(() => client.dumpDataDir(compression)),
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

async function openPostgres(databaseUrl: string, timeouts: StoreTimeouts, logger: Logger): Promise<Store> {
  // JIT compiles plans it guesses are costly; for this service's short queries it only adds latency.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: `-c jit=off -c statement_timeout=${timeouts.statementMs} -c idle_in_transaction_session_timeout=${timeouts.idleInTransactionMs}`,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.statementMs + 1_000,
    keepAlive: true,
  });
  // An idle client whose server connection ends (a restart, a failover, an admin) errors through the
  // pool; unheard, that error would end the process. The pool drops that client and opens another.
  pool.on('error', (error) => logger.warn({ cause: error.message }, 'PostgreSQL: an idle connection ended'));
  const postgres = drizzlePg(pool);
  // Several gateway processes may start together on one database: one migrates at a time.
  await underAdvisoryLock(pool, MIGRATION_LOCK, () => migratePg(postgres, { migrationsFolder }));
  const db: Db = postgres;
  const timer = callTimer();
  return {
    kind: 'postgres',
    pool,
    tx: (fn) => timer.timed('transaction', async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await drizzlePg(client).transaction((tx) => fn(tx));
      } catch (error) {
        // A connection that timed out or failed may still owe an answer: it is closed, not reused.
        if (isStoreUnavailable(error)) broken = error instanceof Error ? error : new Error(String(messageOf(error)));
        throw error;
      } finally {
        client.release(broken);
      }
    }),
    read: (fn) => timer.timed('read', () => fn(db)),
    onTiming: timer.onTiming,
    exclusive: (key, fn) => underAdvisoryLock(pool, key, fn),
    close: () => pool.end(),
  };
}

/** Advisory lock keys: migrating, and filling the store at start-up (store/seed/index.ts). */
const MIGRATION_LOCK = 7042001;
export const SEED_LOCK = 7042002;

/**
 * Runs fn holding a PostgreSQL session advisory lock: another gateway running the same step waits
 * (polling, so no statement outlives the statement timeout) and then runs it after, finding it done.
 */
export async function underAdvisoryLock<T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    while (!must((await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key])).rows[0], 'a select answers its row').ok) {
      await new Promise((r) => setTimeout(r, 250));
    }
    try {
      return await fn();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    lock.release();
  }
}

/** An error, or anything thrown that may carry an error's fields (a code, a message, a cause). */
const isErrorLike = (value: unknown): value is { message?: unknown; code?: unknown; cause?: unknown } => typeof value === 'object' && value !== null;

/** The store did not answer in time (a timeout of StoreTimeouts), or could not be reached. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; isErrorLike(e) && depth < 4; e = e.cause, depth++) {
    if (typeof e.code === 'string' && STORE_UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && STORE_UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

// 57014 statement cancelled (statement_timeout), 25P03 idle-in-transaction timeout, 57P01-03 the
// server shutting down or not yet accepting, 08xxx connection failures; then node's socket errors.
const STORE_UNAVAILABLE_CODES = new Set(['57014', '25P03', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const STORE_UNAVAILABLE_MESSAGES = /Query read timeout|timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Connection ended/i;
