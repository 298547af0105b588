import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { formatUtc } from '../../domain/timestamp';
import type { Db } from '../store/db';
import { recordVersion } from './changelog';
import { type Cursor, decodeCursor, encodeCursor } from './cursor';
import { enqueueEvent } from './outbox';

/** The columns every document table has (see drizzle/0000_init.sql). */
export type DocTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  created: PgColumn;
  modified: PgColumn;
  name: PgColumn;
  nameKey: PgColumn;
  body: PgColumn;
};

export type Body = Record<string, unknown>;
export type StoredDocument = Body & { id: string; created: string; modified: string; version: number };

/** How one kind of document maps onto its table and its change history. */
export interface Collection<T extends Body = Body> {
  documentType: string;
  /** used in messages, e.g. 'Campaign' in 'Campaign 12 not found' */
  label: string;
  table: DocTable;
  /** typed column values (name, name_key and the list keys) derived from the document */
  columns(doc: T): Record<string, unknown>;
  /** ids of the documents this one lives under, for the change history */
  parentIds(doc: T): string[];
}

export interface Actor {
  userId: string;
  now: Date;
}

export async function nextId(db: Db): Promise<string> {
  const rows = await execRows<{ id: string }>(db, sql`select nextval('document_id_seq')::text as id`);
  return rows[0]!.id;
}

export async function execRows<R>(db: Db, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

type Row = { id: string; version: number; created: Date; modified: Date; body: Body };

export function toDocument(row: Row): StoredDocument {
  return { ...row.body, id: row.id, created: formatUtc(row.created), modified: formatUtc(row.modified), version: row.version };
}

export async function getDocument(db: Db, coll: Collection, id: string): Promise<StoredDocument | undefined> {
  const rows = (await db.select().from(coll.table as PgTable).where(eq(coll.table.id, id)).limit(1)) as Row[];
  return rows[0] && toDocument(rows[0]);
}

export async function insertDocument<T extends Body>(db: Db, coll: Collection<T>, body: T, actor: Actor, id?: string): Promise<StoredDocument> {
  const docId = id ?? (await nextId(db));
  const row: Row = { id: docId, version: 1, created: actor.now, modified: actor.now, body };
  await db.insert(coll.table).values({ ...row, ...coll.columns(body) } as never);
  const doc = toDocument(row);
  await recordVersion(db, coll, doc, 'CREATE', actor);
  // The downstream event is committed with the change or not at all (issue 3, event outbox).
  await enqueueEvent(db, { aggregateType: coll.documentType, aggregateId: doc.id, eventType: 'CREATE', payload: doc });
  return doc;
}

export type WriteOutcome = { ok: true; doc: StoredDocument } | { ok: false; reason: 'missing' } | { ok: false; reason: 'stale'; current: StoredDocument };

/** Updates a document if it is still at `expectedVersion` (null: any version). */
export async function updateDocument<T extends Body>(
  db: Db,
  coll: Collection<T>,
  id: string,
  expectedVersion: number | null,
  body: T,
  actor: Actor,
): Promise<WriteOutcome> {
  const t = coll.table;
  const versionMatch = expectedVersion === null ? undefined : eq(t.version, expectedVersion);
  const updated = (await db
    .update(t)
    .set({ body, modified: actor.now, version: sql`${t.version} + 1`, ...coll.columns(body) } as never)
    .where(and(eq(t.id, id), versionMatch))
    .returning({ id: t.id, version: t.version, created: t.created, modified: t.modified, body: t.body })) as Row[];
  if (updated[0]) {
    const doc = toDocument(updated[0]);
    await recordVersion(db, coll, doc, 'UPDATE', actor);
    await enqueueEvent(db, { aggregateType: coll.documentType, aggregateId: doc.id, eventType: 'UPDATE', payload: doc });
    return { ok: true, doc };
  }
  const current = await getDocument(db, coll, id);
  return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'missing' };
}

export async function deleteDocument(db: Db, coll: Collection, id: string, expectedVersion: number | null, actor: Actor): Promise<WriteOutcome> {
  const t = coll.table;
  const deleted = (await db
    .delete(t)
    .where(and(eq(t.id, id), expectedVersion === null ? undefined : eq(t.version, expectedVersion)))
    .returning({ id: t.id, version: t.version, created: t.created, modified: t.modified, body: t.body })) as Row[];
  if (deleted[0]) {
    const doc = toDocument(deleted[0]);
    await recordVersion(db, coll, doc, 'DELETE', actor);
    return { ok: true, doc };
  }
  const current = await getDocument(db, coll, id);
  return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'missing' };
}

/** The list answer of every list call. */
export interface Pagination {
  objectCount: number;
  pageCount: number;
  pageIndex: number;
  limit: number;
  prev: string | null;
  curr: string | null;
  next: string | null;
  customParams: Record<string, unknown>;
}
export interface Page<T> {
  objects: T[];
  pagination: Pagination;
}

/**
 * Counting stops here: a list never counts a whole large table per request. Only a first page
 * counts; its cursors carry the count to the pages after it.
 */
export const COUNT_CAP = 10_000;

export interface PageQuery {
  table: PgTable & { id: PgColumn };
  where?: SQL;
  sortColumn: PgColumn;
  descending: boolean;
  cursor?: string;
  limit: number;
  customParams?: Record<string, unknown>;
  /**
   * Set when a text search filters the list: sort the matching rows (found through the trigram
   * index) instead of walking the sort key's index and filtering, which reads most of a large
   * table when the matches sort late.
   */
  filterFirst?: boolean;
}

/**
 * One keyset page: rows after (or before) the cursor's (sort key, id) in sort order, read through
 * the (key, id) index; the count is capped at COUNT_CAP.
 */
/** The SELECT of one keyset page (limit + 1 rows, to know whether another page follows). */
export function pageQuery(db: Db, q: PageQuery) {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const scanDescending = q.descending !== (cursor?.d === 'before');
  const boundary = cursor ? keysetCondition(q, cursor, scanDescending) : undefined;
  const key = q.filterFirst ? unindexed(q.sortColumn) : q.sortColumn;
  const order = scanDescending ? [desc(key), desc(q.table.id)] : [asc(key), asc(q.table.id)];
  return db
    .select()
    .from(q.table as PgTable)
    .where(and(q.where, boundary))
    .orderBy(...order)
    .limit(q.limit + 1);
}

export async function keysetPage<R extends { id: string }>(db: Db, q: PageQuery, toObject: (row: R) => unknown): Promise<Page<unknown>> {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const backwards = cursor?.d === 'before';
  const fetched = (await pageQuery(db, q)) as unknown as R[];
  const hasMore = fetched.length > q.limit;
  const rows = fetched.slice(0, q.limit);
  if (backwards) rows.reverse();
  const pageIndex = cursor?.p ?? 0;
  const keyOf = (row: R) => sortValue((row as Record<string, unknown>)[columnKey(q.table, q.sortColumn)]);
  const first = rows[0];
  const last = rows.at(-1);
  const hasNext = backwards ? Boolean(cursor) : hasMore;
  const hasPrev = backwards ? hasMore : pageIndex > 0;
  const objectCount = cursor?.n ?? (await cappedCount(db, q));
  return {
    objects: rows.map(toObject),
    pagination: {
      objectCount,
      pageCount: Math.ceil(objectCount / q.limit),
      pageIndex,
      limit: q.limit,
      prev: hasPrev && first ? encodeCursor({ k: keyOf(first), i: String(first.id), d: 'before', p: pageIndex - 1, n: objectCount }) : null,
      curr: q.cursor ?? null,
      next: hasNext && last ? encodeCursor({ k: keyOf(last), i: String(last.id), d: 'after', p: pageIndex + 1, n: objectCount }) : null,
      customParams: { ...q.customParams, objectCountCapped: objectCount > COUNT_CAP ? true : undefined },
    },
  };
}

/** The same order as the column, in a form no index serves (lower() of an already lower-cased key, n + 0). */
function unindexed(column: PgColumn): SQL {
  return column.dataType === 'number' ? sql`(${column} + 0)` : sql`lower(${column})`;
}

function keysetCondition(q: PageQuery, cursor: Cursor, scanDescending: boolean): SQL {
  const key = q.sortColumn.columnType === 'PgTimestamp' ? new Date(String(cursor.k)) : cursor.k;
  return scanDescending
    ? sql`(${q.sortColumn}, ${q.table.id}) < (${key}, ${cursor.i})`
    : sql`(${q.sortColumn}, ${q.table.id}) > (${key}, ${cursor.i})`;
}

function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, c]) => c === column);
  return entry ? entry[0] : column.name;
}

function sortValue(value: unknown): string | number | boolean {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value ?? '');
}

async function cappedCount(db: Db, q: PageQuery): Promise<number> {
  const where = q.where ? sql`where ${q.where}` : sql``;
  const rows = await execRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from ${q.table} ${where} limit ${COUNT_CAP + 1}) s`);
  return Number(rows[0]?.n ?? 0);
}

/** Case-insensitive "contains" over a lower-cased key column (served by its trigram index). */
export function containsText(column: PgColumn, term: string): SQL {
  const escaped = term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`${column} like ${`%${escaped}%`}`;
}
