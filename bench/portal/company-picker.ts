/**
 * Company picker benchmark (issue 24 §2) at 100,000 companies on PostgreSQL, production build,
 * Debian's Chromium: in the company form's 'Child Companies' picker (ui/SearchPicker), a name put
 * into the box in one input (as a paste or a quick typist gives: no search for half a name) to the
 * frame showing its matches, measured from the search request's start (the box
 * waits 150 ms after typing before it asks) and from the typing; beside it, in the same run, the
 * floor: a bare fetch of the same search from the same page. Each run first finds a company created
 * a moment before ('Willow Table …'). Terms: a brand word (about 2,500 matches), a brand pair (about
 * 100) or a number (a few dozen), each searched once.
 * The database must hold the data: bench/portal/grow-companies.ts migrates and fills it.
 * Usage: DATABASE_URL=postgres://…/flightdeck_bench_pickers npx tsx bench/portal/company-picker.ts
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { BRAND_FIRST, BRAND_SECOND } from '#server/seed/names';
import { appendResults, benchPage, median, openBrowser, pageNow, root, settledLoad, startGateway, timingRow as row } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TERMS_PER_RUN = Number(process.env.BENCH_TERMS ?? 20);
const FIRST_OPTION = '.select-popover [role="option"]';

/**
 * Term `i` of the whole bench, each different (a search already made would come from the cache). A
 * term the whole list's first company holds is skipped: the emptied box shows that company first, so
 * the term's answer would change nothing on screen.
 */
const terms = (count: number, firstCompany: string) => {
  const all: string[] = [];
  for (let i = 0; all.length < count; i++) if (!firstCompany.toLowerCase().includes(term(i))) all.push(term(i));
  return all;
};

function term(i: number): string {
  if (i % 3 === 0) return BRAND_FIRST[i % BRAND_FIRST.length]!.toLowerCase();
  if (i % 3 === 1) return `${BRAND_FIRST[(i * 7) % BRAND_FIRST.length]} ${BRAND_SECOND[i % BRAND_SECOND.length]}`.toLowerCase();
  return String(1000 + i * 137);
}

/**
 * From now on notes each text the first option shows, with the time after the frame that painted
 * it (as probes.js times a key).
 */
const watchFirstOption = (page: Page) =>
  page.evaluate((selector) => {
    const seen: { text: string; at: number }[] = [];
    (window as unknown as { __firstOption: typeof seen }).__firstOption = seen;
    // A loop, not a named frame callback: tsx names such functions with a helper the page lacks.
    void (async () => {
      for (;;) {
        await new Promise((frame) => requestAnimationFrame(frame));
        const text = document.querySelector(selector)?.textContent ?? '';
        if (seen.at(-1)?.text === text) continue;
        await new Promise((after) => setTimeout(after));
        seen.push({ text, at: performance.now() });
      }
    })();
  }, FIRST_OPTION);

/** When the first option first showed `text` at or after `since` (page time), waiting for it. */
const shownAt = async (page: Page, text: string, since: number) => {
  const at = ([t, s]: readonly [string, number]) => (window as unknown as { __firstOption: { text: string; at: number }[] }).__firstOption.find((e) => e.text === t && e.at >= s)?.at;
  await page.waitForFunction(at, [text, since] as const, { timeout: 10_000 });
  return page.evaluate(at, [text, since] as const) as Promise<number>;
};

/** The newest first-page search for `name`, from the browser's resource timing: its start, duration and URL. */
const lastCall = (page: Page, name: string) =>
  page.evaluate((n) => {
    // The first page's call: the list asks for the next page (with `next`) as soon as the first shows.
    const hits = performance.getEntriesByType('resource').filter((e) => e.name.includes('/companies/?') && new URL(e.name).searchParams.get('name') === n && !new URL(e.name).searchParams.has('next'));
    const e = hits.at(-1) as PerformanceResourceTiming | undefined;
    return e ? { duration: e.duration, start: e.startTime, url: e.name } : undefined;
  }, name);

/** A bare fetch of the search the picker makes, from the page: request to parsed answer, ms. */
const bareFetch = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const t0 = performance.now();
    await (await fetch(u)).json();
    return performance.now() - t0;
  }, url);

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the benchmark database (see the comment at the top).');
  const portalDir = mkdtempSync(join(tmpdir(), 'fd-bench-portal-'));
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, PORTAL_DIR: portalDir } });
  const gateway = await startGateway(portalDir, { SEED: 'none', DATABASE_URL: databaseUrl });
  const browser = await openBrowser();
  // Two cores shared with other work: wait a little for quiet, and say what the load was.
  const load = await settledLoad(Number(process.env.BENCH_SETTLE_MS ?? 30_000));
  const m = { fromRequest: [] as number[], fromTyping: [] as number[], call: [] as number[], floor: [] as number[], matches: [] as number[], fresh: [] as string[] };
  let companies = 0;
  const first = (await (await fetch(`${gateway.base}/company/v1/companies/?limit=1`)).json()).objects[0].name as string;
  const searches = terms(RUNS * TERMS_PER_RUN, first);
  try {
    for (let run = 0; run < RUNS; run++) {
      const fresh = `Willow Table ${Date.now().toString(36)}`;
      await fetch(`${gateway.base}/company/v1/companies/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: fresh }) });
      const page = await benchPage(browser, 1);
      await page.goto(`${gateway.portal}/companies/new`);
      const box = page.getByRole('combobox', { name: 'Child Companies' });
      await box.focus();
      await watchFirstOption(page);
      for (let i = -1; i < TERMS_PER_RUN; i++) {
        const text = i < 0 ? fresh.toLowerCase() : searches[run * TERMS_PER_RUN + i]!;
        const answer = page.waitForResponse((r) => r.url().includes('/companies/?') && new URL(r.url()).searchParams.get('name') === text);
        await page.keyboard.insertText(text);
        const typedAt = await pageNow(page);
        const page1 = (await (await answer).json()) as { objects: { name: string }[]; pagination: { objectCount: number } };
        const call = (await lastCall(page, text))!;
        const shown = await shownAt(page, page1.objects[0]!.name, call.start);
        if (i < 0) m.fresh.push(page1.objects[0]!.name);
        m.fromRequest.push(shown - call.start);
        m.fromTyping.push(shown - typedAt);
        m.call.push(call.duration);
        m.matches.push(page1.pagination.objectCount);
        m.floor.push(await bareFetch(page, call.url));
        // Empty the box and close the list, so that the next answer's first option is a change.
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Escape');
        await page.locator(FIRST_OPTION).waitFor({ state: 'detached' });
        await page.waitForTimeout(300);
      }
      await page.close();
    }
    // The list's own count stops at 10,000: the table's is exact.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    companies = (await client.query<{ n: number }>('select count(*)::int as n from company')).rows[0]!.n;
    await client.end();
  } finally {
    await browser.close();
    gateway.child.kill('SIGTERM');
  }
  appendResults(
    [
      `\n## Company picker at ${companies.toLocaleString('en-US')} companies, ${new Date().toISOString().slice(0, 10)}`,
      `PostgreSQL 15, production build, Debian's Chromium (headless, no throttling), ${RUNS} runs of ${TERMS_PER_RUN + 1} searches (${m.fromRequest.length} in all), in the company form's 'Child Companies' picker. Timed to the first frame whose first option is the answer's first company (bench/portal/company-picker.ts). The floor is a bare fetch of the same search (the picker's own request URL) from the same page, right after. Load average before the run: ${load}. ${process.env.BENCH_NOTE ?? ''}`,
      '',
      '| measure | median | p95 | target |',
      '|---|---|---|---|',
      row('typing a name: request start to matches rendered, ms', m.fromRequest, '≤ 100'),
      row('typing a name: input to matches rendered (150 ms debounce included), ms', m.fromTyping, '—'),
      row('the search call in the picker, ms', m.call, '—'),
      row('floor: a bare fetch of the same search, ms', m.floor, '—'),
      '',
      `Matches per search: median ${median(m.matches)}, from ${Math.min(...m.matches)} to ${Math.max(...m.matches)}. Each run first found a company created a moment before: ${m.fresh.map((n) => `'${n}'`).join(', ')}. Load average after the runs: ${loadavg()[0]!.toFixed(2)}.`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
