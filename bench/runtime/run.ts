/**
 * The gateway's runtime as `npm start` runs it (the bundle, plain Node): start-up to ready on a fresh
 * demo seed and on a restart over existing data, and its resident memory after seeding, idle 60 s
 * after the restart, and after 60 s of API load.
 * Usage: npx tsx bench/runtime/run.ts [--store pglite|postgres] (PostgreSQL: DATABASE_URL names the
 * server; the bench makes and drops a database of its own). Appends to bench/RESULTS.md (or BENCH_RESULTS).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildGateway, residentMb, settle } from '../process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const store = args.includes('--store') ? args[args.indexOf('--store') + 1]! : 'pglite';
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = 8183;
const api = `http://127.0.0.1:${PORT}/flightdeck/services`;

/** Starts the bundle and answers it with the seconds it took to answer /health with 200. */
async function startTimed(bundle: string, env: Record<string, string>): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [bundle], { cwd: root, env: { ...process.env, ...env, PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited ${child.exitCode}`);
    if (await fetch(`${api}/health`).then((r) => r.ok, () => false)) return { child, seconds: (performance.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The API bench's calls, one after another on each of 10 connections, for LOAD_SECONDS. */
async function load(): Promise<number> {
  const list = await (await fetch(`${api}/campaign/v1/campaigns/?limit=20`)).json();
  const search = { method: 'POST' as const, path: '/flightdeck/services/ad/v1/ads?name=yogurt&limit=20', headers: { 'content-type': 'application/json' }, body: '{"chainIds":[],"locationIds":[],"adIds":[]}' };
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: 10,
    duration: LOAD_SECONDS,
    requests: [{ path: `/flightdeck/services/campaign/v1/campaigns/${list.objects[0].id}` }, { path: '/flightdeck/services/campaign/v1/campaigns/?limit=20&sort=name' }, search],
  });
  return result.requests.total;
}

/** A place for the store: a data folder, or a database of its own on DATABASE_URL's server. */
async function storePlace(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-runtime-'));
  if (store !== 'postgres') return { env: { DATA_DIR: dir, DATABASE_URL: '' }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `fd_runtime_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dir, DATABASE_URL: url.toString() }, drop: async () => { await run(`drop database if exists ${name} with (force)`); rmSync(dir, { recursive: true, force: true }); } };
}

async function main() {
  const bundle = buildGateway();
  const place = await storePlace();
  const env = { ...place.env, SEED: 'demo', AUTH: 'off' };
  const loadBefore = loadavg()[0]!.toFixed(1);
  try {
    const fresh = await startTimed(bundle, env);
    await settle(fresh.child.pid!);
    const seededMb = residentMb(fresh.child.pid!);
    await stop(fresh.child);
    const restart = await startTimed(bundle, env);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleMb = residentMb(restart.child.pid!);
    const requests = await load();
    const loadedMb = residentMb(restart.child.pid!);
    await stop(restart.child);
    const row = `| ${store} | ${fresh.seconds.toFixed(1)} | ${restart.seconds.toFixed(2)} | ${seededMb} | ${idleMb} | ${loadedMb} (${requests} requests) |`;
    console.log(row);
    const section = [
      `\n## Runtime on ${store}, ${new Date().toISOString().slice(0, 10)}`,
      `\`node dist/server/main.js\` (the bundle \`npm start\` runs), demo data. Ready: /health answers 200, timed from the spawn. Resident set size (VmRSS) of the gateway process: once the fresh seed's work settled; ${IDLE_SECONDS} s after a restart with no requests; after ${LOAD_SECONDS} s of the API bench's calls (10 connections). 2 cores; load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after. ${process.env.BENCH_NOTE ?? ''}`,
      '',
      '| store | fresh demo seed to ready s | restart to ready s | RSS after seeding MB | RSS idle MB | RSS after load MB |',
      '|---|---|---|---|---|---|',
      row,
      '',
    ].join('\n');
    appendFileSync(process.env.BENCH_RESULTS ?? join(root, 'bench', 'RESULTS.md'), section);
  } finally {
    await place.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
