import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodeCursor } from '../repo/cursor';
import type { AppContext } from './context';
import { badRequest } from './errors';

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
export function listParams(c: AppContext, sorts: Record<string, PgColumn>, defaultSort: string): ListParams {
  const q = c.req.query();
  const limitText = q.limit ?? String(DEFAULT_LIMIT);
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) {
    throw badRequest([{ fieldName: 'limit', message: `Must be a whole number from 1 to ${MAX_LIMIT}` }]);
  }
  const cursor = q.next || q.prev || q.curr || q.cursor || undefined;
  if (cursor && !decodeCursor(cursor)) throw badRequest([{ fieldName: 'next', message: 'Not a cursor this list gave out' }]);
  const sort = q.sort || defaultSort;
  const descending = sort.startsWith('-');
  const column = sorts[sort.replace(/^-/, '')];
  if (!column) throw badRequest([{ fieldName: 'sort', message: `Must be one of ${Object.keys(sorts).join(', ')} (prefix - for descending)` }]);
  return { limit, cursor, sortColumn: column, descending };
}

/** An optional text filter from the query string, bounded in length. */
export function queryText(c: AppContext, name: string, max = 256): string | undefined {
  const value = c.req.query(name)?.trim();
  if (!value) return undefined;
  if (value.length > max) throw badRequest([{ fieldName: name, message: `Must be at most ${max} characters` }]);
  return value;
}

/** At most this many ids in one `ids=` filter: one page of a list that wants its rows' names. */
export const MAX_QUERY_IDS = MAX_LIMIT;

/** An optional `ids=a,b,c` filter (a page of another list naming these documents), bounded in count. */
export function queryIds(c: AppContext, name = 'ids'): string[] | undefined {
  const value = c.req.query(name)?.trim();
  if (!value) return undefined;
  const ids = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > MAX_QUERY_IDS) throw badRequest([{ fieldName: name, message: `At most ${MAX_QUERY_IDS} ids` }]);
  if (ids.some((id) => id.length > 64)) throw badRequest([{ fieldName: name, message: 'Each id must be at most 64 characters' }]);
  return ids;
}
