import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { formatUtc } from '#domain/timestamp';
import type { Db } from '#server/store/db';
import { presence } from '#server/store/schema';

/** A record open in edit by someone, as another editor is told (issue 28 §3). */
export interface Editor {
  userId: string;
  /** when they opened it (their first heartbeat of this stay) */
  since: string;
}

export interface RecordRef {
  documentType: string;
  documentId: string;
}

const on = (r: RecordRef) => and(eq(presence.documentType, r.documentType), eq(presence.documentId, r.documentId));

/**
 * A heartbeat of `userId` editing the record, good for `ttlMs`: a stay goes on while heartbeats come
 * in time, and starts anew after one expired. Answers the others editing it now, first come first.
 */
export async function beat(db: Db, record: RecordRef, userId: string, now: Date, ttlMs: number): Promise<Editor[]> {
  const expires = new Date(now.getTime() + ttlMs);
  await db.delete(presence).where(lt(presence.expires, now));
  await db
    .insert(presence)
    .values({ ...record, userId, since: now, expires })
    // (an expired stay was deleted just now, so a conflict is a stay going on: it keeps its `since`)
    .onConflictDoUpdate({ target: [presence.documentType, presence.documentId, presence.userId], set: { expires } });
  const rows = await db
    .select({ userId: presence.userId, since: presence.since })
    .from(presence)
    .where(and(on(record), ne(presence.userId, userId), gt(presence.expires, now)))
    .orderBy(asc(presence.since), asc(presence.userId));
  return rows.map((r) => ({ userId: r.userId, since: formatUtc(r.since) }));
}

/** `userId` closed the record (or left the page): the others are told at their next heartbeat. */
export async function leave(db: Db, record: RecordRef, userId: string): Promise<void> {
  await db.delete(presence).where(and(on(record), eq(presence.userId, userId)));
}
