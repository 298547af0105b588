/**
 * API benchmark on loopback against the gateway (seeded demo data) and a bare Hono hello-world in
 * the same run: throughput at saturation (autocannon), latency at a fixed rate below it (requests
 * sent at a steady pace, and autocannon -R for comparison), and one request at a time.
 * Usage: npx tsx bench/api/run.ts [--store pglite|postgres]. Appends a section to bench/RESULTS.md (or to BENCH_RESULTS, for trial runs).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildGateway, percentiles, settle, startProcess as start } from '../process';

const root = fileURLToPath(new URL('../..', import.meta.url));

const args = process.argv.slice(2);
const store = args.includes('--store') ? args[args.indexOf('--store') + 1]! : 'pglite';
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const load = () => loadavg()[0]!.toFixed(1);

type Request = { method?: string; body?: string };

/**
 * Requests at a steady pace, one every 1/rate s, each timed from when it was due (so a stalled
 * server is charged for the wait too). autocannon -R is not paced: each connection sends its
 * share of a second back to back, so every second starts with a burst of 10 concurrent requests.
 */
async function paced(url: string, options: Request, rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const times: number[] = [];
  let failures = 0;
  const start = performance.now() + 100;
  const count = Math.round(rate * SECONDS);
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const due = start + (i * 1000) / rate;
      return new Promise<void>((resolve) => {
        setTimeout(() => {
          const req = http.request(url, { method: options.method ?? 'GET', agent, headers: options.body ? { 'content-type': 'application/json' } : {} }, (res) => {
            res.resume();
            res.on('end', () => {
              times.push(performance.now() - due);
              if ((res.statusCode ?? 500) >= 400) failures++;
              resolve();
            });
          });
          req.on('error', () => {
            failures++;
            resolve();
          });
          req.end(options.body);
        }, Math.max(0, due - performance.now()));
      });
    }),
  );
  agent.destroy();
  return { ...percentiles(times), failures };
}

/** One autocannon run; percentiles of every response's time (autocannon's own summary has no p95). */
function measure(url: string, options: Request & { rate?: number; connections?: number }) {
  return new Promise<{ p50: number; p95: number; p97_5: number; p99: number; rps: number; failures: number }>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url,
        method: (options.method ?? 'GET') as 'GET',
        body: options.body,
        headers: options.body ? { 'content-type': 'application/json' } : {},
        connections: options.connections ?? (options.rate ? 10 : 20),
        duration: SECONDS,
        overallRate: options.rate,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ ...percentiles(times), rps: Math.round(result.requests.average), failures: result.non2xx + result.errors + result.timeouts });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function main() {
  const dataDir = join(root, 'bench', '.data', store);
  mkdirSync(dataDir, { recursive: true });
  const gatewayEnv: Record<string, string> = { PORT: '8181', DATA_DIR: dataDir, SEED: 'demo' };
  if (store === 'postgres') gatewayEnv.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/flightdeck_bench';
  const hello = await start('bench/api/hello.ts', { PORT: '8182' });
  const gateway = await start(buildGateway(), gatewayEnv);
  await settle(gateway.pid!);
  const loadBefore = load();
  try {
    const api = 'http://127.0.0.1:8181/flightdeck/services';
    const list = await (await fetch(`${api}/campaign/v1/campaigns/?limit=20`)).json();
    const id = list.objects[0].id;
    const targets: [string, string, Request][] = [
      ['bare Hono hello-world', 'http://127.0.0.1:8182/hello', {}],
      ['GET campaign by id', `${api}/campaign/v1/campaigns/${id}`, {}],
      ['campaign list page (20, by name)', `${api}/campaign/v1/campaigns/?limit=20&sort=name`, {}],
      ['ad browser search "yogurt"', `${api}/ad/v1/ads?name=yogurt&limit=20`, { method: 'POST', body: '{"chainIds":[],"locationIds":[],"adIds":[]}' }],
      ['ad browser search "yogurt", by kick amount', `${api}/ad/v1/ads?name=yogurt&limit=20&sort=-kickAmount`, { method: 'POST', body: '{"chainIds":[],"locationIds":[],"adIds":[]}' }],
    ];
    const rows: string[] = [];
    for (const [label, url, opts] of targets) {
      const saturated = await measure(url, opts);
      // Latency below saturation: the fixed rate, or half of what saturates this call if that is lower.
      const rate = Math.max(10, Math.min(RATE, Math.round(saturated.rps / 2)));
      const steady = await paced(url, opts, rate);
      const bursts = await measure(url, { ...opts, rate });
      // One request at a time: the call's own time, without queueing behind the others.
      const alone = await measure(url, { ...opts, connections: 1 });
      const failures = steady.failures + bursts.failures + saturated.failures + alone.failures;
      rows.push(
        `| ${label} | ${rate} | ${steady.p50} | ${steady.p95} | ${steady.p99} | ${bursts.p50} / ${bursts.p95} / ${bursts.p99} | ${saturated.rps} | ${alone.p50} / ${alone.p95} | ${failures} |`,
      );
      console.log(rows.at(-1));
    }
    const section = [
      `\n## API on ${store}, ${new Date().toISOString().slice(0, 10)}`,
      `Loopback, ${SECONDS} s per run: throughput at saturation (autocannon, 20 connections); latency at a fixed rate below it (${RATE} req/s or half the saturated rate), with requests sent at a steady pace and with autocannon -R (10 connections, each sending its share of a second in a burst); then one request at a time (autocannon, 1 connection). 2 cores; load average ${loadBefore} before the runs, ${load()} after. The gateway's workers run, idle (measured once it had settled). ${process.env.BENCH_NOTE ?? ''}`,
      '',
      '| call | fixed rate req/s | paced p50 ms | paced p95 ms | paced p99 ms | autocannon -R p50 / p95 / p99 ms | saturated req/s | one at a time p50 / p95 ms | failed requests |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    appendFileSync(process.env.BENCH_RESULTS ?? join(root, 'bench', 'RESULTS.md'), section);
  } finally {
    // the last run's unanswered requests finish before the gateway is stopped
    await new Promise((resolve) => setTimeout(resolve, 2000));
    gateway.kill('SIGTERM');
    hello.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
