import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { MAPPING_STATE_TYPES } from '#domain/mapping-status';
import type { JobStatus } from './repo/jobs';
import { execRows } from './repo/documents';
import { REF } from './repo/reference';
import type { Store } from './store/db';
import type { Logger } from './log';
import { messageOf, must } from '#server/errors';

/** Kinds of event streams the gateway serves (Server-Sent Events). */
export const EVENT_STREAM_KINDS = ['mapping', 'records'] as const;
export type EventStreamKind = (typeof EVENT_STREAM_KINDS)[number];

const JOB_STATUSES: JobStatus[] = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'];

/** How long a scrape waits for the store's figures before answering without them. */
export const STORE_FIGURES_MS = 1_000;

interface StoreFigures {
  backlog: number;
  oldest_age: number | null;
  dead: number;
  mapping: Record<string, number> | null;
  jobs: Record<string, number> | null;
}

/**
 * One gateway's Prometheus metrics (`GET /flightdeck/services/metrics`, and METRICS_PORT): its own
 * registry, so several apps in one process (the tests) do not clash. Requests and store calls are
 * observed as they happen; what the store holds (outbox, dead letters, mapping tasks, jobs) is read
 * by one query when scraped; the process's own figures start with the first scrape, so an app that
 * is never scraped runs no event-loop monitor.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly eventStreams: Gauge<'stream'>;
  private processMetrics = false;

  constructor(store: Store, logger: Logger) {
    const registers = [this.registry];
    this.requests = new Histogram({
      name: 'flightdeck_http_request_duration_seconds',
      help: 'Time to answer an API or portal request, by route pattern (never the raw path) and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const storeCalls = new Histogram({
      name: 'flightdeck_store_query_duration_seconds',
      help: 'Time a store transaction or read took (on the embedded store, with the wait for its one connection)',
      labelNames: ['kind'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
      registers,
    });
    store.onTiming((kind, seconds) => storeCalls.observe({ kind }, seconds));
    this.eventStreams = new Gauge({ name: 'flightdeck_event_stream_clients', help: 'Event-stream (Server-Sent Events) clients connected now', labelNames: ['stream'], registers });
    for (const stream of EVENT_STREAM_KINDS) this.eventStreams.set({ stream }, 0);
    if (store.pool) this.poolGauges(store.pool);
    this.storeGauges(store, logger);
  }

  /** Records an answered request; `route` is the matched pattern. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  /** Counts a client on an event stream until the returned function is called. */
  streamOpened(stream: EventStreamKind): () => void {
    this.eventStreams.inc({ stream });
    let open = true;
    return () => {
      if (open) this.eventStreams.dec({ stream });
      open = false;
    };
  }

  /** The Prometheus text of every metric. */
  async text(): Promise<{ contentType: string; body: string }> {
    if (!this.processMetrics) {
      this.processMetrics = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private poolGauges(pool: NonNullable<Store['pool']>) {
    const registers = [this.registry];
    new Gauge({ name: 'flightdeck_store_pool_connections', help: 'PostgreSQL connections the pool holds open', registers, collect() { this.set(pool.totalCount); } });
    new Gauge({ name: 'flightdeck_store_pool_idle_connections', help: 'PostgreSQL connections open and idle in the pool', registers, collect() { this.set(pool.idleCount); } });
    new Gauge({ name: 'flightdeck_store_pool_waiting_requests', help: 'Store calls waiting for a free PostgreSQL connection', registers, collect() { this.set(pool.waitingCount); } });
  }

  /**
   * The store's figures, read at scrape time by one query shared by the gauges' collect(). A store
   * that does not answer within STORE_FIGURES_MS leaves them out of that scrape (and is logged).
   */
  private storeGauges(store: Store, logger: Logger) {
    const registers = [this.registry];
    let reading: Promise<StoreFigures | undefined> | undefined;
    const figures = () =>
      (reading ??= readStoreFigures(store)
        .catch((error: unknown) => {
          logger.warn({ cause: messageOf(error) }, 'metrics: the store figures could not be read');
          return undefined;
        })
        .finally(() => {
          reading = undefined;
        }));
    /** A gauge set from the store's figures; without them, it has no value in this scrape. */
    const fromStore = <L extends string>(name: string, help: string, labelNames: L[], set: (gauge: Gauge<L>, f: StoreFigures) => void) =>
      new Gauge<L>({
        name, help, labelNames, registers,
        async collect() {
          const f = await figures();
          this.reset();
          if (f) set(this, f);
        },
      });
    fromStore('flightdeck_outbox_backlog', 'Events waiting for delivery downstream (neither delivered nor dead-lettered)', [], (g, f) => g.set(f.backlog));
    fromStore('flightdeck_outbox_oldest_undelivered_age_seconds', 'Age of the oldest event waiting for delivery (0 when none waits)', [], (g, f) => g.set(f.oldest_age ?? 0));
    fromStore('flightdeck_outbox_dead_letters', 'Events that gave up after their last attempt (GET /events/v1/deadLetters)', [], (g, f) => g.set(f.dead));
    fromStore('flightdeck_mapping_tasks', 'Mapping tasks by state', ['state'], (g, f) => {
      for (const state of new Set([...MAPPING_STATE_TYPES, ...Object.keys(f.mapping ?? {})])) g.set({ state }, f.mapping?.[state] ?? 0);
    });
    fromStore('flightdeck_jobs', 'Jobs (uploads and built-in) by status', ['status'], (g, f) => {
      for (const status of new Set([...JOB_STATUSES, ...Object.keys(f.jobs ?? {})])) g.set({ status }, f.jobs?.[status] ?? 0);
    });
  }
}

/** One query (the outbox's partial indexes and mapping_task's state index keep it cheap). */
async function readStoreFigures(store: Store): Promise<StoreFigures> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The store did not answer within ${STORE_FIGURES_MS} ms`)), STORE_FIGURES_MS);
  });
  const read = store.read((db) =>
    execRows<StoreFigures>(
      db,
      sql`select
        (select count(*)::int from event_outbox where delivered_at is null and dead_at is null) as backlog,
        (select extract(epoch from now() - min(created))::float8 from event_outbox where delivered_at is null and dead_at is null) as oldest_age,
        (select count(*)::int from event_outbox where dead_at is not null) as dead,
        (select json_object_agg(state_type, n) from (select state_type, count(*)::int as n from mapping_task group by state_type) m) as mapping,
        (select json_object_agg(status, n) from (select coalesce(body->>'status', 'UNKNOWN') as status, count(*)::int as n from reference_item where kind = ${REF.job} group by 1) j) as jobs`,
    ),
  );
  try {
    const [row] = await Promise.race([read, late]);
    return must(row, 'The metrics query answers one row');
  } finally {
    clearTimeout(timer);
  }
}
