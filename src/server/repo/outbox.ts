import { desc, isNotNull } from 'drizzle-orm';
import { formatUtc } from '../../domain/timestamp';
import type { Db } from '../store/db';
import { eventOutbox } from '../store/schema';
import { announceWork } from '../workers/poller';

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
  return row!.id;
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

export async function listOutbox(db: Db, which: 'delivered' | 'dead', limit: number) {
  const column = which === 'delivered' ? eventOutbox.deliveredAt : eventOutbox.deadAt;
  const rows = await db.select().from(eventOutbox).where(isNotNull(column)).orderBy(desc(column), desc(eventOutbox.id)).limit(limit);
  return rows.map(outboxView);
}
