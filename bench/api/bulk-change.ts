/**
 * A bulk change of 1,000 ads (issue 28 §2: answered within 2 s on PostgreSQL): the gateway (bundled,
 * SEED=none) on a fresh store gets one campaign with 1,000 banner ads (v3 bulk creates), then each
 * bulk call runs BENCH_RUNS times over all 1,000: set the end date (a new date each run, so every ad
 * changes), disable and enable again, and the revert of the last end-date change. Each call is timed
 * from send to answer.
 * Usage: npx tsx bench/api/bulk-change.ts [--store pglite|postgres] (postgres: a database
 * flightdeck_bench_bulk, made afresh). Appends to bench/RESULTS.md (or BENCH_RESULTS).
 */
import { appendFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import { buildGateway, percentiles, startProcess } from '../process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const store = args.includes('--store') ? args[args.indexOf('--store') + 1]! : 'pglite';
const ADS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 8184;
const API = `http://127.0.0.1:${PORT}/flightdeck/services`;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 500)}`);
  return res.json();
}

async function timed(path: string, body?: unknown): Promise<{ ms: number; answer: { changeSetId: string | null } }> {
  const started = performance.now();
  const answer = await call('POST', path, body);
  return { ms: performance.now() - started, answer };
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists flightdeck_bench_bulk with (force)');
  await admin.query('create database flightdeck_bench_bulk');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/flightdeck_bench_bulk';
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';

/** One campaign, ad set and chain holding ADS banner ads; answers their ids. */
async function thousandAds(): Promise<string[]> {
  const company = await call('POST', '/company/v1/companies/', { name: 'Bulk Bench Co' });
  const order = await call('POST', '/order/v1/insertionOrders/', {
    name: 'Bulk Bench Order', companyId: company.id,
    orderLineItems: [{ orderLineItemType: 'BANNER', description: 'Banners', pricingModel: { '@type': 'FlatFee', amount: 1000, engagements: 10 } }],
  });
  const logos = Object.fromEntries(CHAIN_IMAGE_SLOTS.filter((s) => s.required).map((s) => [s.field, `https://images.example/${s.field}.png`]));
  const chain = await call('POST', '/chain/v1/chains', { chain: { ...logos, name: 'Bulk Bench Chain' }, button_ids: [] });
  const chainId = chain.chain.chain_id;
  const campaign = await call('POST', '/campaign/v3/campaigns/', {
    campaignName: 'Bulk bench campaign', companyIds: [company.id], insertionOrderIds: [order.id],
    accountManager: 'ana.account@flightdeck.example', campaignManager: 'carl.campaign@flightdeck.example', startDate: day(1), endDate: day(400),
  });
  const adSets = `/campaign/v3/campaigns/${campaign.id}/adsets`;
  const adSet = await call('POST', adSets, { name: 'Bulk bench set', constraints: [{ '@type': 'ChainConstraint', chainIds: { [chainId]: true } }] });
  const banner = (i: number) => ({
    name: `Banner ${i}`, insertionOrderId: order.id, orderLineItemId: order.orderLineItems[0].id,
    format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId } }] },
  });
  const ids: string[] = [];
  // the ads' own bulk create takes 100 at a time (http/ad-bulk.ts)
  for (let from = 0; from < ADS; from += 100) {
    const created = await call('POST', `${adSets}/${adSet.id}/ads:bulkCreate`, { ads: Array.from({ length: 100 }, (_, i) => banner(from + i)) });
    ids.push(...created.objects.map((o: { id: string }) => o.id));
  }
  return ids;
}

async function main() {
  const dataDir = join(root, 'bench', '.data', `bulk-${store}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: Record<string, string> = { PORT: String(PORT), DATA_DIR: dataDir, SEED: 'none' };
  if (store === 'postgres') env.DATABASE_URL = await freshDatabase();
  const gateway = await startProcess(buildGateway(), env);
  try {
    const adIds = await thousandAds();
    const times: Record<string, number[]> = { 'set end date': [], 'disable (then enable)': [], 'revert the end-date change': [] };
    for (let run = 0; run < RUNS; run++) {
      const ended = await timed('/ad/v1/ads:bulkSetEndDate', { adIds, endDate: day(100 + run) });
      times['set end date']!.push(ended.ms);
      times['disable (then enable)']!.push((await timed('/ad/v1/ads:bulkSetEnabled', { adIds, enabled: run % 2 === 1 })).ms);
      if (run === RUNS - 1) {
        // the set is no longer the newest change of its ads once they were toggled: undo the toggle first
        await timed('/ad/v1/ads:bulkSetEnabled', { adIds, enabled: run % 2 === 0 });
        const again = await timed('/ad/v1/ads:bulkSetEndDate', { adIds, endDate: day(200) });
        times['revert the end-date change']!.push((await timed(`/changelog/v1/changeSets/${again.answer.changeSetId}:revert`)).ms);
      }
    }
    const lines = Object.entries(times).map(([what, ms]) => {
      const p = percentiles([...ms]);
      return `| ${what} | ${ms.length} | ${p.p50} | ${Math.round(Math.max(...ms))} |`;
    });
    const section = [
      '',
      `### Bulk change of ${ADS} ads (${store}, ${new Date().toISOString().slice(0, 16)}Z, load ${loadavg()[0]!.toFixed(1)})`,
      '',
      `bench/api/bulk-change.ts: one campaign of ${ADS} banner ads, SEED=none; each call over all ${ADS} ads, timed from send to answer (target: within 2,000 ms on PostgreSQL).`,
      '',
      '| call | runs | p50 ms | max ms |',
      '|---|---|---|---|',
      ...lines,
      '',
    ].join('\n');
    process.stdout.write(section);
    appendFileSync(process.env.BENCH_RESULTS ?? join(root, 'bench', 'RESULTS.md'), section);
  } finally {
    gateway.kill('SIGTERM');
  }
}

await main();
