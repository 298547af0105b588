/**
 * Campaign list benchmark (issue 5) at 100,000 campaigns on PostgreSQL, production build, Debian's
 * Chromium, 5 runs: first rows after opening the list; a 1.5 s scroll sweep of the table (long
 * animation frames over 50 ms, most rows in the DOM); j/k row moves to the next frame; sorting by
 * Name to the frame showing the new first row, searching by name (terms that match) to the frame
 * whose results line gives the new term's count (the search box waits 300 ms after typing before it
 * searches: measured from the request's start), and the list call's own time.
 * The database must hold the data: a seeded store grown with bench/portal/grow-campaigns.ts.
 * Usage: DATABASE_URL=postgres://…/flightdeck_bench npx tsx bench/portal/campaign-list.ts
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { resultsLine } from '#app/ui/list-screen/ResultsLine';
import { appendResults, benchPage, longFrames, openBrowser, pageNow, root, settledLoad, startGateway, timeKey, timingRow as row } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_ROW = '[role="grid"] [role="row"][aria-rowindex="2"]';

/** Scrolls the table from top to bottom over 1.5 s; answers the most rows the DOM held meanwhile. */
const sweep = (page: Page) =>
  page.evaluate(async () => {
    const el = document.querySelector<HTMLElement>('.data-table')!;
    let most = 0;
    const started = performance.now();
    // A loop, not a named frame callback: tsx names such functions with a helper the page lacks.
    for (let f = 0; f < 1; ) {
      const now = await new Promise<number>((frame) => requestAnimationFrame(frame));
      f = Math.min(1, (now - started) / 1500);
      el.scrollTop = f * (el.scrollHeight - el.clientHeight);
      most = Math.max(most, el.querySelectorAll('[role="row"]').length);
    }
    return most;
  });

/** The newest list call whose `param` was `value`, from the browser's resource timing: its start and duration. */
const lastCall = (page: Page, param: string, value: string) =>
  page.evaluate(
    ([p, v]) => {
      const hits = performance.getEntriesByType('resource').filter((e) => e.name.includes('/campaigns/?') && new URL(e.name).searchParams.get(p) === v);
      const e = hits.at(-1) as PerformanceResourceTiming | undefined;
      return e ? { duration: e.duration, start: e.startTime } : undefined;
    },
    [param, value] as const,
  );

/** Names in the benchmark data ('Summit Labs Granola Bars Flight #11'): about 2,500–3,300 matches each, or about 300. */
const SEARCH_TERMS = ['granola', 'frozen pizza', 'hot sauce', 'oat milk trial', 'granola bars flight'];

/**
 * From now on, until the page closes, notes each text the results line shows, with the time after
 * the frame that painted it (as probes.js times a key).
 */
const watchResultsLine = (page: Page) =>
  page.evaluate(() => {
    const seen: { text: string; at: number }[] = [];
    (window as unknown as { __resultsLine: typeof seen }).__resultsLine = seen;
    // A loop, not a named frame callback: tsx names such functions with a helper the page lacks.
    void (async () => {
      for (;;) {
        await new Promise((frame) => requestAnimationFrame(frame));
        const text = document.querySelector('.results-line')?.textContent ?? '';
        if (seen.at(-1)?.text === text) continue;
        await new Promise((after) => setTimeout(after));
        seen.push({ text, at: performance.now() });
      }
    })();
  });

/** When the results line first showed `text` (page time), waiting for it. */
const shownAt = async (page: Page, text: string) => {
  const at = (t: string) => (window as unknown as { __resultsLine: { text: string; at: number }[] }).__resultsLine.find((s) => s.text === t)?.at;
  await page.waitForFunction(at, text, { timeout: 10_000 });
  return page.evaluate(at, text) as Promise<number>;
};

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the benchmark database (see the comment at the top).');
  const portalDir = mkdtempSync(join(tmpdir(), 'fd-bench-portal-'));
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, PORTAL_DIR: portalDir } });
  const gateway = await startGateway(portalDir, { SEED: 'none', DATABASE_URL: databaseUrl });
  const count = (await (await fetch(`${gateway.base}/campaign/v1/campaigns/?limit=1`)).json()).pagination;
  const browser = await openBrowser();
  const load = await settledLoad();
  const m = { open: [] as number[], rows: [] as number[], long: [] as number[], jk: [] as number[], sort: [] as number[], sortCall: [] as number[], search: [] as number[], searchCall: [] as number[], searchCounts: [] as string[] };
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
      m.sortCall.push((await lastCall(page, 'sort', 'name'))!.duration);
      // Timed to the frame whose results line gives the new term's own count (the line the gateway's
      // answer makes), not merely the term: a line pairing the term with the old count is not the result.
      const term = SEARCH_TERMS[run % SEARCH_TERMS.length]!;
      await watchResultsLine(page);
      const answer = page.waitForResponse((r) => r.url().includes('/campaigns/?') && new URL(r.url()).searchParams.get('campaignName') === term);
      await page.getByRole('searchbox', { name: 'Search campaign' }).fill(term);
      const found = resultsLine((await (await answer).json()).pagination.objectCount, term);
      const shown = await shownAt(page, found);
      const call = (await lastCall(page, 'campaignName', term))!;
      m.searchCall.push(call.duration);
      m.search.push(shown - call.start);
      m.searchCounts.push(found);
      await page.close();
    }
  } finally {
    await browser.close();
    gateway.child.kill('SIGTERM');
  }
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
      `Searches, one per run: ${m.searchCounts.map((line) => `'${line}'`).join(', ')}. Load average after the runs: ${loadavg()[0]!.toFixed(2)}.`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
