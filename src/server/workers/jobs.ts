import { log, type Logger } from '#server/log';
import { claimJob, type Job } from '#server/repo/jobs';
import type { Store } from '#server/store/db';
import { runLookbookJob } from './lookbook-job';
import { type Poller, type PollerStart, startPoller } from './poller';

/**
 * Runs the jobs uploads record (issue 3; today the lookbook upload's): claims one PENDING job at a
 * time with FOR UPDATE SKIP LOCKED (repo/jobs.ts), so several gateway processes may share one
 * database, and runs it to COMPLETED or FAILED. A job left RUNNING by a stopped process is claimed
 * again once its lease has passed; its work is one transaction, so nothing of a half run remains.
 */
/** Runs a claimed job to its end; answers its failure message, or undefined when it completed. */
const RUNNERS: Record<string, (store: Store, job: Job, logger: Logger) => Promise<string | undefined>> = {
  LOOKBOOK_UPLOAD: runLookbookJob,
};

export interface JobWorkerOptions extends PollerStart {
  store: Store;
  pollMs?: number;
  /** how long a claimed job is hidden from other workers; longer than any run */
  leaseMs?: number;
  logger?: Logger;
}

export function startJobWorker(options: JobWorkerOptions): Poller {
  const o = { pollMs: 1000, leaseMs: 10 * 60_000, ...options };
  const logger = o.logger ?? log();
  const types = Object.keys(RUNNERS);
  async function pass(): Promise<number> {
    const job = await o.store.tx((tx) => claimJob(tx, types, o.leaseMs));
    if (!job) return 0;
    const about = { jobId: job.id, type: job.type, userId: job.userId };
    logger.info(about, 'job claimed');
    const failure = await RUNNERS[job.type]!(o.store, job, logger);
    if (failure) logger.warn({ ...about, error: failure }, 'job failed');
    else logger.info(about, 'job done');
    return 1;
  }
  // A job done means another may be waiting: go on at once.
  return startPoller({ name: 'job worker', pass, delayAfter: (handled) => (handled > 0 ? 0 : o.pollMs), autoStart: o.autoStart, firstPassAfterMs: o.firstPassAfterMs, logger });
}
