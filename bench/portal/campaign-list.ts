/**
 * Campaign list benchmark (issue 5) at 100,000 campaigns on PostgreSQL, production build, Debian's
 * Chromium, 5 runs: first rows after opening the list; a 1.5 s scroll sweep of the table (long
 * animation frames over 50 ms, most rows in the DOM); j/k row moves to the next frame; sorting by
 * Name and searching by name to the frame showing the new first row (the search box waits 300 ms
 * after typing before it searches: measured from the request's start), and the list call's own time.
 * The database must hold the data: a seeded store grown with bench/portal/grow-campaigns.ts.
 * Usage: DATABASE_URL=postgres://…/flightdeck_bench npx tsx bench/portal/campaign-list.ts
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appendResults, benchPage, longFrames, median, ms, openBrowser, pageNow, percentile, root, startGateway, timeKey } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_ROW = '[role="grid"] [role="row"][aria-rowindex="2"]';

/** Scrolls the table from top to bottom over 1.5 s; answers the most rows the DOM held meanwhile. */
const sweep = (page: Page) =>
  page.evaluate(async () => {
    const el = document.querySelector<HTMLElement>('.data-table')!;
    let most = 0;
    const started = performance.now();
    await new Promise<void>((done) => {
      const step = (now: number) => {
        const f = Math.min(1, (now - started) / 1500);
        el.scrollTop = f * (el.scrollHeight - el.clientHeight);
        most = Math.max(most, el.querySelectorAll('[role="row"]').length);
        if (f < 1) requestAnimationFrame(step);
        else done();
      };
      requestAnimationFrame(step);
    });
    return most;
  });

/** The duration of the newest list call whose URL matches, from the browser's resource timing. */
const lastCall = (page: Page, part: string) =>
  page.evaluate((p) => {
    const hits = performance.getEntriesByType('resource').filter((e) => e.name.includes('/campaigns/?') && e.name.includes(p));
    const e = hits.at(-1) as PerformanceResourceTiming | undefined;
    return e ? { duration: e.duration, start: e.startTime } : undefined;
  }, part);

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the benchmark database (see the comment at the top).');
  const portalDir = mkdtempSync(join(tmpdir(), 'fd-bench-portal-'));
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, PORTAL_DIR: portalDir } });
  const gateway = await startGateway(portalDir, { SEED: 'none', DATABASE_URL: databaseUrl });
  const count = (await (await fetch(`${gateway.base}/campaign/v1/campaigns/?limit=1`)).json()).pagination;
  const browser = await openBrowser();
  const load = loadavg()[0]!.toFixed(2);
  const m = { open: [] as number[], rows: [] as number[], long: [] as number[], jk: [] as number[], sort: [] as number[], sortCall: [] as number[], search: [] as number[], searchCall: [] as number[] };
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await benchPage(browser, 1);
      const t0 = Date.now();
      await page.goto(`${gateway.portal}/campaigns`);
      await page.locator(FIRST_ROW).waitFor();
      m.open.push(Date.now() - t0);
      await page.waitForTimeout(500);
      let since = await pageNow(page);
      m.rows.push(await sweep(page));
      m.long.push(...(await longFrames(page, since)));
      await page.evaluate(() => document.querySelector<HTMLElement>('.data-table')!.scrollTo(0, 0));
      await page.locator(FIRST_ROW).focus();
      since = await pageNow(page);
      for (let i = 0; i < 20; i++) m.jk.push(await timeKey(page, i < 10 ? 'j' : 'k'));
      m.long.push(...(await longFrames(page, since)));
      await page.getByRole('button', { name: 'Name', exact: true }).focus();
      m.sort.push(await timeKey(page, 'Enter', FIRST_ROW, true));
      m.sortCall.push((await lastCall(page, 'sort=name'))!.duration);
      await page.getByRole('searchbox', { name: 'Search campaign' }).fill(`granola ${run}`);
      await page.waitForResponse((r) => r.url().includes('campaignName=granola'));
      await page.getByText(/results found for "granola/).waitFor();
      const call = (await lastCall(page, 'campaignName=granola'))!;
      m.searchCall.push(call.duration);
      m.search.push((await pageNow(page)) - call.start);
      await page.close();
    }
  } finally {
    await browser.close();
    gateway.child.kill('SIGTERM');
  }
  const row = (label: string, v: number[], target: string) => `| ${label} | ${ms(median(v))} | ${ms(percentile(v, 95))} | ${target} |`;
  appendResults(
    [
      `\n## Campaign list at ${count.objectCount.toLocaleString('en-US')}${count.customParams?.objectCountCapped ? '+' : ''} campaigns, ${new Date().toISOString().slice(0, 10)}`,
      `PostgreSQL 15, production build, Debian's Chromium (headless, no throttling), ${RUNS} runs. Frame times run from the keydown to the first frame after its work (bench/portal/probes.js). Pages hold 50 rows (spec 1: Next and Previous paging), so the DOM never holds more than a page. Load average before the run: ${load}. ${process.env.BENCH_NOTE ?? ''}`,
      '',
      '| measure | median | p95 | target |',
      '|---|---|---|---|',
      row('open /campaigns to first row, ms', m.open, '—'),
      row('rows in the DOM during a 1.5 s sweep (most)', m.rows, '< 100'),
      row('j/k row move to next frame, ms', m.jk, '≤ 16.7'),
      row('sort by Name: Enter to new first row, ms', m.sort, '≤ 100'),
      row('sort by Name: the list call, ms', m.sortCall, '—'),
      row('search by name: request start to results shown, ms', m.search, '≤ 100'),
      row('search by name: the list call, ms', m.searchCall, '—'),
      `| long frames > 50 ms while sweeping and moving | ${m.long.length ? m.long.join(', ') : 'none'} | | none |`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
