import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Store } from '#server/store/db';
import { announceWork } from '#server/work-signal';

/**
 * Wakes the mapping streams of a campaign when its tasks change. In-process through an emitter;
 * on PostgreSQL also through NOTIFY on `mapping_change` (sent at commit), which every gateway
 * process LISTENs to, so a stream sees changes made by another process. A wake-up only says
 * "read the change log again": the log, not the notification, is the truth.
 */
export const MAPPING_CHANNEL = 'mapping_change';
const feed = new EventEmitter();
feed.setMaxListeners(0);

/** Called inside the transaction that recorded the change. */
export async function notifyMappingChange(db: Db, campaignId: string, changeId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${MAPPING_CHANNEL}, ${JSON.stringify({ campaignId, id: changeId })})`);
  // On PGlite the stream's next read waits for this transaction (one connection, one mutex), so
  // waking it now is safe; on PostgreSQL a too-early read finds nothing and the NOTIFY wakes it again.
  queueMicrotask(() => feed.emit(campaignId));
  announceWork('mapping');
}

export function onMappingChange(campaignId: string, listener: () => void): () => void {
  feed.on(campaignId, listener);
  return () => feed.off(campaignId, listener);
}

interface Listener {
  ready: Promise<void>;
  client?: pg.Client;
}
const listeners = new WeakMap<Store, Listener>();

/** Starts (once per store) the dedicated LISTEN connection; on PGlite there is nothing to start. */
export function listenForMappingChanges(store: Store): Promise<void> {
  if (!store.pool) return Promise.resolve();
  const existing = listeners.get(store);
  if (existing) return existing.ready;
  // Its own client, not one of the pool's: the pool's end() would wait for a client held forever.
  const client = new pg.Client(store.pool.options);
  const entry: Listener = { client, ready: Promise.resolve() };
  const forget = () => {
    if (listeners.get(store) === entry) listeners.delete(store);
  };
  client.on('error', forget);
  client.on('end', forget);
  client.on('notification', (message) => {
    try {
      const { campaignId } = JSON.parse(message.payload ?? '{}') as { campaignId?: string };
      if (campaignId) feed.emit(campaignId);
    } catch {
      /* not ours */
    }
  });
  entry.ready = client
    .connect()
    .then(() => client.query(`LISTEN ${MAPPING_CHANNEL}`))
    .then(() => {
      // a connection that only listens must not keep the process alive
      (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    })
    .catch((error) => {
      forget();
      throw error;
    });
  listeners.set(store, entry);
  return entry.ready;
}

export async function stopListening(store: Store): Promise<void> {
  const entry = listeners.get(store);
  listeners.delete(store);
  await entry?.client?.end().catch(() => undefined);
}
