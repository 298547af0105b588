import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { GenericSchema, InferOutput } from 'valibot';
import { validate } from '#domain/validation';
import { must } from '#server/errors';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { chainCollection } from '#server/repo/collections/chain';
import { companyCollection } from '#server/repo/collections/company';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { topicCollection } from '#server/repo/collections/topic';
import type { Body, Collection } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { insertRecordsetStatement, recordsetJson, recordsetOf, type RecordsetJson } from '#server/store/rows';
import { chainLocation, changelogVersion, mappingTask } from '#server/store/schema';

export interface SeedDocument<T extends Body = Body> {
  id: string;
  body: T;
  created: Date;
  userId: string;
}

/** Checks a generated body against the domain schema the gateway uses, applying its defaults. */
export function valid<S extends GenericSchema<unknown, Body>>(schema: S, body: unknown, what: string): InferOutput<S> {
  const result = validate(schema, body);
  if (!result.ok) throw new Error(`seed: invalid ${what}: ${JSON.stringify(result.errors.slice(0, 3))}`);
  return result.value;
}

/**
 * One statement of the seed as plain data, made on the seed's own thread (demo-thread.ts): a batch of
 * documents with their CREATE versions, or plain rows of a table. The database's thread only runs it.
 */
export type SeedStatement = { documentType: string; documents: RecordsetJson; versions: RecordsetJson } | { table: string; rows: RecordsetJson };

/** Rows per statement: a larger one gains little and holds more in memory at once. */
const BATCH = 1000;

/** Documents in batches, each with its CREATE versions (whose content is the stored body with its id and version). */
export function documentStatements(coll: Collection, docs: readonly SeedDocument[]): SeedStatement[] {
  const statements: SeedStatement[] = [];
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = docs.slice(i, i + BATCH);
    statements.push({
      documentType: coll.documentType,
      documents: recordsetJson(coll.table, batch.map((d) => ({ id: d.id, version: 1, created: d.created, modified: d.created, body: d.body, ...coll.columns(d.body) }))),
      versions: recordsetJson(
        changelogVersion,
        batch.map((d) => ({ documentId: d.id, documentType: coll.documentType, parentIds: coll.parentIds(d.body), name: String(d.body.campaignName ?? d.body.name ?? ''), userId: d.userId, created: d.created })),
      ),
    });
  }
  return statements;
}

/** Plain rows of a table, in batches. */
export function rowStatements(table: PgTable, rows: readonly object[]): SeedStatement[] {
  const statements: SeedStatement[] = [];
  for (let i = 0; i < rows.length; i += BATCH) statements.push({ table: getTableName(table), rows: recordsetJson(table, rows.slice(i, i + BATCH)) });
  return statements;
}

/** What the seed writes into, by the names its statements carry. */
const COLLECTIONS = new Map([chainCollection, companyCollection, orderCollection, campaignCollection, topicCollection, adSetCollection, adCollection].map((c) => [c.documentType, c]));
const TABLES = new Map<string, PgTable>([chainLocation, mappingTask].map((t) => [getTableName(t), t]));

/** Runs one seed statement (a batch of documents is two: the documents, then their versions). */
export async function runSeedStatement(db: Db, statement: SeedStatement): Promise<void> {
  if ('table' in statement) {
    await db.execute(insertRecordsetStatement(must(TABLES.get(statement.table), `seed table ${statement.table}`), statement.rows));
    return;
  }
  const coll = must(COLLECTIONS.get(statement.documentType), `seed collection ${statement.documentType}`);
  await db.execute(insertRecordsetStatement(coll.table, statement.documents));
  // the body is sent once: each version's content is the row just stored, with its id and version;
  // versions are numbered in the documents' order (the seed's ids are numbers, counted up)
  const { rows } = recordsetOf(changelogVersion, statement.versions);
  await db.execute(sql`insert into ${changelogVersion} (document_id, document_type, parent_ids, event, name, user_id, created, content)
    select v.document_id, v.document_type, v.parent_ids, 'CREATE', v.name, v.user_id, v.created, d.body || jsonb_build_object('id', d.id, 'version', 1)
    from ${rows} v join ${coll.table} d on d.id = v.document_id order by length(v.document_id), v.document_id`);
}
