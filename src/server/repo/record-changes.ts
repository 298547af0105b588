import { asc, gt, inArray, max, or, sql } from 'drizzle-orm';
import { formatUtc } from '#domain/timestamp';
import type { Db } from '#server/store/db';
import { changelogVersion } from '#server/store/schema';
import { ChangeFeed } from './change-feed';

/**
 * Wakes the record streams (GET /events/v1/stream) when any document changes: every version the
 * change history stores is a record change, written in the same transaction as its outbox event.
 */
export const recordFeed = new ChangeFeed('record_change');
const EVERY_RECORD = 'records';

/** Called inside the transaction that stored the versions. */
export const announceRecordChanges = (db: Db) => recordFeed.notify(db, EVERY_RECORD);
export const onRecordChange = (listener: () => void) => recordFeed.on(EVERY_RECORD, listener);

/** One stored version as the record stream tells it: enough to know what to read again, and who changed it when. */
export interface RecordChange {
  /** the change history id of the version: the stream's order */
  changeId: number;
  documentType: string;
  id: string;
  event: string;
  version: number;
  parentIds: string[];
  userId: string;
  changed: string;
  changeSetId: string;
}

/** The record changes after a change id, and those of the `open` ids (services/late-commits.ts), oldest first. */
export async function recordChangesAfter(db: Db, afterId: number, open: readonly number[], limit: number): Promise<RecordChange[]> {
  const v = changelogVersion;
  const rows = await db
    .select({
      changeId: v.id, documentType: v.documentType, id: v.documentId, event: v.event, parentIds: v.parentIds,
      userId: v.userId, created: v.created, changeSetId: v.changeSetId, version: sql<number>`(${v.content}->>'version')::int`,
    })
    .from(v)
    .where(open.length ? or(gt(v.id, afterId), inArray(v.id, [...open])) : gt(v.id, afterId))
    .orderBy(asc(v.id))
    .limit(limit);
  return rows.map(({ created, changeSetId, ...r }) => ({ ...r, changed: formatUtc(created), changeSetId: String(changeSetId) }));
}

/** The newest record change id (0 before any). */
export async function lastRecordChangeId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(changelogVersion.id) }).from(changelogVersion);
  return Number(row?.id ?? 0);
}
