import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adCollection } from '#server/repo/collections/ad';
import { deleteDocument, execRows } from '#server/repo/documents';
import { backoffMs, startOutboxWorker } from '#server/workers/outbox';
import type { Poller } from '#server/workers/poller';
import { makeWorld, adsPath, scanAd } from './ad-fixtures';
import { signedInGatewayForSuite } from './auth/oidc-fixture';
import { ascending, createCampaign, ifMatch, instants, orderBody } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';
import { openChangeSet } from '#server/repo/changelog';

interface Received {
  key: string;
  body: { eventId: string; aggregateType: string; aggregateId: string; eventType: string; payload?: Record<string, unknown> };
  answered: number;
}

/** A downstream admin system on 127.0.0.1 that answers `status()` to each delivery and records it. */
async function downstream(status: (n: number) => number): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (d) => (data += d));
    req.on('end', () => {
      const answered = status(received.length);
      received.push({ key: String(req.headers['idempotency-key']), body: JSON.parse(data), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`,
    received,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Drives a worker until no row is left to deliver (backoff included). */
async function drain(gw: Gateway, worker: Poller, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await worker.runOnce();
    const [left] = await gw.store.read((db) => execRows<{ n: number }>(db, sql`select count(*)::int as n from event_outbox where delivered_at is null and dead_at is null`));
    if (left!.n === 0) return;
    await sleep(15);
  }
  throw new Error('outbox did not drain');
}

const outboxRows = (gw: Gateway) =>
  gw.store.read((db) => execRows<{ id: string; aggregate_id: string; event_type: string; attempts: number }>(db, sql`select id::text, aggregate_id, event_type, attempts from event_outbox o order by o.id`));

describe('backoff', () => {
  it('doubles from the base, is capped, and is jittered within the upper half', () => {
    expect(backoffMs(1, 100, 10_000, () => 0)).toBe(50);
    expect(backoffMs(1, 100, 10_000, () => 1)).toBe(100);
    expect(backoffMs(4, 100, 10_000, () => 1)).toBe(800);
    expect(backoffMs(30, 100, 10_000, () => 1)).toBe(10_000);
  });
});

describe.each(STORE_KINDS)('event outbox on %s', (kind) => {
  let gw: Gateway;
  const workers: Poller[] = [];
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await gw.close();
  });

  it('writes one outbox row per committed create and update, none for refused writes', async () => {
    const { campaign } = await createCampaign(gw);
    const put = await gw.call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { body: { ...campaign, description: 'Second' }, headers: ifMatch(campaign) });
    expect(put.status).toBe(200);
    // refused: bad body (400), stale If-Match (412), unknown order (400, checked inside the transaction)
    expect((await gw.call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { body: { ...campaign, campaignName: 'x' }, headers: ifMatch(put.json) })).status).toBe(400);
    expect((await gw.call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { body: { ...campaign, description: 'Lost' }, headers: ifMatch(campaign) })).status).toBe(412);
    expect((await gw.call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { body: { ...campaign, insertionOrderIds: ['999999'] }, headers: ifMatch(put.json) })).status).toBe(400);
    // every changelog version of a create or update has exactly one outbox event, and nothing else does
    const versions = await gw.store.read((db) =>
      execRows<{ document_id: string; event: string }>(db, sql`select document_id, event from changelog_version where event in ('CREATE', 'UPDATE') order by id`),
    );
    const events = await outboxRows(gw);
    expect(events.map((e) => `${e.aggregate_id} ${e.event_type}`)).toEqual(versions.map((v) => `${v.document_id} ${v.event}`));
    expect(events.filter((e) => e.aggregate_id === campaign.id).map((e) => e.event_type)).toEqual(['CREATE', 'UPDATE']);
  });

  it('delivers every event at least once through a failing then recovering downstream, with the outbox id as Idempotency-Key', async () => {
    await createCampaign(gw);
    // the first 3 deliveries fail after the downstream has received them: they must come again, same key
    const ds = await downstream((n) => (n < 3 ? 500 : 200));
    try {
      const worker = startOutboxWorker({ store: gw.store, downstreamUrl: ds.url, baseDelayMs: 10, maxDelayMs: 40, maxAttempts: 10, batchSize: 2, autoStart: false });
      workers.push(worker);
      await drain(gw, worker);
      const rows = await outboxRows(gw);
      const okKeys = new Set(ds.received.filter((r) => r.answered === 200).map((r) => r.key));
      expect([...okKeys].sort()).toEqual(rows.map((r) => r.id).sort());
      const failed = ds.received.filter((r) => r.answered === 500);
      expect(failed).toHaveLength(3);
      for (const f of failed) {
        const again = ds.received.find((r) => r.answered === 200 && r.key === f.key);
        expect(again?.body).toEqual(f.body);
        expect(f.body.eventId).toBe(f.key);
      }
      const list = await gw.call('GET', '/events/v1/deliveries?limit=200');
      expect(list.status).toBe(200);
      expect(list.json.objects.length).toBe(rows.length);
      expect(list.json.objects[0]).toMatchObject({ deliveredTo: ds.url, deadAt: null });
      const retried = list.json.objects.find((o: { id: string }) => o.id === failed[0]!.key);
      expect(retried.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await ds.close();
    }
  });

  it('dead-letters an event after N failed tries and keeps it listable', async () => {
    const { company } = await createCampaign(gw);
    const ds = await downstream(() => 503);
    try {
      const worker = startOutboxWorker({ store: gw.store, downstreamUrl: ds.url, baseDelayMs: 5, maxDelayMs: 10, maxAttempts: 3, autoStart: false });
      workers.push(worker);
      await drain(gw, worker);
      const dead = await gw.call('GET', '/events/v1/deadLetters?limit=200');
      expect(dead.status).toBe(200);
      const letter = dead.json.objects.find((o: { aggregateId: string }) => o.aggregateId === company.id);
      expect(letter).toMatchObject({ attempts: 3, lastError: 'Downstream answered 503', deliveredAt: null });
      expect(ds.received.filter((r) => r.key === letter.id)).toHaveLength(3);
    } finally {
      await ds.close();
    }
  });

  it('without a downstream URL keeps deliveries in the local log', async () => {
    const { order } = await createCampaign(gw);
    const worker = startOutboxWorker({ store: gw.store, autoStart: false });
    workers.push(worker);
    await drain(gw, worker);
    const list = await gw.call('GET', '/events/v1/deliveries?limit=200');
    expect(list.json.objects.find((o: { aggregateId: string; eventType: string }) => o.aggregateId === order.id && o.eventType === 'CREATE')).toMatchObject({ deliveredTo: 'local' });
    expect((await gw.call('GET', '/events/v1/deliveries?limit=0')).status).toBe(400);
  });

  it('pages and sorts the deliveries like the other lists: limit, next/prev cursors, sort; a bad parameter is a 400 naming it', async () => {
    await createCampaign(gw);
    const worker = startOutboxWorker({ store: gw.store, autoStart: false });
    workers.push(worker);
    await drain(gw, worker);
    const all = (await gw.call('GET', '/events/v1/deliveries?limit=200')).json;
    const total = all.objects.length as number;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(all.pagination.objectCount).toBe(total);
    // newest delivery first by default
    const newestFirst = instants(all.objects.map((o: { deliveredAt: string }) => o.deliveredAt));
    expect(ascending(newestFirst).reverse()).toEqual(newestFirst);

    const first = await gw.call('GET', '/events/v1/deliveries?limit=2');
    expect(first.status).toBe(200);
    expect(first.json.objects).toHaveLength(2);
    expect(first.json.pagination).toMatchObject({ objectCount: total, pageCount: Math.ceil(total / 2), pageIndex: 0, limit: 2, prev: null });
    const second = await gw.call('GET', `/events/v1/deliveries?limit=2&next=${first.json.pagination.next}`);
    expect(second.json.pagination.pageIndex).toBe(1);
    const ids = (page: { objects: { id: string }[] }) => page.objects.map((o) => o.id);
    expect([...ids(first.json), ...ids(second.json)]).toEqual(ids(all).slice(0, 4));
    expect(ids((await gw.call('GET', `/events/v1/deliveries?limit=2&prev=${second.json.pagination.prev}`)).json)).toEqual(ids(first.json));

    // oldest first by creation, through the same paging
    const byCreated = (await gw.call('GET', '/events/v1/deliveries?limit=200&sort=created')).json.objects.map((o: { created: string }) => o.created);
    expect(ascending(instants(byCreated))).toEqual(instants(byCreated));
    expect((await gw.call('GET', '/events/v1/deliveries?limit=1&sort=created')).json.objects[0].created).toBe(byCreated[0]);

    // a cursor made by hand whose id is no outbox id
    const forged = Buffer.from(JSON.stringify({ k: new Date().toISOString(), i: 'abc', d: 'after', p: 1 })).toString('base64url');
    for (const [query, field] of [['sort=name', 'sort'], ['next=garbage', 'next'], ['limit=0', 'limit'], [`next=${forged}`, 'next'], [`sort=created&next=${first.json.pagination.next}`, 'next']] as const) {
      for (const list of ['deliveries', 'deadLetters']) {
        if (list === 'deadLetters' && query.includes(first.json.pagination.next)) continue;
        const res = await gw.call('GET', `/events/v1/${list}?${query}`);
        expect(res.status, `${list}?${query}`).toBe(400);
        expect(res.json.errors.map((e: { fieldName: string }) => e.fieldName), `${list}?${query}`).toEqual([field]);
      }
    }
  });

  it('a committed delete is delivered as a DELETE event; a refused or rolled-back delete writes none', async () => {
    const w = await makeWorld(gw, 'v3');
    const [kept, gone] = await Promise.all([gw.call('POST', adsPath(w), { body: scanAd(w) }), gw.call('POST', adsPath(w), { body: scanAd(w, { name: 'Second scan' }) })]);
    const eventsOf = async (id: string) => (await outboxRows(gw)).filter((r) => r.aggregate_id === id).map((r) => r.event_type);
    // refused: stale If-Match (412)
    expect((await gw.call('DELETE', `${adsPath(w)}/${gone.json.id}`, { headers: { 'If-Match': '"7"' } })).status).toBe(412);
    // rolled back: the delete ran inside a transaction that then failed
    await expect(
      gw.store.tx(async (tx) => {
        const outcome = await deleteDocument(tx, adCollection, kept.json.id, null, await openChangeSet(tx, 'test'));
        expect(outcome.ok).toBe(true);
        throw new Error('abort after the delete');
      }),
    ).rejects.toThrow('abort after the delete');
    expect((await gw.call('GET', `${adsPath(w)}/${kept.json.id}`)).status).toBe(200);
    expect(await eventsOf(kept.json.id)).toEqual(['CREATE']);
    expect(await eventsOf(gone.json.id)).toEqual(['CREATE']);

    const deleted = await gw.call('DELETE', `${adsPath(w)}/${gone.json.id}`, { headers: ifMatch(gone.json) });
    expect(deleted.status).toBe(200);
    expect(await eventsOf(gone.json.id)).toEqual(['CREATE', 'DELETE']);
    const ds = await downstream(() => 200);
    try {
      const worker = startOutboxWorker({ store: gw.store, downstreamUrl: ds.url, autoStart: false });
      workers.push(worker);
      await drain(gw, worker);
      const delivered = ds.received.filter((r) => r.body.aggregateId === gone.json.id && r.body.eventType === 'DELETE');
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.body).toMatchObject({ aggregateType: 'Ad', payload: { id: gone.json.id, documentType: 'Ad', deleted: true, version: 1 } });
      expect(ds.received.some((r) => r.body.aggregateId === kept.json.id && r.body.eventType === 'DELETE')).toBe(false);
    } finally {
      await ds.close();
    }
  });

  it('resends order, campaign and ad events', async () => {
    const w = await makeWorld(gw, 'v3');
    const adRes = await gw.call('POST', adsPath(w), { body: scanAd(w) });
    expect(adRes.status).toBe(201);
    const order = await gw.call('PUT', `/order/v1/insertionOrders/${w.orderId}/events`);
    expect(order.status).toBe(202);
    expect(order.json.eventId).toMatch(/^\d+$/);
    const camp = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}/event?eventType=UPDATE`);
    expect(camp.status).toBe(202);
    const adEvent = await gw.call('PUT', `/campaign/v3/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads/${adRes.json.id}/event?eventType=CREATE`);
    expect(adEvent.status).toBe(202);
    const rows = await outboxRows(gw);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(order.json.eventId)).toMatchObject({ aggregate_id: w.orderId, event_type: 'RESEND_CREATE' });
    expect(byId.get(camp.json.eventId)).toMatchObject({ aggregate_id: w.campaignId, event_type: 'RESEND_UPDATE' });
    expect(byId.get(adEvent.json.eventId)).toMatchObject({ aggregate_id: adRes.json.id, event_type: 'RESEND_CREATE' });

    expect((await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}/event?eventType=DELETE`)).status).toBe(400);
    expect((await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}/event`)).status).toBe(400);
    expect((await gw.call('PUT', '/campaign/v1/campaigns/424242/event?eventType=CREATE')).status).toBe(404);
    expect((await gw.call('PUT', '/order/v1/insertionOrders/424242/events')).status).toBe(404);
    expect((await gw.call('PUT', `/campaign/v3/campaigns/${w.campaignId}/adsets/424242/ads/${adRes.json.id}/event?eventType=CREATE`)).status).toBe(404);
    expect(await outboxRows(gw)).toHaveLength(rows.length);
  });
});

describe('resend-event roles over HTTP (AUTH=oidc)', () => {
  const { gw, as } = signedInGatewayForSuite();

  it('a plain role gets 403 and writes nothing; sk_product and a user without roles resend', async () => {
    const headers = await as(['sk_product']);
    const company = await gw.call('POST', '/company/v1/companies/', { body: { name: 'Resend Co' }, headers });
    expect(company.status).toBe(201);
    const order = await gw.call('POST', '/order/v1/insertionOrders/', { body: orderBody(company.json.id), headers });
    expect(order.status).toBe(201);
    const before = (await outboxRows(gw)).length;
    const path = `/order/v1/insertionOrders/${order.json.id}/events`;
    expect((await gw.call('PUT', path)).status).toBe(401);
    expect((await gw.call('PUT', path, { headers: await as(['sk_account_manager']) })).status).toBe(403);
    expect(await outboxRows(gw)).toHaveLength(before);
    expect((await gw.call('PUT', path, { headers })).status).toBe(202);
    expect((await gw.call('PUT', path, { headers: await as([]) })).status).toBe(202);
    expect(await outboxRows(gw)).toHaveLength(before + 2);
    expect((await gw.call('GET', '/events/v1/deliveries', { headers: await as(['sk_ops_associate']) })).status).toBe(200);
  });
});
