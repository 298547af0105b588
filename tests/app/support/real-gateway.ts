import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject, vi } from 'vitest';
import { createApp } from '#server/app';
import type { AppEnvName } from '#server/config';
import { makeLogger } from '#server/log';
import { openStore, type Store } from '#server/store/db';
import { execRows } from '#server/repo/documents';

/**
 * The real gateway for portal tests: src/server/app.ts's Hono app, sign-in off, over an in-memory
 * embedded store opened from the run's one store template (tests/support/store-template.ts, the projects' global
 * setup: reference data, no demo seed). The portal's fetch goes straight to `app.fetch`: no port, no
 * socket. Its one client (ofetch, src/app/api/client.ts) calls `globalThis.fetch` on every request,
 * so stubbing that global reaches every call the portal makes.
 *
 * It runs in the test file's own happy-dom environment: PGlite and Hono need only Node's modules and
 * WebAssembly, which happy-dom leaves in place, so neither a worker nor a child process is needed.
 * A test seeds what it needs through `call` (the gateway's own API) before it renders.
 */
export interface RealGateway {
  store: Store;
  /** A JSON call to the gateway's API (a path under /flightdeck/services), for seeding and checking. */
  call<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; json: T }>;
  /** The requests the portal made in the current test, in order, with their JSON bodies. */
  calls: PortalCall[];
  /** Back to the image: the tables it had empty are emptied again and the id sequences start over. */
  reset(): Promise<void>;
  /**
   * Holds the portal's next requests that `method` and `path` (under /flightdeck/services) match, as a
   * slow network would, until `release()` (the gateway then answers them) or `drop()` (the connection
   * is lost: the portal's fetch fails, the gateway never sees them). For the states a user sees
   * while waiting ('Creating company...') and for a lost connection. Held for the current test only.
   */
  hold(method: string, path: RegExp): { release(): void; drop(): void };
  /**
   * For a failure the gateway cannot be brought to on purpose (a refusal it has no rule for, a
   * connection lost once and then back): the portal's next `times` requests (every one unless told)
   * that `method` and `path` match get `answer()` instead of reaching the gateway: a response, or
   * a thrown TypeError for a lost connection (`lostConnection`). Recorded in `calls` as any other.
   * For the current test only, or until `stop()` (the gateway answers them again: a failure that passes).
   */
  answerInstead(method: string, path: RegExp, answer: () => Response, times?: number): { stop(): void };
}

export interface PortalCall {
  method: string;
  /** the path under /flightdeck/services, e.g. /company/v1/companies/1000 */
  path: string;
  search: URLSearchParams;
  ifMatch: string | null;
  /** the request's headers (Idempotency-Key, Content-Type, …) */
  headers: Headers;
  /** the request's abort signal: aborted once the portal stops waiting (an event stream it leaves) */
  signal: AbortSignal;
  body: unknown;
}

const ORIGIN = 'http://portal.test';
const API = `${ORIGIN}/flightdeck/services`;

/**
 * One gateway for the test file (beforeAll); the portal's fetch reaches it in every test. It runs as
 * the stage `appEnv` ('test' unless told): 'dev' answers the campaign service flag v1, as develop,
 * stage and production do (src/domain/flags.ts), where 'test' answers v3.
 */
export function realGateway({ appEnv = 'test' }: { appEnv?: AppEnvName } = {}): RealGateway {
  const gw = { calls: [] as PortalCall[] } as RealGateway;
  let app: ReturnType<typeof createApp>;
  let dataDir = '';
  beforeAll(async () => {
    const image = new Blob([readFileSync(inject('storeTemplate'))]);
    gw.store = await openStore({ dataDir: '', image });
    gw.reset = await resetter(gw.store);
    // files (uploaded videos, sheets) go to a folder of the test file's own, removed afterwards
    dataDir = mkdtempSync(join(tmpdir(), 'fd-portal-files-'));
    app = createApp(gw.store, { appEnv, publicUrl: ORIGIN, logger: makeLogger({ LOG_LEVEL: 'silent' }), auth: 'off', dataDir });
    gw.call = async (method, path, body, headers = {}) => {
      const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const res = await app.fetch(new Request(API + path, init));
      const text = await res.text();
      return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
    };
  });
  let holds: { method: string; path: RegExp; until: Promise<boolean> }[] = [];
  gw.hold = (method, path) => {
    let settle!: (answer: boolean) => void;
    holds.push({ method, path, until: new Promise<boolean>((r) => (settle = r)) });
    return { release: () => settle(true), drop: () => settle(false) };
  };
  let instead: { method: string; path: RegExp; answer: () => Response; left: number }[] = [];
  gw.answerInstead = (method, path, answer, times = Number.POSITIVE_INFINITY) => {
    const standIn = { method, path, answer, left: times };
    instead.push(standIn);
    return { stop: () => void (standIn.left = 0) };
  };
  beforeEach(() => {
    gw.calls.length = 0;
    holds = [];
    instead = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
      const url = new URL(request.url);
      const text = await request.clone().text();
      const path = url.pathname.replace('/flightdeck/services', '');
      gw.calls.push({ method: request.method, path, search: url.searchParams, ifMatch: request.headers.get('If-Match'), headers: request.headers, signal: request.signal, body: bodyOf(text) });
      const held = holds.find((h) => h.method === request.method && h.path.test(path));
      if (held && !(await held.until)) lostConnection();
      const standIn = instead.find((i) => i.left > 0 && i.method === request.method && i.path.test(path));
      if (standIn) {
        standIn.left--;
        return standIn.answer();
      }
      return app.fetch(request);
    });
    // the video upload's XMLHttpRequest (for its progress) goes through the same fetch
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await gw.store?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return gw;
}

/** What the portal's fetch throws when the connection is lost. */
export const lostConnection = (): never => {
  throw new TypeError('Failed to fetch');
};

/**
 * An XMLHttpRequest over the (stubbed) fetch, for the portal's one use of it (the video PUT, for its
 * upload progress): it tells half the body sent before the request and the whole once answered.
 */
class FetchXhr {
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private request = { method: 'GET', url: '', headers: new Headers() };
  open(method: string, url: string) {
    this.request = { ...this.request, method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers.set(name, value);
  }
  send(body: Blob) {
    const progress = (loaded: number) => this.upload.onprogress?.({ lengthComputable: true, loaded, total: body.size });
    void (async () => {
      progress(body.size / 2);
      const res = await fetch(new URL(this.request.url, ORIGIN), { method: this.request.method, headers: this.request.headers, body });
      if (res.ok) progress(body.size);
      Object.assign(this, { status: res.status, statusText: res.statusText, responseText: await res.text() });
      this.onload?.();
    })().catch(() => this.onerror?.());
  }
}

/** A JSON body as its value; any other (a file, a form) as its text. */
function bodyOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * Empties what the tests fill (the tables the image has empty) and puts every sequence back where the
 * image had it, so ids come out the same in every test; the reference data stays as it is.
 */
async function resetter(store: Store): Promise<() => Promise<void>> {
  const tables = await store.read(async (db) => {
    const names = await execRows<{ name: string }>(db, sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
    const filled = await Promise.all(names.map(async ({ name }) => (await execRows<{ any: boolean }>(db, sql.raw(`select exists (select from ${name}) as any`)))[0]!.any));
    return names.filter((_, i) => !filled[i]);
  });
  const sequences = await store.read(async (db) => {
    const names = await execRows<{ name: string }>(db, sql`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`);
    return Promise.all(names.map(async ({ name }) => ({ name, ...(await execRows<{ last_value: string; is_called: boolean }>(db, sql.raw(`select last_value::text, is_called from ${name}`)))[0]! })));
  });
  const truncate = sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} cascade`);
  return () => store.tx(async (db) => {
    await db.execute(truncate);
    for (const s of sequences) await db.execute(sql`select setval(${s.name}, ${s.last_value}::bigint, ${s.is_called})`);
  });
}
