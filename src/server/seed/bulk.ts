import type { GenericSchema } from 'valibot';
import { validate } from '#domain/validation';
import type { Body, Collection } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { insertRows } from '#server/store/rows';
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
