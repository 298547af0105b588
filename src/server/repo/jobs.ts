import { and, count, eq, sql } from 'drizzle-orm';
import { formatUtc } from '#domain/timestamp';
import type { FieldError } from '#domain/validation';
import type { Db } from '#server/store/db';
import { referenceItem } from '#server/store/schema';
import { execRows } from './documents';
import { REF, findReferenceItem } from './reference';
import { must } from '#server/errors';

/**
 * Jobs made by uploads (issue 3), kept beside the built-in jobs in reference_item so the jobs calls
 * (GET /adminBackend/jobs/v1/jobs, /{id}, /{id}/tasks) list them. A job goes PENDING → RUNNING →
 * COMPLETED (with its `result`) or FAILED (with `error` and `errors` naming rows and columns); its
 * tasks follow. What the job works on is kept apart (kind jobInput), so the jobs calls never send
 * a whole sheet, and any gateway process sharing the database can run it.
 */
export type JobStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';

export interface Job {
  id: string;
  name: string;
  type: string;
  status: JobStatus;
  created: string;
  started?: string | null;
  finished: string | null;
  userId: string;
  result?: Record<string, unknown> | null;
  error?: string | null;
  errors?: FieldError[];
  /** a RUNNING job whose lease has passed was left by a stopped process: it may be claimed again */
  leaseUntil?: string | null;
  [field: string]: unknown;
}

export type JobTask = {
  id: string;
  jobId: string;
  position: number;
  name: string;
  status: JobStatus;
  error: string | null;
  created: string;
};

const now = () => formatUtc(new Date());

/** Records a PENDING job with its tasks (names and states) and its input, in the caller's transaction. */
export async function recordJob(db: Db, job: Pick<Job, 'id' | 'name' | 'type' | 'userId'> & Record<string, unknown>, tasks: [string, JobStatus][], input: Record<string, unknown>): Promise<Job> {
  const [counted] = await db.select({ n: count() }).from(referenceItem).where(eq(referenceItem.kind, REF.job));
  const position = 1000 + Number(must(counted, 'A count answers a row').n);
  const created = now();
  const body: Job = { ...job, status: 'PENDING', created, started: null, finished: null, result: null, error: null, errors: [] };
  const taskBodies: JobTask[] = tasks.map(([name, status], i) => ({ id: `${job.id}-${i + 1}`, jobId: job.id, position: i + 1, name, status, error: null, created }));
  await db.insert(referenceItem).values([
    { kind: REF.job, id: job.id, position, body },
    // A task's own place in the job, which its list is sorted by (ids would sort '-10' before '-2').
    ...taskBodies.map((t) => ({ kind: REF.jobTask, id: t.id, position: t.position, body: t })),
    { kind: REF.jobInput, id: job.id, position, body: input },
  ]);
  return body;
}

/**
 * Claims one PENDING job of these types (or a RUNNING one whose lease has passed), marking it
 * RUNNING with a lease, in a short transaction with FOR UPDATE SKIP LOCKED: two workers never run
 * the same job.
 */
export async function claimJob(db: Db, types: readonly string[], leaseMs: number): Promise<Job | undefined> {
  const started = new Date();
  const patch = { status: 'RUNNING', started: formatUtc(started), leaseUntil: new Date(started.getTime() + leaseMs).toISOString() };
  const [row] = await execRows<{ body: Job }>(
    db,
    sql`update reference_item set body = body || ${JSON.stringify(patch)}::jsonb
        where kind = ${REF.job} and id = (
          select id from reference_item
          where kind = ${REF.job} and body->>'type' in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})
            and (body->>'status' = 'PENDING' or (body->>'status' = 'RUNNING' and (body->>'leaseUntil')::timestamptz < now()))
          order by position, id limit 1 for update skip locked)
        returning body`,
  );
  return row?.body;
}

export const jobInput = <T>(db: Db, jobId: string) => findReferenceItem<T>(db, REF.jobInput, jobId);

async function patchItem(db: Db, kind: string, id: string, patch: Record<string, unknown>): Promise<void> {
  await db
    .update(referenceItem)
    .set({ body: sql`${referenceItem.body} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(referenceItem.kind, kind), eq(referenceItem.id, id)));
}

/** Sets the state of a job's task (by its position), in the caller's transaction. */
export const setJobTask = (db: Db, jobId: string, position: number, status: JobStatus, error: string | null = null) =>
  patchItem(db, REF.jobTask, `${jobId}-${position}`, { status, error });

/** Ends a job, COMPLETED with its result or FAILED with its errors; its input is no longer needed. */
export async function finishJob(db: Db, jobId: string, outcome: { result: Record<string, unknown> } | { error: string; errors: FieldError[] }): Promise<void> {
  const done = 'result' in outcome ? { status: 'COMPLETED', result: outcome.result } : { status: 'FAILED', error: outcome.error, errors: outcome.errors };
  await patchItem(db, REF.job, jobId, { ...done, finished: now(), leaseUntil: null });
  await db.delete(referenceItem).where(and(eq(referenceItem.kind, REF.jobInput), eq(referenceItem.id, jobId)));
}
