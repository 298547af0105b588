import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '#server/app';
import type { AuthConfig } from '#server/auth/setup';
import { fileSettings, type FileSettings } from '#server/files/settings';
import { openStore, type Store } from '#server/store/db';
import { installReferenceData } from '#server/repo/reference-data';
import { type Logger, makeLogger } from '#server/log';

export const QUIET = makeLogger({ LOG_LEVEL: 'silent' });

export type StoreKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as .ci/run does). */
export const STORE_KINDS: StoreKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface Gateway {
  store: Store;
  base: string;
  /** the gateway's DATA_DIR (uploaded files on the embedded store) */
  dataDir: string;
  /** where its files are kept, as the app, the seed and the workers see them */
  files: FileSettings;
  /** PostgreSQL: the database it uses (another gateway may be started on it: options.databaseUrl) */
  databaseUrl?: string;
  /** fetch against the API base, JSON in and out */
  call(method: string, path: string, options?: { body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<{ status: number; headers: Headers; json: any }>;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database on the server of DATABASE_URL, dropped on close. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(process.env.DATABASE_URL!);
  const name = `fd_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Starts a gateway on a loopback port over a fresh, empty store of the given kind; sign-in is off
 * unless `options.auth` says otherwise (its public URL and DATA_DIR default to the gateway's own).
 */
export async function startGateway(kind: StoreKind, options: { auth?: AuthConfig; databaseUrl?: string; logger?: Logger } = {}): Promise<Gateway> {
  let cleanup: () => Promise<void>;
  let store: Store;
  let databaseUrl: string | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'fd-test-'));
  if (kind === 'postgres') {
    // a second gateway on another's database leaves dropping it to the first
    const db = options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : await freshDatabase();
    databaseUrl = db.url;
    store = await openStore({ dataDir: '', databaseUrl: db.url });
    cleanup = async () => {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    };
  } else {
    // from the run's template (tests/support/store-template.ts), as a fresh `npm start` starts from the build's
    store = await openStore({ dataDir: dir, template: inject('storeTemplate') });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  await installReferenceData(store);
  // The app is made once the port is known: the bundled provider's issuer is the gateway's origin.
  let app: ReturnType<typeof createApp> | undefined;
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    // The test's own fetch shares this process: after a long synchronous stretch (PGlite runs on this
    // thread, e.g. seeding a second store) the server's idle timer and the next request on that
    // connection race into an ECONNRESET, however long the timer (a minute was not enough under load).
    // 0 turns the server's timer off: only the client (fetch, after its own idle time) ends a connection,
    // so no request is ever written to one the server is closing; close() still ends idle ones.
    (s as import('node:http').Server).keepAliveTimeout = 0;
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // quiet unless a test reads the log
  app = createApp(store, { appEnv: 'test', publicUrl: origin, dataDir: dir, logger: options.logger ?? QUIET, ...(options.auth ?? { auth: 'off' }) });
  const base = `${origin}/flightdeck/services`;
  return {
    store,
    base,
    dataDir: dir,
    files: fileSettings(store, dir, origin),
    databaseUrl,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      } else if (body !== undefined) {
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(base + path, { method, headers, body });
      const text = await res.text();
      let json: unknown = text;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        /* keep the text */
      }
      return { status: res.status, headers: res.headers, json };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await cleanup();
    },
  };
}

/**
 * A gateway for the enclosing describe: `start` runs before its tests and the gateway closes after
 * them. The object returned is filled in place by that beforeAll, so a suite takes it once and its
 * tests use it as a plain Gateway.
 */
export function gatewayForSuite(start: () => Promise<Gateway>): Gateway {
  const gw = {} as Gateway;
  beforeAll(async () => {
    Object.assign(gw, await start());
  });
  afterAll(() => gw.close?.());
  return gw;
}
