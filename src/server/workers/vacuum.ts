import { log, type Logger } from '#server/log';
import { tablesDue, tendTable } from '#server/repo/vacuum';
import type { Store } from '#server/store/db';
import { type Poller, type PollerStart, startPoller } from './poller';

export interface VacuumWorkerOptions extends PollerStart {
  store: Store;
  /** the wait between passes that found nothing to do */
  pollMs?: number;
  logger?: Logger;
}

/**
 * The embedded store's autovacuum: PGlite runs no background processes, so without this its tables
 * would never shed dead rows nor get fresh planner statistics, and pages written since the last
 * vacuum would stay out of the visibility map (a list's count then reads the table instead of its
 * primary key index). Each pass tends the tables PostgreSQL's autovacuum would, one table per store
 * call, so the calls that arrive meanwhile wait for one table at most. On PostgreSQL its own
 * autovacuum does this and the worker is not started.
 */
export function startVacuumWorker(options: VacuumWorkerOptions): Poller {
  const o = { pollMs: 60_000, ...options };
  const logger = o.logger ?? log();
  async function pass(): Promise<number> {
    const due = await o.store.read(tablesDue);
    for (const table of due) {
      const started = performance.now();
      await o.store.read((db) => tendTable(db, table));
      logger.debug({ table: table.name, vacuum: table.vacuum, ms: Math.round(performance.now() - started) }, 'vacuum worker: table tended');
    }
    return due.length;
  }
  // A pass that tended tables is checked again soon: a table may have grown meanwhile.
  return startPoller({ name: 'vacuum worker', pass, delayAfter: (handled) => (handled > 0 ? 1_000 : o.pollMs), autoStart: o.autoStart, firstPassAfterMs: o.firstPassAfterMs, logger });
}
