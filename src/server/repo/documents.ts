import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatUtc, parseUtc } from '#domain/timestamp';
import type { Db } from '#server/store/db';
import { must } from '#server/errors';
import { recordVersion } from './changelog';
import type { Actor, Body, Collection, DocTable, StoredDocument } from './document-types';
import { enqueueEvent } from './outbox';

export async function nextId(db: Db): Promise<string> {
  const rows = await execRows<{ id: string }>(db, sql`select nextval('document_id_seq')::text as id`);
  return must(rows[0], 'nextval answers a row').id;
}

/**
 * Whether a client-chosen id (a chain's `chain_id`) is free, claiming it if so. Ids come from one
 * sequence for every kind (decision 001): an id any document has ever had, of whatever kind, is
 * taken, and a numeric one moves the sequence past it, so that no later server id can meet it.
 */
export async function claimChosenId(db: Db, id: string): Promise<boolean> {
  const used = await execRows(db, sql`select 1 from changelog_version where document_id = ${id} limit 1`);
  if (used.length > 0) return false;
  // Longer numbers lie beyond anything the sequence (a bigint) will reach.
  if (/^\d{1,18}$/.test(id)) await execRows(db, sql`select setval('document_id_seq', greatest(last_value, ${id}::bigint)) from document_id_seq`);
  return true;
}

export async function execRows<R>(db: Db, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

type Row<T extends Body = Body> = { id: string; version: number; created: Date; modified: Date; body: T };

/** A row of a document table as the document it stores (a list's rows: see storedAs for one collection's). */
export const toDocument = (row: Row): StoredDocument => storedAs(row);

/** A row of one collection's table as the document it stores. */
export function storedAs<T extends Body>(row: Row<T>): StoredDocument<T> {
  return { ...row.body, id: row.id, created: formatUtc(row.created), modified: formatUtc(row.modified), version: row.version };
}

export async function getDocument<T extends Body>(db: Db, coll: Collection<T>, id: string): Promise<StoredDocument<T> | undefined> {
  const rows = (await db.select().from(coll.table).where(eq(coll.table.id, id)).limit(1)) as Row<T>[];
  return rows[0] && storedAs(rows[0]);
}

/** The stored documents of these ids that exist, by id. */
export async function getDocuments<T extends Body>(db: Db, coll: Collection<T>, ids: readonly string[]): Promise<Map<string, StoredDocument<T>>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.select().from(coll.table).where(inArray(coll.table.id, [...new Set(ids)]))) as Row<T>[];
  return new Map(rows.map((r) => [r.id, storedAs(r)]));
}

export async function insertDocument<T extends Body>(db: Db, coll: Collection<T>, body: T, actor: Actor, id?: string): Promise<StoredDocument<T>> {
  return storeAnew(db, coll, { id: id ?? (await nextId(db)), version: 1, created: actor.now, modified: actor.now, body }, actor);
}

/**
 * Brings a deleted document back (a change set's revert, issue 28 §2) under its id, as the version
 * after the one it was deleted at, created when it first was: to the change history and downstream,
 * it is created again.
 */
export async function restoreDocument<T extends Body>(db: Db, coll: Collection<T>, deleted: StoredDocument, body: T, actor: Actor): Promise<StoredDocument<T>> {
  return storeAnew(db, coll, { id: deleted.id, version: deleted.version + 1, created: new Date(parseUtc(deleted.created) ?? actor.now), modified: actor.now, body }, actor);
}

async function storeAnew<T extends Body>(db: Db, coll: Collection<T>, row: Row<T>, actor: Actor): Promise<StoredDocument<T>> {
  const { body } = row;
  await db.insert(coll.table).values({ ...row, ...coll.columns(body) } as never);
  const doc = storedAs(row);
  await recordVersion(db, coll, doc, 'CREATE', actor);
  // The downstream event is committed with the change or not at all (issue 3, event outbox).
  await enqueueEvent(db, { aggregateType: coll.documentType, aggregateId: doc.id, eventType: 'CREATE', payload: doc });
  return doc;
}

export type WriteOutcome<T extends Body = Body> = { ok: true; doc: StoredDocument<T> } | { ok: false; reason: 'missing' } | { ok: false; reason: 'stale'; current: StoredDocument<T> };

/** The version a write expects its document at: one, any of several (an If-Match list), or null for any. */
export type ExpectedVersion = number | readonly number[] | null;

function versionIs(t: DocTable, expected: ExpectedVersion): SQL | undefined {
  if (expected === null) return undefined;
  if (typeof expected === 'number') return eq(t.version, expected);
  return expected.length ? inArray(t.version, [...expected]) : sql`false`;
}

/** Whether a stored version satisfies what the write expects. */
const versionSatisfies = (version: number, expected: ExpectedVersion) =>
  expected === null || (typeof expected === 'number' ? version === expected : expected.includes(version));

/** The same content, whatever the order of keys (jsonb keeps its own) and leaving out undefined values. */
export const sameContent = (a: unknown, b: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

/**
 * Updates a document if it is still at the expected version. A write that changes nothing stores
 * nothing: no new version, no change history entry (it would list no field), no downstream event;
 * the answer is the document as it stands.
 */
export async function updateDocument<T extends Body>(
  db: Db,
  coll: Collection<T>,
  id: string,
  expectedVersion: ExpectedVersion,
  body: T,
  actor: Actor,
): Promise<WriteOutcome<T>> {
  const t = coll.table;
  const [stored] = (await db.select().from(t).where(eq(t.id, id)).limit(1)) as Row<T>[];
  if (!stored) return { ok: false, reason: 'missing' };
  if (!versionSatisfies(stored.version, expectedVersion)) return { ok: false, reason: 'stale', current: storedAs(stored) };
  if (sameContent(stored.body, body)) return { ok: true, doc: storedAs(stored) };
  const updated = (await db
    .update(t)
    .set({ body, modified: actor.now, version: sql`${t.version} + 1`, ...coll.columns(body) } as never)
    .where(and(eq(t.id, id), versionIs(t, expectedVersion)))
    .returning({ id: t.id, version: t.version, created: t.created, modified: t.modified, body: t.body })) as Row<T>[];
  if (updated[0]) {
    const doc = storedAs(updated[0]);
    await recordVersion(db, coll, doc, 'UPDATE', actor);
    await enqueueEvent(db, { aggregateType: coll.documentType, aggregateId: doc.id, eventType: 'UPDATE', payload: doc });
    return { ok: true, doc };
  }
  // changed by another transaction between the read and the write
  const current = await getDocument(db, coll, id);
  return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'missing' };
}

export async function deleteDocument<T extends Body>(db: Db, coll: Collection<T>, id: string, expectedVersion: ExpectedVersion, actor: Actor): Promise<WriteOutcome<T>> {
  const t = coll.table;
  const deleted = (await db
    .delete(t)
    .where(and(eq(t.id, id), versionIs(t, expectedVersion)))
    .returning({ id: t.id, version: t.version, created: t.created, modified: t.modified, body: t.body })) as Row<T>[];
  if (deleted[0]) {
    const doc = storedAs(deleted[0]);
    await recordVersion(db, coll, doc, 'DELETE', actor);
    // The document is gone, so the event says what was deleted rather than carrying it.
    await enqueueEvent(db, {
      aggregateType: coll.documentType, aggregateId: doc.id, eventType: 'DELETE',
      payload: { id: doc.id, documentType: coll.documentType, deleted: true, version: doc.version, deletedAt: formatUtc(actor.now) },
    });
    return { ok: true, doc };
  }
  const current = await getDocument(db, coll, id);
  return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'missing' };
}
