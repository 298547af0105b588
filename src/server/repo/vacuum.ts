import { sql } from 'drizzle-orm';
import type { Db } from '#server/store/db';
import { execRows } from './documents';

/** A table the embedded store's vacuum worker is to look after, and what it needs. */
export interface TableDue {
  name: string;
  /** dead rows to clear, or enough new rows that their pages should be marked all-visible */
  vacuum: boolean;
}

/**
 * The tables PostgreSQL's autovacuum would take up now, by its default thresholds: vacuum past
 * 50 + 20% of the rows dead or 1,000 + 20% new since the last vacuum, analyze past 50 + 10%
 * changed since the last analyze. The cumulative statistics are flushed first: PGlite runs one
 * backend, which flushes them only now and then.
 */
export async function tablesDue(db: Db): Promise<TableDue[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  return execRows<TableDue>(db, sql`
    select s.relname as name,
           (s.n_dead_tup > 50 + 0.2 * c.reltuples or s.n_ins_since_vacuum > 1000 + 0.2 * c.reltuples) as vacuum
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
      and (s.n_dead_tup > 50 + 0.2 * c.reltuples
        or s.n_ins_since_vacuum > 1000 + 0.2 * c.reltuples
        or s.n_mod_since_analyze > 50 + 0.1 * c.reltuples)
    order by s.relname`);
}

/** Vacuums and analyzes one table, or only analyzes it; outside a transaction, as VACUUM must be. */
export async function tendTable(db: Db, table: TableDue): Promise<void> {
  await db.execute(table.vacuum ? sql`vacuum analyze ${sql.identifier(table.name)}` : sql`analyze ${sql.identifier(table.name)}`);
}
