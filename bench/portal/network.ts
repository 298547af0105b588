/**
 * Network benchmark (issue 27 §5): loads of /flightdeck/campaigns to the campaign list's first row,
 * cold (an empty cache) and warm (the same tab loading it again: assets cached, index.html
 * revalidated, the data fetched anew), on loopback and under Chromium's network emulation (Chrome
 * DevTools Protocol: 20 Mbit/s with 40 ms latency, 10 Mbit/s with 80 ms). Counted from the page's
 * Resource Timing: the requests started before the first row was shown, and their bytes on the
 * wire (headers and coded bodies). The floor is what a bare page of the same bytes needs at least:
 * one latency plus the bytes at the link's rate. Production build, embedded store, SEED=demo.
 * Usage: npx tsx bench/portal/network.ts (BENCH_RUNS=5; BENCH_PORTAL_DIR=<a built portal> skips
 * the build; --waterfall prints one cold load's requests at 20 Mbit/s 40 ms).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { appendResults, median, openBrowser, percentile, root, settledLoad, startGateway } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_ROW = '[role="grid"] [role="row"][aria-rowindex="2"]';

interface Link {
  label: string;
  /** emulated: latency in ms and throughput in Mbit/s each way; none on loopback */
  emulated?: { latencyMs: number; mbit: number };
  coldTarget: string;
}
const LINKS: Link[] = [
  { label: 'loopback', coldTarget: '—' },
  { label: '20 Mbit/s, 40 ms', emulated: { latencyMs: 40, mbit: 20 }, coldTarget: '≤ 400' },
  { label: '10 Mbit/s, 80 ms', emulated: { latencyMs: 80, mbit: 10 }, coldTarget: '—' },
];

interface Load {
  firstRowMs: number;
  requests: number;
  bytes: number;
  waterfall: string[];
}

/** Notes the time (page clock, from navigation start) of the first frame that holds the first row. */
const WATCH_FIRST_ROW = `(() => {
  window.__firstRow = new Promise((resolve) => {
    const look = (now) => (document.querySelector(${JSON.stringify(FIRST_ROW)}) ? resolve(now) : requestAnimationFrame(look));
    requestAnimationFrame(look);
  });
})();`;

async function emulate(page: Page, link: Link) {
  if (!link.emulated) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (link.emulated.mbit * 1_000_000) / 8;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: link.emulated.latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
}

/** Loads the list in `page` and answers when its first row showed, and what it took to get there. */
async function load(page: Page, url: string): Promise<Load> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(FIRST_ROW, { timeout: 60_000 });
  return page.evaluate(async () => {
    const firstRowMs = await (window as unknown as { __firstRow: Promise<number> }).__firstRow;
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
    const before = entries.filter((e) => e.startTime < firstRowMs);
    return {
      firstRowMs,
      requests: before.length,
      bytes: before.reduce((sum, e) => sum + e.transferSize, 0),
      waterfall: before.map((e) => `${e.startTime.toFixed(0).padStart(5)} → ${e.responseEnd.toFixed(0).padStart(5)} ms ${String(e.transferSize).padStart(7)} B ${e.name.replace(location.origin, '')}`),
    };
  });
}

/** RUNS cold loads, each in a fresh context (empty cache), each followed by a warm load in the same tab. */
async function measure(browser: Browser, url: string, link: Link) {
  const cold: Load[] = [];
  const warm: Load[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: WATCH_FIRST_ROW });
    const page = await context.newPage();
    await emulate(page, link);
    cold.push(await load(page, url));
    warm.push(await load(page, url));
    await context.close();
  }
  return { cold, warm };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (n: number) => n.toFixed(0);
/** One latency plus the bytes at the link's rate. */
const floorMs = (link: Link, bytes: number) => (link.emulated ? link.emulated.latencyMs + (bytes * 8) / (link.emulated.mbit * 1000) : NaN);

function row(link: Link, which: 'cold' | 'warm', loads: Load[]) {
  const times = loads.map((l) => l.firstRowMs);
  const bytes = median(loads.map((l) => l.bytes));
  const floor = floorMs(link, bytes);
  const target = which === 'cold' ? link.coldTarget : '≤ 150';
  return `| ${link.label} | ${which} | ${ms(median(times))} | ${ms(percentile(times, 95))} | ${Number.isFinite(floor) ? ms(floor) : '—'} | ${target} | ${median(loads.map((l) => l.requests))} | ${kb(bytes)} |`;
}

async function main() {
  const portalDir = process.env.BENCH_PORTAL_DIR ?? mkdtempSync(join(tmpdir(), 'fd-bench-portal-'));
  if (!process.env.BENCH_PORTAL_DIR) execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, PORTAL_DIR: portalDir } });
  const gateway = await startGateway(portalDir, { SEED: 'demo' });
  const url = `${gateway.portal}/campaigns`;
  const browser = await openBrowser();
  const loadBefore = await settledLoad(Number(process.env.BENCH_SETTLE_MS ?? 180_000));
  const rows: string[] = [];
  try {
    for (const link of LINKS) {
      const { cold, warm } = await measure(browser, url, link);
      rows.push(row(link, 'cold', cold), row(link, 'warm', warm));
      if (process.argv.includes('--waterfall') && link.label.startsWith('20')) console.log(`Cold load at ${link.label}:\n${cold.at(-1)!.waterfall.join('\n')}`);
    }
  } finally {
    await browser.close();
    gateway.child.kill();
  }
  const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  appendResults(
    [
      `\n## Network: the campaign list's first row, ${new Date().toISOString().slice(0, 10)}`,
      `Build ${commit}, embedded store with the demo data, Debian's Chromium (headless), ${RUNS} cold loads of /flightdeck/campaigns per link, each in a fresh context and followed by a warm load in the same tab (bench/portal/network.ts). Times run from navigation start to the first frame holding the list's first row; requests and bytes on the wire (headers included) are those started before it, from Resource Timing (medians). Floor: one latency plus those bytes at the link's rate. Load average before the runs: ${loadBefore}, after: ${loadavg()[0]!.toFixed(2)} (a shared two-core machine).`,
      '',
      '| link | load | first row median ms | first row p95 ms | floor ms | target ms | requests | KB on the wire |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

await main();
