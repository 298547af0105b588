import { Hono } from 'hono';
import type { Store } from '#server/store/db';
import { storeProblem } from '#server/services/store-health';
import type { AppContext, AppEnv } from './context';

/** How long the store has to answer the readiness query. */
export const READY_STORE_MS = 1_000;

/** What readiness needs besides the store: start-up finished (migrations, seeding) and the workers running. */
export interface Readiness {
  /** why this gateway is not ready yet, or undefined once it is */
  notReady(): string | undefined;
}

/** A gateway made by createApp without a start-up (tests): its store is open, so it is migrated. */
export const ALWAYS_READY: Readiness = { notReady: () => undefined };

/**
 * `health/live`: the process answers. `health/ready` (and `health`, kept for existing probes): the
 * store answers a query within READY_STORE_MS and start-up is done with the workers running; 503 with
 * the reason otherwise, so a load balancer sends calls elsewhere while the store is down.
 */
export function healthRoutes(store: Store, readiness: Readiness) {
  const ready = async (c: AppContext) => {
    const reason = readiness.notReady() ?? (await storeProblem(store, READY_STORE_MS));
    if (reason) return c.json({ status: 'unavailable', store: store.kind, reason }, 503);
    return c.json({ status: 'ok', store: store.kind });
  };
  return new Hono<AppEnv>({ strict: false })
    .get('/health/live', (c) => c.json({ status: 'ok' }))
    .get('/health/ready', ready)
    .get('/health', ready);
}
