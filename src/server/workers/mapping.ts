import { and, asc, eq, sql } from 'drizzle-orm';
import { pruneChanges, recordChanges, type TaskRow, taskView } from '#server/repo/mapping';
import type { Db, Store } from '#server/store/db';
import { mappingTask } from '#server/store/schema';
import type { FileSettings } from '#server/files/settings';
import { log, type Logger } from '#server/log';
import { CHECKS } from './mapping-checks';
import { type Poller, type PollerStart, startPoller } from './poller';
import { must } from '#server/errors';

/**
 * Runs mapping tasks (issue 3): claims PENDING tasks whose children have all finished, with
 * FOR UPDATE SKIP LOCKED in a short transaction that moves them to IN_PROGRESS, runs each task's
 * check outside any transaction while pinging last_ping_time, then stores SUCCESS or FAILURE with
 * the check's message. A task reset meanwhile (a new save or a retry) is not overwritten: the
 * finish only applies to the claim it belongs to (same `updated`).
 */
export interface MappingWorkerOptions extends PollerStart {
  store: Store;
  /** this gateway's stored images (its file store and PUBLIC_URL): read there, never fetched */
  ownFiles?: FileSettings;
  /** origins (scheme://host:port) image checks may fetch although they resolve to private addresses */
  privateOriginsAllowed?: readonly string[];
  pollMs?: number;
  heartbeatMs?: number;
  concurrency?: number;
  timeoutMs?: number;
  /** change log retention, for the stream's resume (older ids get a reset) */
  keepChangesMs?: number;
  keepChangesPerCampaign?: number;
  pruneEveryMs?: number;
  logger?: Logger;
}

const UNEXPECTED = 'The mapping check failed unexpectedly; retry the task';

async function setState(db: Db, claimed: TaskRow, set: Partial<TaskRow>): Promise<void> {
  const [row] = await db
    .update(mappingTask)
    .set(set)
    .where(and(eq(mappingTask.id, claimed.id), eq(mappingTask.stateType, 'IN_PROGRESS'), eq(mappingTask.updated, claimed.updated)))
    .returning();
  if (row) await recordChanges(db, row.campaignId, [taskView(row)]);
}

export function startMappingWorker(options: MappingWorkerOptions): Poller {
  const o = { pollMs: 1000, heartbeatMs: 30_000, concurrency: 4, timeoutMs: 5000, keepChangesMs: 3_600_000, keepChangesPerCampaign: 1000, pruneEveryMs: 60_000, ...options };
  const { store } = o;
  const logger = o.logger ?? log();
  const privateOriginsAllowed = new Set(o.privateOriginsAllowed ?? []);
  let lastPrune = 0;

  const claim = () =>
    store.tx(async (tx) => {
      const rows = await tx
        .select()
        .from(mappingTask)
        .where(
          and(
            eq(mappingTask.stateType, 'PENDING'),
            sql`not exists (select 1 from mapping_task c where c.parent_id = ${mappingTask.id} and c.state_type in ('PENDING', 'IN_PROGRESS'))`,
          ),
        )
        .orderBy(asc(mappingTask.updated), asc(mappingTask.id))
        .limit(o.concurrency)
        .for('update', { skipLocked: true });
      const claimed: TaskRow[] = [];
      for (const r of rows) {
        const now = new Date();
        const [updated] = await tx.update(mappingTask).set({ stateType: 'IN_PROGRESS', updated: now, lastPingTime: now, error: null }).where(eq(mappingTask.id, r.id)).returning();
        const row = must(updated, `Mapping task ${r.id}, locked, is updated`);
        await recordChanges(tx, row.campaignId, [taskView(row)]);
        claimed.push(row);
      }
      return claimed;
    });

  async function run(task: TaskRow): Promise<void> {
    const about = { taskId: task.id, campaignId: task.campaignId, type: task.type };
    logger.info(about, 'mapping task claimed');
    const ping = setInterval(() => {
      void store.tx((tx) => setState(tx, task, { lastPingTime: new Date() })).catch(() => undefined);
    }, o.heartbeatMs);
    let error: string | undefined;
    try {
      const check = CHECKS[task.type];
      if (!check) error = `Unknown mapping task type ${task.type}`;
      // Trees not built by a v3 save (e.g. imported ones) may not say what they map.
      else if (!task.body.objectId && task.parentId) error = 'This task does not name what it maps; save the campaign through v3 to rebuild its tree';
      else {
        error = await check(task, { store, ownFiles: o.ownFiles, privateOriginsAllowed, timeoutMs: o.timeoutMs });
      }
    } catch (e) {
      logger.error({ ...about, err: e }, 'mapping task: the check threw');
      error = UNEXPECTED;
    } finally {
      clearInterval(ping);
    }
    const now = new Date();
    await store.tx((tx) => setState(tx, task, { stateType: error ? 'FAILURE' : 'SUCCESS', error: error ?? null, updated: now, lastPingTime: now }));
    if (error) logger.warn({ ...about, error }, 'mapping task failed');
    else logger.info(about, 'mapping task finished');
  }

  async function pass(): Promise<number> {
    if (Date.now() - lastPrune > o.pruneEveryMs) {
      lastPrune = Date.now();
      await store.tx((tx) => pruneChanges(tx, o.keepChangesMs, o.keepChangesPerCampaign));
    }
    const tasks = await claim();
    await Promise.all(tasks.map(run));
    return tasks.length;
  }

  // Work found means more may be due: go on at once.
  // Idle, it polls more slowly until a task changes here (tasks made by another process wait at most 5 s).
  return startPoller({ name: 'mapping worker', pass, delayAfter: (handled) => (handled > 0 ? 0 : o.pollMs), wakeOn: { kind: 'mapping', idleMaxMs: 5000 }, autoStart: o.autoStart, firstPassAfterMs: o.firstPassAfterMs, logger });
}

/** Runs passes until nothing is left to claim (tests). */
export async function drainMapping(worker: Poller, maxPasses = 50): Promise<void> {
  for (let i = 0; i < maxPasses; i++) if ((await worker.runOnce()) === 0) return;
}
