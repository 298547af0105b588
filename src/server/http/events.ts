import { Hono } from 'hono';
import { adCollection } from '../repo/collections/ad';
import { campaignCollection } from '../repo/collections/campaign';
import { orderCollection } from '../repo/collections/insertion-order';
import { type Collection, getDocument, type StoredDocument } from '../repo/documents';
import { enqueueEvent, listOutbox } from '../repo/outbox';
import { CAMPAIGN_SERVICE_PATH } from './campaign';
import type { AppContext, AppEnv } from './context';
import { badRequest, notFound } from './errors';
import { write } from './write';
import { isResendEventType, type ResendEventType } from '../../domain/resend-event';

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

eventRoutes.put(`${CAMPAIGN_SERVICE_PATH}/:id/event`, (c) => resend(c, campaignCollection, c.req.param('id'), eventTypeOf(c)));

eventRoutes.put(`${CAMPAIGN_SERVICE_PATH}/:campaignId/adsets/:adSetId/ads/:adId/event`, (c) => {
  const { campaignId, adSetId, adId } = c.req.param();
  return resend(c, adCollection, adId, eventTypeOf(c), (doc) => doc.campaignId === campaignId && doc.adSetId === adSetId);
});

function listLimit(c: AppContext): number {
  const raw = c.req.query('limit');
  const limit = raw === undefined ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw badRequest([{ fieldName: 'limit', message: 'Must be a whole number from 1 to 200' }]);
  return limit;
}

/** The newest deliveries (to DOWNSTREAM_URL or the local log) and the dead letters, newest first. */
for (const [path, which] of [['/events/v1/deliveries', 'delivered'], ['/events/v1/deadLetters', 'dead']] as const) {
  eventRoutes.get(path, async (c) => {
    const limit = listLimit(c);
    const objects = await c.var.store.read((db) => listOutbox(db, which, limit));
    return c.json({
      objects,
      pagination: { objectCount: objects.length, pageCount: 1, pageIndex: 0, limit, prev: null, curr: null, next: null, customParams: {} },
    });
  });
}
