/** Keyset cursors: the sort key and id of the row to continue from, the direction and the page index. */
export interface Cursor {
  /** sort key value of the boundary row */
  k: string | number | boolean;
  /** id of the boundary row */
  i: string;
  /** continue after the boundary row, or before it */
  d: 'after' | 'before';
  /** index of the page this cursor opens */
  p: number;
  /** the list's object count when its first page was read: later pages do not count again */
  n?: number;
  /** the sort it was given out for (see sortTag): its key means nothing in another order */
  s?: string;
}

/** A sort as a cursor records it: the sort column's name, after '-' when descending. */
export const sortTag = (columnName: string, descending: boolean) => `${descending ? '-' : ''}${columnName}`;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(token: string): Cursor | undefined {
  try {
    const c = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Cursor;
    const okKey = ['string', 'number', 'boolean'].includes(typeof c.k);
    if (!okKey || typeof c.i !== 'string' || (c.d !== 'after' && c.d !== 'before') || !Number.isInteger(c.p) || c.p < 0) return undefined;
    if (c.n !== undefined && (!Number.isInteger(c.n) || c.n < 0)) return undefined;
    if (c.s !== undefined && typeof c.s !== 'string') return undefined;
    return c;
  } catch {
    return undefined;
  }
}
