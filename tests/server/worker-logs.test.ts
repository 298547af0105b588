import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeLogger } from '#server/log';
import { execRows } from '#server/repo/documents';
import { recordJob } from '#server/repo/jobs';
import { startJobWorker } from '#server/workers/jobs';
import { startMappingWorker } from '#server/workers/mapping';
import { startOutboxWorker } from '#server/workers/outbox';
import { gatewayForSuite, STORE_KINDS, startGateway } from './harness';

/** A logger whose JSON lines the test reads. */
function readLog() {
  const lines: Record<string, any>[] = [];
  const logger = makeLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines, said: (msg: string) => lines.filter((l) => l.msg === msg) };
}

describe.each(STORE_KINDS)('worker log lines on %s', (kind) => {
  const gw = gatewayForSuite(() => startGateway(kind));
  const newEvent = async () =>
    (await gw.store.tx((tx) => execRows<{ id: string }>(tx, sql`insert into event_outbox (aggregate_type, aggregate_id, event_type, payload) values ('campaign', 'c-log', 'UPDATE', '{}') returning id::text`)))[0]!.id;

  it('outbox: each event delivered, failed (with the retry delay) and dead-lettered, by its id', async () => {
    const { logger, said } = readLog();
    const delivered = await newEvent();
    const local = startOutboxWorker({ store: gw.store, autoStart: false, logger });
    await local.runOnce();
    await local.stop();
    expect(said('outbox event delivered')).toEqual([expect.objectContaining({ level: 30, eventId: delivered, eventType: 'UPDATE', aggregateType: 'campaign', aggregateId: 'c-log', attempts: 1, to: 'local' })]);

    const failing = await newEvent();
    // nothing listens on port 9: the delivery fails at once
    const down = startOutboxWorker({ store: gw.store, downstreamUrl: 'http://127.0.0.1:9/events', maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1, autoStart: false, logger });
    await down.runOnce();
    expect(said('outbox delivery failed')).toEqual([expect.objectContaining({ level: 40, eventId: failing, attempts: 1, error: expect.stringContaining('Downstream unreachable'), retryInMs: expect.any(Number) })]);
    await expect.poll(async () => (await down.runOnce(), said('outbox event dead-lettered').length)).toBe(1);
    await down.stop();
    expect(said('outbox event dead-lettered')).toEqual([expect.objectContaining({ level: 50, eventId: failing, attempts: 2, to: 'http://127.0.0.1:9/events' })]);
  });

  it('mapping: a task claimed, then failed with its message, by its id', async () => {
    const { logger, said } = readLog();
    await gw.store.tx((tx) => tx.execute(sql`insert into mapping_task (id, campaign_id, name, type, state_type, updated) values ('log-task', 'c-log', 'x', 'NO_SUCH_CHECK', 'PENDING', now())`));
    const worker = startMappingWorker({ store: gw.store, autoStart: false, logger });
    await worker.runOnce();
    await worker.stop();
    const about = { taskId: 'log-task', campaignId: 'c-log', type: 'NO_SUCH_CHECK' };
    expect(said('mapping task claimed')).toEqual([expect.objectContaining(about)]);
    expect(said('mapping task failed')).toEqual([expect.objectContaining({ ...about, level: 40, error: 'Unknown mapping task type NO_SUCH_CHECK' })]);
    expect(said('mapping task finished')).toEqual([]);
  });

  it('jobs: an upload job claimed, then failed with its message, by its id', async () => {
    const { logger, said } = readLog();
    await gw.store.tx(async (tx) => {
      await recordJob(tx, { id: 'log-job', name: 'Lookbook upload', type: 'LOOKBOOK_UPLOAD', userId: 'ops@flightdeck.example' }, [['Validate', 'COMPLETED'], ['Create', 'PENDING']], {});
      // its input gone, the job fails
      await tx.execute(sql`delete from reference_item where kind = 'jobInput' and id = 'log-job'`);
    });
    const worker = startJobWorker({ store: gw.store, autoStart: false, logger });
    await worker.runOnce();
    await worker.stop();
    const about = { jobId: 'log-job', type: 'LOOKBOOK_UPLOAD', userId: 'ops@flightdeck.example' };
    expect(said('job claimed')).toEqual([expect.objectContaining(about)]);
    expect(said('job failed')).toEqual([expect.objectContaining({ ...about, level: 40, error: expect.stringContaining('upload it again') })]);
  });
});
