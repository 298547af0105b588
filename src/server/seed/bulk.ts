import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { GenericSchema } from 'valibot';
import { validate } from '#domain/validation';
import type { Body, Collection } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { insertRowsStatement, recordset } from '#server/store/rows';
import { changelogVersion } from '#server/store/schema';

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

/** Statements made ahead of the one the database is running: they bound the memory held. */
const AHEAD = 4;

/**
 * The seed's inserts, made ahead of the database: on PostgreSQL it stores one batch while this
 * process makes the next documents and statements (on the embedded store one thread does both, so
 * they alternate). One connection runs one statement at a time, so each is sent once the one before
 * it is answered; after a failure none is sent, the next call or `done()` throws, and the
 * transaction around it rolls back.
 */
export class SeedWriter {
  private last: Promise<void> = Promise.resolve();
  private readonly ahead: Promise<void>[] = [];

  constructor(private readonly db: Db) {}

  /** Documents with their CREATE version, whose content is the stored body with its id and version. */
  async documents(coll: Collection, docs: readonly SeedDocument[]): Promise<void> {
    const table = getTableName(coll.table);
    for (let i = 0; i < docs.length; i += BATCH) {
      const batch = docs.slice(i, i + BATCH);
      await this.send(insertRowsStatement(coll.table, batch.map((d) => ({ id: d.id, version: 1, created: d.created, modified: d.created, body: d.body, ...coll.columns(d.body) }))));
      // the body is sent once: each version's content is the row just stored, with its id and version;
      // versions are numbered in the documents' order (the seed's ids are numbers, counted up)
      const { rows } = recordset(
        changelogVersion,
        batch.map((d) => ({ documentId: d.id, documentType: coll.documentType, parentIds: coll.parentIds(d.body), name: String(d.body.campaignName ?? d.body.name ?? ''), userId: d.userId, created: d.created })),
      );
      await this.send(sql`insert into ${changelogVersion} (document_id, document_type, parent_ids, event, name, user_id, created, content)
        select v.document_id, v.document_type, v.parent_ids, 'CREATE', v.name, v.user_id, v.created, d.body || jsonb_build_object('id', d.id, 'version', 1)
        from ${rows} v join ${sql.identifier(table)} d on d.id = v.document_id order by length(v.document_id), v.document_id`);
    }
  }

  /** Plain rows of a table, in batches. */
  async rows(table: PgTable, rows: readonly object[]): Promise<void> {
    for (let i = 0; i < rows.length; i += BATCH) await this.send(insertRowsStatement(table, rows.slice(i, i + BATCH)));
  }

  /** Waits until every statement is answered; a failure is thrown. */
  async done(): Promise<void> {
    this.ahead.length = 0;
    await this.last;
  }

  private async send(statement: SQL): Promise<void> {
    if (this.ahead.length >= AHEAD) await this.ahead.shift();
    // drizzle runs a statement each time its result is awaited: then() once, here
    this.last = this.last.then(() => this.db.execute(statement)).then(() => undefined);
    // a failure is thrown by a later send or done(); until then it must not count as unhandled
    this.last.catch(() => undefined);
    this.ahead.push(this.last);
  }
}
