import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';

/** Rows of a table as one JSON text of objects keyed by column name, with the columns some row has. */
export interface RecordsetJson {
  names: string[];
  json: string;
}

/**
 * Many rows (keyed by the table's drizzle properties) as one JSON text the database unpacks into rows
 * of the table (recordsetOf): building a statement of one parameter per value took drizzle longer
 * than the database took to store the rows. Only the properties some row has are named; a row
 * without one of them gets null there. Plain data: the demo seed makes it on a thread of its own.
 */
export function recordsetJson(table: PgTable, objects: readonly object[]): RecordsetJson {
  const rows = objects as readonly Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => row[key] !== undefined));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null]))));
  return { names: columns.map(([, column]) => column.name), json };
}

/** The rows of a recordset JSON as a set of the table's rows (jsonb_populate_recordset). */
export function recordsetOf(table: PgTable, { names, json }: RecordsetJson): { names: string[]; rows: SQL } {
  return { names, rows: sql`jsonb_populate_recordset(null::${table}, ${json}::jsonb)` };
}

export const recordset = (table: PgTable, objects: readonly object[]) => recordsetOf(table, recordsetJson(table, objects));

/** The statement inserting the rows of a recordset JSON; a column it does not name gets its default. */
export function insertRecordsetStatement(table: PgTable, recordsetText: RecordsetJson): SQL {
  const { names, rows } = recordsetOf(table, recordsetText);
  const list = sql.join(names.map((n) => sql.identifier(n)), sql`, `);
  return sql`insert into ${table} (${list}) select ${list} from ${rows}`;
}

/** Inserts rows in one statement; a property no row has gets the column's default. */
export async function insertRows(db: Db, table: PgTable, objects: readonly object[]): Promise<void> {
  if (objects.length === 0) return;
  await db.execute(insertRecordsetStatement(table, recordsetJson(table, objects)));
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
