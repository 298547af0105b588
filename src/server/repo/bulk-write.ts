import { sql } from 'drizzle-orm';
import type { Db } from '#server/store/db';
import { insertRows, updateRowsAtVersion } from '#server/store/rows';
import { changelogVersion, eventOutbox } from '#server/store/schema';
import { announceWork } from '#server/work-signal';
import { versionRow, type ChangeEvent } from './changelog';
import { announceRecordChanges } from './record-changes';
import { execRows, toDocument } from './documents';
import { type Actor, type Body, type Collection, type StoredDocument } from './document-types';
import type { OutboxEvent } from './outbox';
import { must } from '#server/errors';

/** A document to update: its new body, if it is still at the version it was read at. */
export interface DocumentUpdate<T extends Body> {
  id: string;
  version: number;
  body: T;
}

export type BulkOutcome = { ok: true; created: StoredDocument[]; updated: StoredDocument[] } | { ok: false; stale: string[] };

/** Rows per statement: a larger one gains little and holds more in memory at once. */
const BATCH = 1000;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

const STORED = sql`t.id, t.version, t.created, t.modified, t.body`;
type StoredRow = { id: string; version: number; created: Date | string; modified: Date | string; body: Body };

/**
 * Creates and updates many documents of one kind in a handful of statements, with a change history
 * version and a downstream event for each, as the one-at-a-time writes make them (documents.ts): a
 * sheet of thousands of rows holds the store for a moment rather than for seconds. Callers leave out
 * updates that change nothing. When any update finds its document changed or gone since it was read,
 * nothing is written for the history or downstream and the outcome names them: the caller fails the
 * transaction, which takes back what was written.
 */
export async function writeDocuments<T extends Body>(db: Db, coll: Collection<T>, creates: readonly T[], updates: readonly DocumentUpdate<T>[], actor: Actor): Promise<BulkOutcome> {
  const row = (id: string, body: T) => ({ id, body, modified: actor.now, ...coll.columns(body) });
  const updated: StoredDocument[] = [];
  for (const batch of batches(updates)) {
    const rows = await updateRowsAtVersion<StoredRow>(db, coll.table, batch.map((u) => ({ ...row(u.id, u.body), version: u.version })), STORED);
    // A raw statement's timestamps come back as text on one store and as dates on the other.
    updated.push(...rows.map((r) => toDocument({ ...r, created: new Date(r.created), modified: new Date(r.modified) })));
  }
  if (updated.length < updates.length) {
    const written = new Set(updated.map((d) => d.id));
    return { ok: false, stale: updates.filter((u) => !written.has(u.id)).map((u) => u.id) };
  }
  const ids = creates.length ? await execRows<{ id: string }>(db, sql`select nextval('document_id_seq')::text as id from generate_series(1, ${creates.length})`) : [];
  const fresh = creates.map((body, i) => ({ id: must(ids[i], 'The sequence gives an id for each create').id, body }));
  for (const batch of batches(fresh)) await insertRows(db, coll.table, batch.map((c) => ({ ...row(c.id, c.body), version: 1, created: actor.now })));
  const created = fresh.map((c) => toDocument({ id: c.id, version: 1, created: actor.now, modified: actor.now, body: c.body }));
  await recordAll(db, coll, [...created.map((doc) => [doc, 'CREATE'] as const), ...updated.map((doc) => [doc, 'UPDATE'] as const)], actor);
  return { ok: true, created, updated };
}

/** Each written version in the change history and, in the same transaction, on its way downstream. */
async function recordAll(db: Db, coll: Collection, versions: readonly (readonly [StoredDocument, ChangeEvent])[], actor: Actor) {
  for (const batch of batches(versions)) {
    await insertRows(db, changelogVersion, batch.map(([doc, event]) => versionRow(coll, doc, event, actor)));
    const events: OutboxEvent[] = batch.map(([doc, event]) => ({ aggregateType: coll.documentType, aggregateId: doc.id, eventType: event as OutboxEvent['eventType'], payload: doc }));
    await insertRows(db, eventOutbox, events);
  }
  if (versions.length) {
    await announceRecordChanges(db);
    announceWork('outbox');
  }
}
