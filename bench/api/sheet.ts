/**
 * Other calls while a campaign sheet of 3,000 changed rows is applied (issue 27 §2): the gateway
 * (bundled, SEED=none) on a fresh store gets 3,000 campaigns from one sheet, then the same rows
 * renamed, while a list call is sent every 200 ms (and for 5 s before, alone: the floor), each timed from when it was due (a stalled store
 * is charged for the wait). Target: those calls' p99 under 1 s; the sheet's own time is recorded.
 * Usage: npx tsx bench/api/sheet.ts [--store pglite|postgres] (postgres: a database
 * flightdeck_bench_sheet, made afresh). Appends to bench/RESULTS.md (or BENCH_RESULTS).
 */
import { appendFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import pg from 'pg';
import { buildGateway, percentiles, startProcess } from '../process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const store = args.includes('--store') ? args[args.indexOf('--store') + 1]! : 'pglite';
const ROWS = Number(process.env.BENCH_ROWS ?? 3000);
const PORT = 8183;
const API = `http://127.0.0.1:${PORT}/flightdeck/services`;
/** One list call this often: well below what the gateway answers, so that calls queue only behind the sheet. */
const EVERY_MS = 200;
/** How long the list calls run alone first: their floor in the same run. */
const FLOOR_MS = 5000;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function uploadSheet(csv: string): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'campaigns.csv');
  const started = performance.now();
  const res = await fetch(`${API}/adminBackend/sheets/v1/campaigns`, { method: 'POST', body: form });
  if (res.status !== 200) throw new Error(`sheet: ${res.status} ${(await res.text()).slice(0, 500)}`);
  return performance.now() - started;
}

/** Lists campaigns every EVERY_MS until `busy` settles; answers each call's time from when it was due. */
async function probeWhile(busy: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  let done = false;
  void busy.finally(() => (done = true));
  const start = performance.now();
  for (let i = 0; !done; i++) {
    const due = start + i * EVERY_MS;
    pending.push(fetch(`${API}/campaign/v1/campaigns?limit=20`).then(async (r) => { await r.arrayBuffer(); times.push(performance.now() - due); }));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due + EVERY_MS - performance.now())));
  }
  await Promise.all(pending);
  return times;
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists flightdeck_bench_sheet with (force)');
  await admin.query('create database flightdeck_bench_sheet');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/flightdeck_bench_sheet';
}

async function main() {
  const dataDir = join(root, 'bench', '.data', `sheet-${store}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: Record<string, string> = { PORT: String(PORT), DATA_DIR: dataDir, SEED: 'none' };
  if (store === 'postgres') env.DATABASE_URL = await freshDatabase();
  const gateway = await startProcess(buildGateway(), env);
  try {
    const company = await call('POST', '/company/v1/companies/', { name: 'Sheet Bench Co' });
    const order = await call('POST', '/order/v1/insertionOrders/', {
      name: 'Sheet Bench Order', companyId: company.id,
      orderLineItems: [{ orderLineItemType: 'PURCHASE_VALIDATION', description: 'Receipts', pricingModel: { '@type': 'CostPerKick', kicks: 1030, kicksSold: 1000, overShootAllowed: 30, amount: 5, precision: 2 } }],
    });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';
    const columns = ['campaignName', 'companyIds', 'insertionOrderIds', 'accountManager', 'campaignManager', 'startDate', 'endDate'];
    const rows = Array.from({ length: ROWS }, (_, i) => [`Sheet bench ${i}`, company.id, order.id, 'ana.account@flightdeck.example', 'carl.campaign@flightdeck.example', day(2), day(40)]);
    const createMs = await uploadSheet(Papa.unparse([columns, ...rows]));
    const exported = Papa.parse<string[]>(await (await fetch(`${API}/adminBackend/sheets/v1/campaigns`)).text(), { skipEmptyLines: true }).data;
    const nameAt = exported[0]!.indexOf('campaignName');
    const renamed = Papa.unparse(exported.map((r, i) => (i === 0 ? r : r.map((cell, j) => (j === nameAt ? `${cell} (renamed)` : cell)))), { quotes: true });
    const floor = percentiles(await probeWhile(new Promise((resolve) => setTimeout(resolve, FLOOR_MS))));
    let updateMs = 0;
    const times = await probeWhile(uploadSheet(renamed).then((ms) => (updateMs = ms)));
    const p = percentiles(times);
    const section = [
      '',
      `### Campaign sheet of ${ROWS} changed rows, other calls meanwhile (${store}, ${new Date().toISOString().slice(0, 16)}Z, load ${loadavg()[0]!.toFixed(1)})`,
      '',
      `- sheet creating ${ROWS} campaigns: ${Math.round(createMs)} ms; sheet renaming all ${ROWS}: ${Math.round(updateMs)} ms`,
      `- campaign list calls every ${EVERY_MS} ms during the rename (${times.length} calls, from when due): p50 ${p.p50} ms, p95 ${p.p95} ms, p99 ${p.p99} ms, max ${Math.round(Math.max(...times))} ms (target p99 < 1000 ms); alone before: p50 ${floor.p50} ms, p99 ${floor.p99} ms`,
      '',
    ].join('\n');
    process.stdout.write(section);
    appendFileSync(process.env.BENCH_RESULTS ?? join(root, 'bench', 'RESULTS.md'), section);
  } finally {
    gateway.kill('SIGTERM');
  }
}

await main();
