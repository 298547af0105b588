import { CAMPAIGNS_PATH, ENTITY_LIST, entityOfDocumentType } from '#domain/entities';
import { Hono } from 'hono';
import { adCollection } from '#server/repo/collections/ad';
import { campaignCollection } from '#server/repo/collections/campaign';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { getDocument } from '#server/repo/documents';
import { type Collection, type StoredDocument } from '#server/repo/document-types';
import { decodeCursor } from '#server/repo/cursor';
import { enqueueEvent, outboxListColumn, outboxPage } from '#server/repo/outbox';
import { eventOutbox } from '#server/store/schema';
import type { AppContext, AppEnv } from './context';
import { badRequest, notFound } from '#server/errors';
import { listParams } from '#server/services/list-query';
import { write } from './write';
import { parseEventId, serveEventStream } from './event-stream';
import { lastRecordChangeId, onRecordChange, recordChangesAfter, recordFeed } from '#server/repo/record-changes';
import { LateCommits } from '#server/services/late-commits';
import { beat, leave, type RecordRef } from '#server/repo/presence';
import { isResendEventType, type ResendEventType } from '#domain/resend-event';

/**
 * Resend-event calls (spec 1 §7) and the delivery lists (issue 3). A resend writes an outbox row
 * carrying the document as it is now; the outbox worker delivers it like any other event. Who may
 * resend is decided by the route table (permission `resend-event`).
 */
export const eventRoutes = new Hono<AppEnv>({ strict: false });

function eventTypeOf(c: AppContext): ResendEventType {
  const value = c.req.query('eventType');
  if (!isResendEventType(value)) throw badRequest([{ fieldName: 'eventType', message: 'Must be CREATE or UPDATE' }]);
  return value;
}

function resend(c: AppContext, coll: Collection, id: string, eventType: ResendEventType, belongs: (doc: StoredDocument) => boolean = () => true) {
  return write(c, async (tx) => {
    const doc = await getDocument(tx, coll, id);
    if (!doc || !belongs(doc)) throw notFound(coll.label, id);
    const eventId = await enqueueEvent(tx, { aggregateType: coll.documentType, aggregateId: id, eventType: `RESEND_${eventType}`, payload: doc });
    return { status: 202, body: { eventId: String(eventId) } };
  });
}

eventRoutes.put('/order/v1/insertionOrders/:id/events', (c) => resend(c, orderCollection, c.req.param('id'), 'CREATE'));

eventRoutes.put(`${CAMPAIGNS_PATH}/:id/event`, (c) => resend(c, campaignCollection, c.req.param('id'), eventTypeOf(c)));

eventRoutes.put(`${CAMPAIGNS_PATH}/:campaignId/adsets/:adSetId/ads/:adId/event`, (c) => {
  const { campaignId, adSetId, adId } = c.req.param();
  return resend(c, adCollection, adId, eventTypeOf(c), (doc) => doc.campaignId === campaignId && doc.adSetId === adSetId);
});

/**
 * The deliveries (to DOWNSTREAM_URL or the local log) and the dead letters: lists like the others
 * (limit, cursor, sort; newest first by default). No portal screen reads them; they are for operators.
 */
for (const [path, which] of [['/events/v1/deliveries', 'delivered'], ['/events/v1/deadLetters', 'dead']] as const) {
  const at = which === 'delivered' ? 'deliveredAt' : 'deadAt';
  eventRoutes.get(path, async (c) => {
    const p = listParams(c.req.query(), { [at]: outboxListColumn(which), created: eventOutbox.created }, `-${at}`);
    // the outbox's ids are numbers: a cursor made by hand with another id would fail in the store
    if (p.cursor && !/^\d{1,15}$/.test(decodeCursor(p.cursor)!.i)) throw badRequest([{ fieldName: 'next', message: 'Not a cursor this list gave out' }]);
    return c.json(await c.var.store.read((db) => outboxPage(db, which, p)));
  });
}

const RECORD_STREAM_FAILED = 'The record stream failed; reconnect to resume';
/** A full batch of record changes: read again at once. */
const RECORD_BATCH = 500;
/** How long a missing change id may be a write still committing (issue 28 §3: lists stay right). */
export const LATE_COMMIT_MS = 60_000;

/**
 * GET /events/v1/stream (issue 28 §3): every record change, as server-sent events, on any gateway of
 * the store. Events:
 * - `ready` (first, without Last-Event-ID): nothing to replay; its id is where the stream stands;
 * - `change`: one stored version ({ documentType, id, event, version, parentIds, userId, changed,
 *   changeSetId, changeId }); its id is where a client resumes;
 * - `reset` (with a Last-Event-ID this store never gave): read again whatever is on screen;
 * - `ping`: a keep-alive every ~20 s; `error`: the stream failed (no internals), reconnect to resume.
 * With Last-Event-ID the missed changes are replayed in order, then live ones follow. A change may
 * come twice (after a resume); it says what to read again, so twice does no harm.
 */
eventRoutes.get('/events/v1/stream', (c) => {
  const store = c.var.store;
  const resumeFrom = c.req.header('last-event-id');
  let changes = new LateCommits(0, LATE_COMMIT_MS);
  return serveEventStream(c, 'records', RECORD_STREAM_FAILED, {
    onWake: onRecordChange,
    listen: () => recordFeed.listen(store),
    async start() {
      const newest = await store.read(lastRecordChangeId);
      const from = parseEventId(resumeFrom);
      const resumable = from !== undefined && from <= newest;
      changes = new LateCommits(resumable ? from : newest, LATE_COMMIT_MS);
      if (resumable) return [];
      return [{ event: resumeFrom === undefined ? 'ready' : 'reset', id: String(newest), data: {} }];
    },
    async next() {
      const { after, open } = changes.wanted();
      const found = await store.read((db) => recordChangesAfter(db, after, open, RECORD_BATCH));
      changes.seen(found.map((change) => change.changeId));
      const id = String(changes.resumePoint());
      return { events: found.map((change) => ({ id, event: 'change', data: change })), more: found.length === RECORD_BATCH };
    },
  });
});

/** How long a heartbeat of an open edit form counts (issue 28 §3). */
export const PRESENCE_TTL_MS = 30_000;
const PRESENCE_PATH = '/events/v1/presence/:documentType/:id';

/** The record a presence call names: a kind of the entity manifest, by its documentType. */
function presenceRecord(c: AppContext): RecordRef {
  const documentType = c.req.param('documentType') ?? '';
  if (!entityOfDocumentType(documentType)) {
    throw badRequest([{ fieldName: 'documentType', message: `Must be one of ${ENTITY_LIST.map((e) => e.documentType).join(', ')}` }]);
  }
  return { documentType, documentId: c.req.param('id') ?? '' };
}

/**
 * PUT /events/v1/presence/{documentType}/{id}: "I am editing this record", sent every few seconds by
 * an open edit form; good for PRESENCE_TTL_MS. Answers `{ editors }`: the others editing it now
 * ({ userId, since }), first come first. DELETE: I closed it.
 */
eventRoutes.put(PRESENCE_PATH, async (c) => {
  const record = presenceRecord(c);
  const editors = await c.var.store.tx((tx) => beat(tx, record, c.var.userId, new Date(), PRESENCE_TTL_MS));
  return c.json({ editors });
});

eventRoutes.delete(PRESENCE_PATH, async (c) => {
  const record = presenceRecord(c);
  await c.var.store.tx((tx) => leave(tx, record, c.var.userId));
  return c.body(null, 204);
});
