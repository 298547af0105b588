import { sql } from 'drizzle-orm';
import { withAbsoluteFileUrls } from '#domain/file-urls';
import { log, type Logger } from '#server/log';
import { execRows } from '#server/repo/documents';
import type { Store } from '#server/store/db';
import { type Poller, type PollerStart, startPoller } from './poller';
import { messageOf } from '#server/errors';

/**
 * Delivers the event outbox to the downstream admin system (issue 3): at least once, POST JSON with
 * the outbox id as `Idempotency-Key` (the downstream drops repeats by it), exponential backoff with
 * jitter, a dead letter after `maxAttempts` that stays in the table and is listed by
 * GET /events/v1/deadLetters. Without a URL the event goes to the local delivery log (the same rows,
 * marked delivered to 'local'). Rows are claimed in a short transaction with FOR UPDATE SKIP LOCKED
 * and leased by pushing next_attempt_at ahead, so no transaction is held across the HTTP call and
 * several gateway processes can share one database.
 */
export interface OutboxWorkerOptions {
  store: Store;
  downstreamUrl?: string;
  /** PUBLIC_URL: the file URLs this gateway stores path-absolute go downstream absolute under it */
  publicUrl?: string;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  batchSize?: number;
  /** how long a claimed row is hidden from other workers while its delivery runs */
  leaseMs?: number;
  timeoutMs?: number;
  /** delivered events stay listed this long (dead letters stay until someone deals with them) */
  keepDeliveredMs?: number;
  logger?: Logger;
}


interface Claimed {
  id: string;
  aggregate_type: string;
  aggregate_id: string;
  event_type: string;
  payload: unknown;
  created: string;
  attempts: number;
}

/** The delay before attempt n+1: base·2^(n-1), capped, with full jitter over its upper half. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The slowest an idle outbox worker polls (a retry due meanwhile waits at most this long). */
const IDLE_MAX_MS = 5000;

export function startOutboxWorker(options: OutboxWorkerOptions & PollerStart): Poller {
  const o = { maxAttempts: 8, baseDelayMs: 1000, maxDelayMs: 300_000, pollMs: 1000, batchSize: 20, leaseMs: 60_000, timeoutMs: 10_000, keepDeliveredMs: 30 * 86_400_000, ...options };
  const { store } = o;
  const logger = o.logger ?? log();
  let lastPrune = 0;

  const claim = () =>
    store.tx((tx) =>
      execRows<Claimed>(
        tx,
        sql`update event_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${o.leaseMs / 1000})
            where id in (select id from event_outbox where delivered_at is null and dead_at is null and next_attempt_at <= now()
                         order by next_attempt_at, id limit ${o.batchSize} for update skip locked)
            returning id::text, aggregate_type, aggregate_id, event_type, payload, created::text, attempts`,
      ),
    );

  async function deliver(row: Claimed): Promise<string | undefined> {
    if (!o.downstreamUrl) return undefined;
    // The downstream system does not share the portal's origin: it gets this gateway's file URLs absolute.
    const payload = o.publicUrl ? withAbsoluteFileUrls(row.payload, o.publicUrl) : row.payload;
    const body = { eventId: row.id, aggregateType: row.aggregate_type, aggregateId: row.aggregate_id, eventType: row.event_type, payload };
    try {
      const res = await fetch(o.downstreamUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': row.id },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs),
      });
      await res.body?.cancel().catch(() => undefined);
      return res.ok ? undefined : `Downstream answered ${res.status}`;
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError' ? `Downstream did not answer within ${o.timeoutMs} ms` : `Downstream unreachable: ${String(messageOf(error))}`;
    }
  }

  async function settle(row: Claimed, failure: string | undefined) {
    const event = { eventId: row.id, eventType: row.event_type, aggregateType: row.aggregate_type, aggregateId: row.aggregate_id, attempts: row.attempts };
    const to = o.downstreamUrl ?? 'local';
    if (!failure) {
      await store.tx((tx) => tx.execute(sql`update event_outbox set delivered_at = now(), delivered_to = ${to}, last_error = null where id = ${row.id}`));
      logger.info({ ...event, to }, 'outbox event delivered');
    } else if (row.attempts >= o.maxAttempts) {
      await store.tx((tx) => tx.execute(sql`update event_outbox set dead_at = now(), last_error = ${failure} where id = ${row.id}`));
      logger.error({ ...event, to, error: failure }, 'outbox event dead-lettered');
    } else {
      const delay = backoffMs(row.attempts, o.baseDelayMs, o.maxDelayMs);
      await store.tx((tx) => tx.execute(sql`update event_outbox set last_error = ${failure}, next_attempt_at = now() + make_interval(secs => ${delay / 1000}) where id = ${row.id}`));
      logger.warn({ ...event, to, error: failure, retryInMs: delay }, 'outbox delivery failed');
    }
  }

  async function pass(): Promise<number> {
    if (Date.now() - lastPrune > 3_600_000) {
      lastPrune = Date.now();
      await store.tx((tx) => tx.execute(sql`delete from event_outbox where delivered_at < now() - make_interval(secs => ${o.keepDeliveredMs / 1000})`));
    }
    const rows = await claim();
    await Promise.all(rows.map(async (row) => settle(row, await deliver(row))));
    return rows.length;
  }

  // A full batch means more is due: go on at once. Idle, it polls more slowly until an event is written
  // here (a retry's backoff is found within idleMaxMs).
  return startPoller({
    name: 'outbox worker',
    pass,
    delayAfter: (handled) => (handled >= o.batchSize ? 0 : o.pollMs),
    wakeOn: { kind: 'outbox', idleMaxMs: IDLE_MAX_MS },
    autoStart: options.autoStart,
    firstPassAfterMs: options.firstPassAfterMs,
    logger,
  });
}
