import { serve } from '@hono/node-server';
import { API_BASE, createApp } from './app';
import { ConfigError, readConfig } from './config';
import { prepareStore } from './store/seed/index';
import { openStore } from './store/db';
import { DataDirLockedError } from './store/lock';
import { stopListening } from './workers/mapping-feed';
import { startJobWorker } from './workers/jobs';
import { startMappingWorker } from './workers/mapping';
import { startOutboxWorker } from './workers/outbox';
import type { Poller } from './workers/poller';

async function main() {
  const config = readConfig();
  // What /health/ready says until start-up is done, and again once a stop begins.
  let notReady: string | undefined = 'Starting: the workers are not running yet';
  let stopping = false;
  let stop = async (signal: string) => {
    // A stop during start-up: the store may be half-open, so start-up finishes first (below).
    stopping = true;
    console.log(`${signal}: stopping once start-up has finished`);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

  console.log(`Opening the store (${config.databaseUrl ? 'PostgreSQL' : `embedded, in ${config.dataDir}`})…`);
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgliteSharedBuffers: config.pgliteSharedBuffers, timeouts: config.storeTimeouts });
  const files = { dataDir: config.dataDir, publicApiBase: `${config.publicUrl}${API_BASE}` };
  await prepareStore(store, files, config.seed);
  const app = createApp(store, config, { notReady: () => notReady });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, (info) => {
    console.log(`Flight Deck on http://localhost:${info.port}/flightdeck/ (API at /flightdeck/services/, store: ${store.kind})`);
  });
  // The workers claim with FOR UPDATE SKIP LOCKED: every gateway process on one database may run them.
  const workers: Poller[] = [
    startOutboxWorker({ store, downstreamUrl: config.downstreamUrl }),
    // images this gateway stores are checked on disk; others are fetched from public addresses only
    startMappingWorker({ store, ownFiles: files, privateOriginsAllowed: config.imageCheckPrivateOrigins }),
    startJobWorker({ store }),
  ];
  notReady = undefined;

  let closing = false;
  stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    notReady = 'Stopping';
    console.log(`${signal}: closing`);
    server.close();
    // Workers finish their current pass first: the store must outlive their last write.
    await Promise.all(workers.map((w) => w.stop()));
    await stopListening(store);
    await store.close();
    process.exit(0);
  };
  if (stopping) await stop('SIGTERM');
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof Error && /must be one of|PORT must/.test(error.message) ? error.message : error);
  process.exit(1);
});
