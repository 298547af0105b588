import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { execRows } from '#server/repo/documents';
import { seedDemo } from '#server/seed/index';
import { startVacuumWorker } from '#server/workers/vacuum';
import { type Gateway, gatewayForSuite, QUIET, startGateway } from './harness';

/** The plan PostgreSQL runs for a statement, as EXPLAIN ANALYZE prints it. */
async function planOf(gw: Gateway, statement: string): Promise<string> {
  const rows = await gw.store.read((db) => execRows<{ 'QUERY PLAN': string }>(db, sql.raw(`explain (analyze, costs off) ${statement}`)));
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const stats = (gw: Gateway, table: string) =>
  gw.store.read(async (db) => {
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const [row] = await execRows<{ dead: number; vacuumed: boolean; analyzed: boolean }>(db, sql`
      select n_dead_tup::int as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
      from pg_stat_user_tables where relname = ${table}`);
    return row;
  });

describe('the embedded store\'s vacuum worker', () => {
  const gw = gatewayForSuite(() => startGateway('pglite'));
  const worker = () => startVacuumWorker({ store: gw.store, autoStart: false, logger: QUIET });

  it('after a fresh seed, vacuums and analyzes what it wrote: a list\'s count reads the primary key index alone', async () => {
    await seedDemo(gw.store, gw.files, 0.1);
    const vacuum = worker();
    expect(await vacuum.runOnce()).toBeGreaterThan(0);
    // as PostgreSQL's autovacuum would: past 1,000 new rows (about 4,000 ads) a vacuum, under it (300 campaigns) statistics only
    expect(await stats(gw, 'ad')).toEqual({ dead: 0, vacuumed: true, analyzed: true });
    expect(await stats(gw, 'campaign')).toEqual({ dead: 0, vacuumed: false, analyzed: true });
    await gw.store.read((db) => db.execute(sql`set enable_seqscan = off`));
    expect(await planOf(gw, 'select count(*) from ad')).toContain('Heap Fetches: 0');
    await gw.store.read((db) => db.execute(sql`reset enable_seqscan`));
    // with nothing changed since, the next pass finds nothing to do
    expect(await vacuum.runOnce()).toBe(0);
    await vacuum.stop();
  });

  it('clears the dead rows that deletes leave, and leaves a table with few changes alone', async () => {
    const vacuum = worker();
    await vacuum.runOnce();
    await gw.store.tx((tx) => tx.execute(sql`insert into event_outbox (aggregate_type, aggregate_id, event_type, payload) select 'campaign', g::text, 'UPDATE', '{}' from generate_series(1, 3000) g`));
    await vacuum.runOnce();
    await gw.store.tx((tx) => tx.execute(sql`delete from event_outbox where aggregate_id::int <= 10`));
    expect(await vacuum.runOnce()).toBe(0);
    expect((await stats(gw, 'event_outbox'))?.dead).toBe(10);
    await gw.store.tx((tx) => tx.execute(sql`delete from event_outbox where aggregate_id::int <= 2000`));
    expect(await vacuum.runOnce()).toBeGreaterThan(0);
    expect((await stats(gw, 'event_outbox'))?.dead).toBe(0);
    await vacuum.stop();
  });
});
