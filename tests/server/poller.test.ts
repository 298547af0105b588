import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { announceWork } from '#server/work-signal';
import { type Poller, startPoller } from '#server/workers/poller';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('worker loop', () => {
  let poller: Poller | undefined;
  afterEach(async () => {
    await poller?.stop();
    poller = undefined;
  });

  function idleWorker(wakeOn?: Parameters<typeof startPoller>[0]['wakeOn']) {
    const passes: number[] = [];
    poller = startPoller({ name: 'test worker', pass: async () => (passes.push(Date.now()), 0), delayAfter: () => 50, wakeOn });
    return passes;
  }

  it('polls ever more slowly while it finds nothing, and at once when its work is announced', async () => {
    const passes = idleWorker({ kind: 'outbox', idleMaxMs: 5000 });
    await sleep(1500);
    // 50, 100, 200, 400, 800 ms apart: a fixed 50 ms would have made about 30 passes
    expect(passes.length).toBeGreaterThanOrEqual(3);
    expect(passes.length).toBeLessThanOrEqual(7);
    const before = passes.length;
    const announced = Date.now();
    announceWork('outbox');
    while (passes.length === before && Date.now() - announced < 5000) await sleep(5);
    // the next idle pass was at least 1.6 s away
    expect(passes[before]! - announced).toBeLessThan(1000);
  });

  it('waits firstPassAfterMs before its first pass, unless its work is announced meanwhile', async () => {
    const started = Date.now();
    const passes: number[] = [];
    poller = startPoller({ name: 'test worker', pass: async () => (passes.push(Date.now()), 0), delayAfter: () => 50, firstPassAfterMs: 400 });
    while (passes.length === 0) await sleep(5);
    expect(passes[0]! - started).toBeGreaterThanOrEqual(390);
    await poller.stop();
    const woken: number[] = [];
    const announced = Date.now();
    poller = startPoller({ name: 'test worker', pass: async () => (woken.push(Date.now()), 0), delayAfter: () => 50, firstPassAfterMs: 5000, wakeOn: { kind: 'outbox', idleMaxMs: 5000 } });
    announceWork('outbox');
    while (woken.length === 0 && Date.now() - announced < 5000) await sleep(5);
    expect(woken[0]! - announced).toBeLessThan(1000);
  });

  it('ignores work of another kind, and keeps its pace without a kind to listen for', async () => {
    const passes = idleWorker({ kind: 'mapping', idleMaxMs: 5000 });
    // after the fifth pass the next is 800 ms away
    while (passes.length < 5) await sleep(5);
    const before = passes.length;
    announceWork('outbox');
    await sleep(300);
    expect(passes.length).toBe(before);
    await poller!.stop();
    const steady = idleWorker();
    await sleep(600);
    expect(steady.length).toBeGreaterThanOrEqual(5);
  });

  it('stops: no pass after stop, and announcements reach no stopped worker', async () => {
    const passes = idleWorker({ kind: 'outbox', idleMaxMs: 5000 });
    await sleep(100);
    await poller!.stop();
    const count = passes.length;
    announceWork('outbox');
    await sleep(200);
    expect(passes.length).toBe(count);
  });

  it("runs the pass a writer's announcement brings forward outside the writer's context", async () => {
    // The store's lock knows its holder by async context: a pass run inside the writer's
    // transaction context was refused as nested access, so no task or event ever ran.
    const writer = new AsyncLocalStorage<string>();
    const contexts: string[] = [];
    poller = startPoller({
      name: 'test worker',
      pass: async () => (contexts.push(writer.getStore() ?? 'own'), 0),
      delayAfter: () => 10_000,
      wakeOn: { kind: 'outbox', idleMaxMs: 10_000 },
    });
    while (contexts.length === 0) await sleep(5);
    writer.run('inside a write transaction', () => announceWork('outbox'));
    const announced = Date.now();
    while (contexts.length === 1 && Date.now() - announced < 2000) await sleep(5);
    expect(contexts).toEqual(['own', 'own']);
  });
});
