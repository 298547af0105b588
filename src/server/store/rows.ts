import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';

/**
 * Many rows (keyed by the table's drizzle properties) as one JSON parameter the database unpacks
 * into rows of the table (jsonb_populate_recordset): building a statement of one parameter per
 * value took drizzle longer than the database took to store the rows. Only the properties some row
 * has are named; a row without one of them gets null there.
 */
export function recordset(table: PgTable, objects: readonly object[]): { names: string[]; rows: SQL } {
  const rows = objects as readonly Record<string, unknown>[];
  const columns = getTableColumns(table);
  const used = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(used.map((key) => [columns[key]!.name, row[key] ?? null]))));
  return { names: used.map((key) => columns[key]!.name), rows: sql`jsonb_populate_recordset(null::${table}, ${json}::jsonb)` };
}

/** The statement inserting rows in one go; a property no row has gets the column's default. */
export function insertRowsStatement(table: PgTable, objects: readonly object[]): SQL {
  const { names, rows } = recordset(table, objects);
  const list = sql.join(names.map((n) => sql.identifier(n)), sql`, `);
  return sql`insert into ${table} (${list}) select ${list} from ${rows}`;
}

/** Inserts rows in one statement; a property no row has gets the column's default. */
export async function insertRows(db: Db, table: PgTable, objects: readonly object[]): Promise<void> {
  if (objects.length === 0) return;
  await db.execute(insertRowsStatement(table, objects));
}

/**
 * Updates rows in one statement, each matched by `id` and only while the stored `version` is the
 * row's `version` (the one the writer read); each updated row's version goes up by one and its other
 * given columns take the row's values. Answers the rows updated, as `returning` names them: a row
 * missing from the answer was changed or deleted since it was read.
 */
export async function updateRowsAtVersion<R>(db: Db, table: PgTable, objects: readonly object[], returning: SQL): Promise<R[]> {
  if (objects.length === 0) return [];
  const { names, rows } = recordset(table, objects);
  const set = names.filter((n) => n !== 'id' && n !== 'version').map((n) => sql`${sql.identifier(n)} = v.${sql.identifier(n)}`);
  const result = (await db.execute(sql`
    update ${table} as t set ${sql.join(set, sql`, `)}, version = t.version + 1
    from ${rows} as v
    where t.id = v.id and t.version = v.version
    returning ${returning}`)) as unknown as { rows: R[] };
  return result.rows;
}
