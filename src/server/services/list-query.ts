import type { PgColumn } from 'drizzle-orm/pg-core';
import { isStoredYear } from '#domain/timestamp';
import { type Cursor, decodeCursor, sortTag } from '#server/repo/cursor';
import { badRequest } from '#server/errors';

/** A request's query string, one value a name (as the HTTP handler read it). */
export type Query = Record<string, string>;

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 200;

export interface ListParams {
  limit: number;
  cursor?: string;
  sortColumn: PgColumn;
  descending: boolean;
}

/**
 * limit (1..200), a cursor in `next`, `prev`, `curr` or `cursor` (each token knows its direction),
 * and `sort=key` or `sort=-key` among the sortable keys of the list.
 */
export function listParams(q: Query, sorts: Record<string, PgColumn>, defaultSort: string): ListParams {
  const limitText = q.limit ?? String(DEFAULT_LIMIT);
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) {
    throw badRequest([{ fieldName: 'limit', message: `Must be a whole number from 1 to ${MAX_LIMIT}` }]);
  }
  const cursor = q.next || q.prev || q.curr || q.cursor || undefined;
  const decoded = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !decoded) throw badRequest([{ fieldName: 'next', message: NOT_A_CURSOR }]);
  const sort = q.sort || defaultSort;
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  // Only the list's own keys: `__proto__`, `toString` and the like are not sorts, whatever the object inherits.
  const column = Object.hasOwn(sorts, key) ? sorts[key] : undefined;
  if (!column) throw badRequest([{ fieldName: 'sort', message: `Must be one of ${Object.keys(sorts).join(', ')} (prefix - for descending)` }]);
  const problem = decoded && cursorProblem(decoded, column, descending);
  if (problem) throw badRequest([{ fieldName: 'next', message: problem }]);
  return { limit, cursor, sortColumn: column, descending };
}

const NOT_A_CURSOR = 'Not a cursor this list gave out';

/**
 * Why a well-formed cursor cannot continue this list: it was given out for another sort (a link
 * edited by hand, say), or its key is not a value of the sort column (the store would fail on it).
 */
function cursorProblem(cursor: Cursor, column: PgColumn, descending: boolean): string | undefined {
  if (cursor.s !== undefined && cursor.s !== sortTag(column.name, descending)) return 'Given out for another sort order: start again from the first page';
  return keyFitsColumn(cursor.k, column) ? undefined : NOT_A_CURSOR;
}

function keyFitsColumn(key: Cursor['k'], column: PgColumn): boolean {
  // a time the store's timestamps hold (years 1 to 9999): a hand-made key beyond would fail in the store
  if (column.columnType === 'PgTimestamp') return typeof key === 'string' && !Number.isNaN(Date.parse(key)) && isStoredYear(new Date(key).getUTCFullYear());
  if (column.columnType === 'PgNumeric') return typeof key === 'string' && /^-?\d+(\.\d+)?$/.test(key);
  if (column.dataType === 'number') return typeof key === 'number' && Number.isFinite(key);
  if (column.dataType === 'boolean') return typeof key === 'boolean';
  return typeof key === 'string';
}

/** An optional text filter from the query string, bounded in length. */
export function queryText(q: Query, name: string, max = 256): string | undefined {
  const value = q[name]?.trim();
  if (!value) return undefined;
  if (value.length > max) throw badRequest([{ fieldName: name, message: `Must be at most ${max} characters` }]);
  return value;
}

/** At most this many ids in one `ids=` filter: one page of a list that wants its rows' names. */
export const MAX_QUERY_IDS = MAX_LIMIT;

/** An optional `ids=a,b,c` filter (a page of another list naming these documents), bounded in count and length. */
export function queryIds(q: Query, name = 'ids', each = { what: 'id', maxLength: 64 }): string[] | undefined {
  const value = q[name]?.trim();
  if (!value) return undefined;
  const ids = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > MAX_QUERY_IDS) throw badRequest([{ fieldName: name, message: `At most ${MAX_QUERY_IDS} ids` }]);
  if (ids.some((id) => id.length > each.maxLength)) throw badRequest([{ fieldName: name, message: `Each ${each.what} must be at most ${each.maxLength} characters` }]);
  return ids;
}
