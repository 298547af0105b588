/**
 * What the portal benchmarks share: a gateway serving a production build, the browser tests' Chromium (scripts/chromium.ts) with
 * optional CPU throttling (Chrome DevTools Protocol), in-page timing of "input to next frame", and
 * long-animation-frame collection. Figures are appended to bench/RESULTS.md by each script.
 */
import { appendFileSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumExecutable } from '../../scripts/chromium';
import { spawnGateway, waitHealthy, type GatewayProcess } from '#tests/server/process';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The gateway on a free port serving the portal in `portalDir`; extra env picks the store. */
export async function startGateway(portalDir: string, env: Record<string, string> = {}): Promise<GatewayProcess & { portal: string }> {
  const gp = spawnGateway({ PORTAL_DIR: portalDir, DATA_DIR: mkdtempSync(join(tmpdir(), 'fd-bench-')), AUTH: 'off', APP_ENV: 'test', DATABASE_URL: '', ...env });
  await waitHealthy(gp, 600_000);
  return Object.assign(gp, { portal: gp.base.replace('/services', '') });
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** A page with the CPU slowed `rate` times (1: none) and the in-page probes installed. */
export async function benchPage(browser: Browser, rate: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // A plain script file: tsx would rewrite a function passed here with helpers the page lacks.
  await page.addInitScript({ path: join(root, 'bench', 'portal', 'probes.js') });
  return page;
}

/**
 * Presses `key` and answers how long until the frame after its work, in ms: the first frame showing
 * `selector` when given, or in which its text changed when `change` is set (see probes.js).
 */
export async function timeKey(page: Page, key: string, selector?: string, change = false): Promise<number> {
  await page.evaluate(([sel, ch]) => (window as unknown as { __bench: { arm(s?: string, c?: boolean): void } }).__bench.arm(sel, ch), [selector, change] as const);
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { __bench: { result(): Promise<number> } }).__bench.result());
}

/**
 * The Event Timing durations of the keys timeKey pressed since `since` (page time), in ms: from each
 * input's own timestamp to the paint after its handlers, as the browser counts it, in 8 ms steps (8
 * means under the 16 ms the API reports from). Entries arrive after their paint, hence the wait.
 */
export async function eventDurations(page: Page, since: number): Promise<number[]> {
  await page.waitForTimeout(150);
  return page.evaluate((s) => (window as unknown as { __bench: { eventDurations(s: number): number[] } }).__bench.eventDurations(s), since);
}

export const longFrames = (page: Page, since: number) =>
  page.evaluate((s) => (window as unknown as { __bench: { longFrames(s: number): number[] } }).__bench.longFrames(s), since);

export const pageNow = (page: Page) => page.evaluate(() => performance.now());

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
export const median = (values: number[]) => percentile(values, 50);
export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

/** A results table row: what was timed, its median and p95 in ms, and its target. */
export const timingRow = (label: string, v: number[], target: string) => `| ${label} | ${ms(median(v))} | ${ms(percentile(v, 95))} | ${target} |`;

/**
 * Waits (up to three minutes) until the one-minute load average is under 1, and answers it. On two
 * cores the portal build just made, or any other work, would otherwise show in the first runs: the
 * load read right after the build was 1.3 to 2.6 in earlier runs.
 */
export async function settledLoad(limitMs = 180_000): Promise<string> {
  const until = Date.now() + limitMs;
  while (loadavg()[0]! >= 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5000));
  return loadavg()[0]!.toFixed(2);
}

export function appendResults(section: string) {
  // BENCH_RESULTS: another file, for trial runs that should not be recorded.
  appendFileSync(process.env.BENCH_RESULTS ?? join(root, 'bench', 'RESULTS.md'), section);
  console.log(section);
}
