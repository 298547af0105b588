import { and, asc, desc, getTableColumns, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatUtc } from '#domain/timestamp';
import type { Db } from '#server/store/db';
import { decodeCursor } from './cursor';
import { columnKey, COUNT_FIELD, countUpTo, cursorKey, keysetPage, type PageQuery, scansDescending } from './keyset';
import { insertRows } from '#server/store/rows';
import { eventOutbox } from '#server/store/schema';
import { announceWork } from '#server/work-signal';
import { must } from '#server/errors';

/** CREATE, UPDATE and DELETE come from document writes; RESEND_* from the resend-event calls (spec 1 §7). */
export type OutboxEventType = 'CREATE' | 'UPDATE' | 'DELETE' | 'RESEND_CREATE' | 'RESEND_UPDATE';

export interface OutboxEvent {
  aggregateType: string;
  aggregateId: string;
  eventType: OutboxEventType;
  payload: Record<string, unknown>;
}

/** Writes an event in the caller's transaction: it exists exactly when the change it reports commits. */
export async function enqueueEvent(db: Db, event: OutboxEvent): Promise<number> {
  const [row] = await db.insert(eventOutbox).values(event).returning({ id: eventOutbox.id });
  announceWork('outbox');
  return must(row, 'An insert returns its row').id;
}

/** Writes many events in one statement, in the caller's transaction (a bulk resend). */
export async function enqueueEvents(db: Db, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await insertRows(db, eventOutbox, events);
  announceWork('outbox');
}

type OutboxRow = typeof eventOutbox.$inferSelect;

/** How a delivery or dead letter is listed (GET /events/v1/deliveries, /deadLetters). */
export function outboxView(row: OutboxRow) {
  const at = (d: Date | null) => (d ? formatUtc(d) : null);
  return {
    id: String(row.id),
    aggregateType: row.aggregateType,
    aggregateId: row.aggregateId,
    eventType: row.eventType,
    payload: row.payload,
    created: formatUtc(row.created),
    attempts: row.attempts,
    lastError: row.lastError,
    deliveredAt: at(row.deliveredAt),
    deliveredTo: row.deliveredTo,
    deadAt: at(row.deadAt),
  };
}

/** The column that puts a delivery, or a dead letter, on its list. */
export const outboxListColumn = (which: 'delivered' | 'dead') => (which === 'delivered' ? eventOutbox.deliveredAt : eventOutbox.deadAt);

/** One page of the deliveries or the dead letters, in the list's sort (http/list-params.ts). */
export function outboxPage(db: Db, which: 'delivered' | 'dead', p: Pick<PageQuery, 'limit' | 'cursor' | 'sortColumn' | 'descending'>) {
  return keysetPage(db, { table: eventOutbox, ...p, where: isNotNull(outboxListColumn(which)), rows: millisecondRows }, outboxView);
}

/**
 * The outbox's times come from the database's now(), to the microsecond, while a cursor holds its
 * row's time to the millisecond (a JS Date): compared as they are, a page would skip the rows of the
 * same millisecond. So a page orders and continues by the time to the millisecond, then the id.
 */
function millisecondRows(db: Db, q: PageQuery) {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const scanDescending = scansDescending(q, cursor);
  const key = sql`date_trunc('milliseconds', ${q.sortColumn})`;
  const boundary = cursor
    ? scanDescending
      ? sql`(${key}, ${eventOutbox.id}) < (${cursorKey(q, cursor)}, ${cursor.i}::bigint)`
      : sql`(${key}, ${eventOutbox.id}) > (${cursorKey(q, cursor)}, ${cursor.i}::bigint)`
    : undefined;
  const fields: Record<string, SQL | PgColumn> = { ...getTableColumns(eventOutbox), [columnKey(eventOutbox, q.sortColumn)]: sql<Date>`${key}`.mapWith(q.sortColumn) };
  if (!cursor) fields[COUNT_FIELD] = sql<number>`(${countUpTo(q, sql`select 1 from ${eventOutbox} where ${q.where}`)})`;
  return db
    .select(fields)
    .from(eventOutbox)
    .where(and(q.where, boundary))
    .orderBy(...(scanDescending ? [desc(key), desc(eventOutbox.id)] : [asc(key), asc(eventOutbox.id)]))
    .limit(q.limit + 1);
}
