import { openChangeSet } from '#server/repo/changelog';
import { finishJob, type Job, jobInput, setJobTask } from '#server/repo/jobs';
import type { Logger } from '#server/log';
import { createLookbook, LookbookFailure, type LookbookJob, type LookbookJobInput } from '#server/services/lookbook';
import type { Store } from '#server/store/db';

const SERVER_ERROR = 'The lookbook could not be created because of a server error; upload the sheet again';

/** Runs one claimed LOOKBOOK_UPLOAD job to COMPLETED or FAILED (answering its failure message). */
export async function runLookbookJob(store: Store, job: Job, logger: Logger): Promise<string | undefined> {
  const lookbookJob = job as LookbookJob;
  const input = await store.read((db) => jobInput<LookbookJobInput>(db, job.id));
  let failure: LookbookFailure | undefined;
  try {
    if (!input) throw new LookbookFailure([{ fieldName: 'file', message: 'The uploaded sheet of this job is no longer kept; upload it again' }]);
    await store.tx((tx) => setJobTask(tx, job.id, 2, 'RUNNING'));
    await store.tx(async (tx) => {
      const result = await createLookbook(tx, lookbookJob, input.rows, await openChangeSet(tx, job.userId));
      await setJobTask(tx, job.id, 2, 'COMPLETED');
      await finishJob(tx, job.id, { result });
    });
    return undefined;
  } catch (error) {
    if (error instanceof LookbookFailure) failure = error;
    else logger.error({ jobId: job.id, err: error }, 'lookbook job: unexpected error');
  }
  const message = failure?.message ?? SERVER_ERROR;
  await store.tx(async (tx) => {
    await setJobTask(tx, job.id, 2, 'FAILED', message);
    await finishJob(tx, job.id, { error: message, errors: failure?.errors ?? [] });
  });
  return message;
}
