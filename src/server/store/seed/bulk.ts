import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { GenericSchema } from 'valibot';
import { validate } from '../../../domain/validation';
import type { Body, Collection } from '../../repo/documents';
import type { Db } from '../db';
import { changelogVersion } from '../schema';

export interface SeedDocument {
  id: string;
  body: Body;
  created: Date;
  userId: string;
}

/** Rows per statement: a larger one gains little and holds more in memory at once. */
const BATCH = 1000;

/** Checks a generated body against the domain schema the gateway uses, applying its defaults. */
export function valid<S extends GenericSchema>(schema: S, body: unknown, what: string): Body {
  const result = validate(schema, body);
  if (!result.ok) throw new Error(`seed: invalid ${what}: ${JSON.stringify(result.errors.slice(0, 3))}`);
  return result.value as Body;
}

/** Inserts documents with their CREATE version, in batches. */
export async function bulkInsert(db: Db, coll: Collection, docs: readonly SeedDocument[]): Promise<void> {
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = docs.slice(i, i + BATCH);
    await insertRows(db, coll.table, batch.map((d) => ({ id: d.id, version: 1, created: d.created, modified: d.created, body: d.body, ...coll.columns(d.body as never) })));
    await insertRows(
      db,
      changelogVersion,
      batch.map((d) => ({
        documentId: d.id,
        documentType: coll.documentType,
        parentIds: coll.parentIds(d.body as never),
        event: 'CREATE',
        name: String(d.body.campaignName ?? d.body.name ?? ''),
        userId: d.userId,
        created: d.created,
        content: { ...d.body, id: d.id, version: 1 },
      })),
    );
  }
}

/**
 * Inserts rows (keyed by the table's drizzle properties) as one JSON parameter the database unpacks
 * (jsonb_populate_recordset): building a statement of one parameter per value took drizzle longer
 * than the database took to store the rows. A property no row has gets the column's default.
 */
export async function insertRows(db: Db, table: PgTable, objects: readonly object[]): Promise<void> {
  if (objects.length === 0) return;
  const rows = objects as readonly Record<string, unknown>[];
  const columns = getTableColumns(table);
  const used = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(used.map((key) => [columns[key]!.name, row[key] ?? null]))));
  const names = sql.join(used.map((key) => sql.identifier(columns[key]!.name)), sql`, `);
  await db.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)`);
}
