import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { SeedStatement } from './bulk';
import type { DemoPlan } from './demo';

/** What the demo seed's thread says: a part's statements, or, last, the next free id. */
export type DemoMessage = { statements: SeedStatement[] } | { next: number };

/** Parts the seed's thread may make ahead of the database: they bound the memory held. */
const AHEAD = 2;

/**
 * The demo data's statements, made on a thread of their own (demo-worker.ts) while this one runs the
 * ones before them: making, checking and encoding the documents took about as long as storing them,
 * and on the embedded store both shared one thread. Yields each part's statements; answers the next
 * free id. Leaving the loop early (a failed statement) stops the thread.
 */
export async function* demoStatements(plan: DemoPlan): AsyncGenerator<SeedStatement[], number> {
  const worker = startDemoWorker({ plan, ahead: AHEAD });
  try {
    // a failure on that thread ends the loop with it; so does its exit
    for await (const [message] of on(worker, 'message', { close: ['exit'] }) as AsyncIterable<[DemoMessage]>) {
      if ('next' in message) return message.next;
      yield message.statements;
      worker.postMessage(1);
    }
    throw new Error('seed: the demo data thread stopped before its end');
  } finally {
    await worker.terminate();
  }
}

/**
 * From the bundle (dist/server/main.js) the thread runs the worker's own bundle beside it
 * (scripts/build-gateway.mjs); from the sources (tsx, vitest) it runs its source through tsx.
 */
function startDemoWorker(workerData: { plan: DemoPlan; ahead: number }): Worker {
  if (import.meta.url.endsWith('.js')) return new Worker(new URL('./demo-worker.js', import.meta.url), { workerData });
  const source = JSON.stringify(new URL('./demo-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${source}))`, { eval: true, workerData });
}
