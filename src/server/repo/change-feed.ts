import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Store } from '#server/store/db';

interface Listener {
  ready: Promise<void>;
  client: pg.Client;
}

const feeds = new Set<ChangeFeed>();

/**
 * Wakes the event streams that follow one kind of change (a campaign's mapping tasks, any record).
 * In-process through an emitter; on PostgreSQL also through NOTIFY on the feed's channel (sent at
 * commit), which every gateway process LISTENs to, so a stream sees changes made by another process.
 * A wake-up only says "read the log again": the log, not the notification, is the truth.
 */
export class ChangeFeed {
  private readonly emitter = new EventEmitter();
  private readonly listeners = new WeakMap<Store, Listener>();

  constructor(readonly channel: string) {
    this.emitter.setMaxListeners(0);
    feeds.add(this);
  }

  /** Called inside the transaction that recorded the change; `key` says whose streams wake. */
  async notify(db: Db, key: string): Promise<void> {
    await db.execute(sql`select pg_notify(${this.channel}, ${key})`);
    // On PGlite the stream's next read waits for this transaction (one connection, one mutex), so
    // waking it now is safe; on PostgreSQL a too-early read finds nothing and the NOTIFY wakes it again.
    queueMicrotask(() => this.emitter.emit(key));
  }

  on(key: string, listener: () => void): () => void {
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  /** Starts (once per store) the dedicated LISTEN connection; on PGlite there is nothing to start. */
  listen(store: Store): Promise<void> {
    if (!store.pool) return Promise.resolve();
    const existing = this.listeners.get(store);
    if (existing) return existing.ready;
    // Its own client, not one of the pool's: the pool's end() would wait for a client held forever.
    const client = new pg.Client(store.pool.options);
    const entry: Listener = { client, ready: Promise.resolve() };
    const forget = () => {
      if (this.listeners.get(store) === entry) this.listeners.delete(store);
    };
    client.on('error', forget);
    client.on('end', forget);
    client.on('notification', (message) => {
      if (message.payload) this.emitter.emit(message.payload);
    });
    entry.ready = client
      .connect()
      .then(() => client.query(`LISTEN ${this.channel}`))
      .then(() => {
        // a connection that only listens must not keep the process alive
        (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      })
      .catch((error) => {
        forget();
        throw error;
      });
    this.listeners.set(store, entry);
    return entry.ready;
  }

  async stop(store: Store): Promise<void> {
    const entry = this.listeners.get(store);
    this.listeners.delete(store);
    await entry?.client.end().catch(() => undefined);
  }
}

/** Closes every feed's LISTEN connection to the store (a stopping gateway). */
export async function stopListening(store: Store): Promise<void> {
  await Promise.all([...feeds].map((feed) => feed.stop(store)));
}
