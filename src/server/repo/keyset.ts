import { and, asc, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/store/db';
import { must } from '#server/errors';
import { type Cursor, decodeCursor, encodeCursor, sortTag } from './cursor';

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
  table: PgTable & { id?: PgColumn };
  /** The column that tells rows apart, last in the order: the table's `id` unless given (users are told apart by e-mail). */
  idColumn?: PgColumn;
  where?: SQL;
  sortColumn: PgColumn;
  descending: boolean;
  cursor?: string;
  limit: number;
  customParams?: Record<string, unknown>;
  /** where this list stops counting (COUNT_CAP unless a list needs a lower one) */
  countCap?: number;
  /**
   * Reads the page's rows when pageQuery's one-table SELECT cannot: the same rows (limit + 1, in
   * scan order), each with its id and its sort key under the sort column's property, and on a first
   * page the capped count under COUNT_FIELD.
   */
  rows?: (db: Db, q: PageQuery) => Promise<Record<string, unknown>[]>;
  /** the text a `where` searches for with containsText, if any (see readsMatchesFirst) */
  searchTerm?: string;
}

/** The field of a first page's rows that carries the capped count, counted in the page's own statement. */
export const COUNT_FIELD = '__objectCount';

/**
 * The SELECT of one keyset page (limit + 1 rows, to know whether another page follows): rows after
 * (or before) the cursor's (sort key, id) in sort order, read through the (key, id) index. Without a
 * cursor (a first page) each row also carries the count of matches, capped, from the same statement:
 * one round trip instead of two, and on PGlite one turn of the store instead of two.
 */
export function pageQuery(db: Db, q: PageQuery) {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const scanDescending = scansDescending(q, cursor);
  const boundary = cursor ? keysetCondition(q, cursor, scanDescending) : undefined;
  const columns = cursor ? getTableColumns(q.table) : { ...getTableColumns(q.table), [COUNT_FIELD]: sql<number>`(${cappedCount(q)})`.as(COUNT_FIELD) };
  const rows = db.select(columns).from(q.table).where(and(q.where, boundary));
  const inOrder = (sortColumn: PgColumn | SQL.Aliased, id: PgColumn | SQL.Aliased) => (scanDescending ? [desc(sortColumn), desc(id)] : [asc(sortColumn), asc(id)]);
  if (!readsMatchesFirst(q)) return rows.orderBy(...inOrder(q.sortColumn, idColumnOf(q))).limit(q.limit + 1);
  // OFFSET 0 keeps PostgreSQL from reading the (key, id) index in order and testing each row: for a
  // term whose matches sit together late in the order ('willow' among 100,000 companies) that walked
  // most of the table (600 ms) where the trigram index finds the 2,500 matches in a few ms.
  // An SQL 0: drizzle leaves out an offset of the number 0.
  const matches = rows.offset(sql`0` as unknown as number).as('matches');
  const column = (c: PgColumn) => (matches as unknown as Record<string, PgColumn>)[columnKey(q.table, c)]!;
  return db.select().from(matches).orderBy(...inOrder(column(q.sortColumn), column(idColumnOf(q)))).limit(q.limit + 1);
}

/** The column that tells a page's rows apart (PageQuery.idColumn). */
const idColumnOf = (q: PageQuery): PgColumn => q.idColumn ?? must(q.table.id, 'A table without an id column names its idColumn');


/**
 * Whether a page first reads every match of its search term, then sorts them: a term of three
 * characters or more, which the trigram index serves. A shorter one cannot use it, and its matches
 * are many, so reading the sort order until the page is full is cheaper.
 */
const readsMatchesFirst = (q: PageQuery) => (q.searchTerm?.length ?? 0) >= 3;

export async function keysetPage<R extends Record<string, unknown>, O = unknown>(db: Db, q: PageQuery, toObject: (row: R) => O): Promise<Page<O>> {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const backwards = cursor?.d === 'before';
  const fetched = (await (q.rows ? q.rows(db, q) : pageQuery(db, q))) as unknown as R[];
  const hasMore = fetched.length > q.limit;
  const rows = fetched.slice(0, q.limit);
  if (backwards) rows.reverse();
  const pageIndex = cursor?.p ?? 0;
  const keyOf = (row: R) => sortValue(row[columnKey(q.table, q.sortColumn)]);
  const idOf = (row: R) => String(row[q.idColumn ? columnKey(q.table, q.idColumn) : 'id']);
  const first = rows[0];
  const last = rows.at(-1);
  const hasNext = backwards ? Boolean(cursor) : hasMore;
  const hasPrev = backwards ? hasMore : pageIndex > 0;
  // An empty first page is an empty list: nothing matched, so nothing was counted either.
  const objectCount = cursor?.n ?? Number(fetched[0]?.[COUNT_FIELD] ?? 0);
  const cap = countCap(q);
  const s = sortTag(q.sortColumn.name, q.descending);
  return {
    objects: rows.map(toObject),
    pagination: {
      objectCount,
      pageCount: Math.ceil(objectCount / q.limit),
      pageIndex,
      limit: q.limit,
      prev: hasPrev && first ? encodeCursor({ k: keyOf(first), i: idOf(first), d: 'before', p: pageIndex - 1, n: objectCount, s }) : null,
      curr: q.cursor ?? null,
      next: hasNext && last ? encodeCursor({ k: keyOf(last), i: idOf(last), d: 'after', p: pageIndex + 1, n: objectCount, s }) : null,
      customParams: { ...q.customParams, objectCountCapped: objectCount > cap ? true : undefined },
    },
  };
}

/** A page of rows whose `body` column is what the list answers (reference items, chain locations). */
export const bodyPage = (db: Db, q: PageQuery) => keysetPage<{ id: string; body: Record<string, unknown> }>(db, q, (row) => row.body);

/** Whether a page scans its sort order backwards (a descending sort, or a step back from a cursor). */
export function scansDescending(q: PageQuery, cursor: Cursor | undefined): boolean {
  return q.descending !== (cursor?.d === 'before');
}

/** The sort key a cursor holds, as the sort column compares it. */
export function cursorKey(q: PageQuery, cursor: Cursor): unknown {
  return q.sortColumn.columnType === 'PgTimestamp' ? new Date(String(cursor.k)) : cursor.k;
}

function keysetCondition(q: PageQuery, cursor: Cursor, scanDescending: boolean): SQL {
  const key = cursorKey(q, cursor);
  return scanDescending
    ? sql`(${q.sortColumn}, ${idColumnOf(q)}) < (${key}, ${cursor.i})`
    : sql`(${q.sortColumn}, ${idColumnOf(q)}) > (${key}, ${cursor.i})`;
}

/** The property a table's column has in drizzle's rows (e.g. nameKey for name_key). */
export function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, c]) => c === column);
  return entry ? entry[0] : column.name;
}

function sortValue(value: unknown): string | number | boolean {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value ?? '');
}

/** The matches of a list, counted up to one past its cap (so a capped count says so). */
function cappedCount(q: PageQuery): SQL {
  return countUpTo(q, sql`select 1 from ${q.table} ${q.where ? sql`where ${q.where}` : sql``}`);
}

/** Where a list stops counting. */
export const countCap = (q: PageQuery) => q.countCap ?? COUNT_CAP;

/** Counts the rows of a query, up to one past the list's cap. */
export function countUpTo(q: PageQuery, rows: SQL): SQL {
  return sql`select count(*)::int from (${rows} limit ${countCap(q) + 1}) counted`;
}

/** Case-insensitive "contains" over a lower-cased key column or expression (served by its trigram index). */
export function containsText(column: PgColumn | SQL, term: string): SQL {
  const escaped = term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`${column} like ${`%${escaped}%`}`;
}
