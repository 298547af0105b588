import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/store/db';
import type { ad, adSet, campaign, company, insertionOrder, topic } from '#server/store/schema';
import { HttpError } from '#server/errors';

/** `column` (a JSON document) holds `id` in its list `field`. */
export const holds = (column: AnyColumn, field: string, id: string): SQL => sql`${column} -> ${field} @> jsonb_build_array(${id}::text)`;

/** One kind of document that may still use the one being deleted. */
export interface InUseBy {
  /** as the refusal names the kind, e.g. 'campaign' */
  kind: string;
  /** Up to `limit` of them, each as the refusal names it (a quoted name, an id). */
  find: (limit: number) => Promise<string[]>;
}

/** Documents named by their names, as the refusal lists them. */
const quotedNames = (rows: readonly { name: string }[]) => rows.map((r) => `"${r.name}"`);

type NamedTable = typeof ad | typeof adSet | typeof campaign | typeof company | typeof insertionOrder | typeof topic;

/**
 * The documents of `table` that `where` picks, named by their names: one kind the refusal lists.
 * `orderBy` keeps the few it names the same from one refusal to the next where many match.
 */
export const namedIn = (db: Db, kind: string, table: NamedTable, where: SQL | undefined, orderBy?: PgColumn): InUseBy => ({
  kind,
  find: async (few) => {
    const rows = db.select({ name: table.name }).from(table as typeof ad).where(where).$dynamic();
    return quotedNames(await (orderBy ? rows.orderBy(orderBy) : rows).limit(few));
  },
});

/** Users of each kind the refusal names at most. */
const FEW = 3;

/**
 * A document other documents still name is not deleted (decision 016): they would keep an id the
 * gateway then refuses on their next save, and their pages could not show it. Answers 409 with
 * `refusal` followed by up to three users of each kind (`kind "a", "b"; kind 1, 2, 3 and maybe more`).
 * Meant for `afterDelete`, in the delete's transaction: the refusal takes the delete back; also for
 * a write that would drop a part others name (`fieldName` then names that part's list).
 */
export async function refuseIfInUse(refusal: string, users: readonly InUseBy[], fieldName = 'id'): Promise<void> {
  const named: string[] = [];
  // One after another: they share the delete's transaction, one connection.
  for (const { kind, find } of users) {
    const found = await find(FEW);
    if (found.length > 0) named.push(`${kind} ${found.join(', ')}${found.length === FEW ? ' and maybe more' : ''}`);
  }
  if (named.length === 0) return;
  const message = `${refusal} ${named.join('; ')}`;
  throw new HttpError(409, message, [{ fieldName, message }]);
}
