import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { EventStreamKind } from '#server/metrics';
import type { AppContext } from './context';
import { messageOf } from '#server/errors';

/** Keep-alive interval of every event stream; shortened by tests and by EVENT_STREAM_PING_MS (MAPPING_STREAM_PING_MS, its older name). */
export const streamSettings = { pingMs: Number(process.env.EVENT_STREAM_PING_MS ?? process.env.MAPPING_STREAM_PING_MS) || 20_000 };

/** One event as a stream sends it: its id is where a client resumes (Last-Event-ID). */
export interface StreamEvent {
  id: string;
  event?: string;
  data: unknown;
}

/** What a stream follows: a log read in id order, woken by a change feed. */
export interface FollowedLog {
  /** subscribes to wake-ups; answers the unsubscribe */
  onWake(wake: () => void): () => void;
  /** starts listening across gateways (PostgreSQL); a failure only costs latency: every ping catches up */
  listen(): Promise<void>;
  /** the first events (a snapshot, or nothing when resuming) */
  start(): Promise<StreamEvent[]>;
  /** the events after the last one sent; `more` when a full batch suggests reading again at once */
  next(): Promise<{ events: StreamEvent[]; more: boolean }>;
}

/**
 * Serves a log as server-sent events: the start, then each change as it comes, a `ping` now and
 * then (which also catches up on a missed wake-up), until the client goes or the gateway stops (its
 * clients resume elsewhere with Last-Event-ID). A failure sends `error` with `failedMessage`, never
 * the store's own message (its SQL).
 */
export function serveEventStream(c: AppContext, kind: EventStreamKind, failedMessage: string, log: FollowedLog): Response {
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const leave = c.var.metrics.streamOpened(kind);
    try {
      await follow(c, stream, log);
    } catch (error) {
      // Answered here, not through streamSSE's onError: Hono then also sends the error's own message as an event.
      c.var.log.error({ err: error, stream: kind }, `${kind} stream failed`);
      await stream.writeSSE({ event: 'error', data: JSON.stringify({ errorMsg: failedMessage }) }).catch(() => undefined);
    } finally {
      leave();
    }
  });
}

const send = (stream: SSEStreamingApi, events: StreamEvent[]) =>
  events.reduce((sent, e) => sent.then(() => stream.writeSSE({ id: e.id, ...(e.event ? { event: e.event } : {}), data: JSON.stringify(e.data) })), Promise.resolve());

async function follow(c: AppContext, stream: SSEStreamingApi, log: FollowedLog): Promise<void> {
  let pending = true;
  let wake = () => {};
  let ending = false;
  const unregister = c.var.streams.add(() => {
    ending = true;
    wake();
  });
  const off = log.onWake(() => {
    pending = true;
    wake();
  });
  stream.onAbort(() => wake());
  try {
    await log.listen().catch((error) => c.var.log.warn({ cause: messageOf(error) }, 'event stream: LISTEN failed'));
    await send(stream, await log.start());
    while (!stream.aborted && !ending) {
      if (pending) {
        const { events, more } = await log.next();
        pending = more;
        await send(stream, events);
        continue;
      }
      const pinged = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), streamSettings.pingMs);
        wake = () => {
          clearTimeout(timer);
          resolve(false);
        };
      });
      if (pinged && !stream.aborted) {
        await stream.writeSSE({ event: 'ping', data: '{}' });
        pending = true; // a missed wake-up costs at most one ping interval
      }
    }
  } finally {
    off();
    unregister();
  }
}

/** A Last-Event-ID this gateway could have sent: a non-negative whole number. */
export const parseEventId = (value: string | undefined) => (value !== undefined && /^\d{1,18}$/.test(value.trim()) ? Number(value.trim()) : undefined);
