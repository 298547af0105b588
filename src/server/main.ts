import { serve } from '@hono/node-server';
import { API_BASE, createApp } from './app';
import { ConfigError, readConfig } from './config';
import { seedIfEmpty } from './store/seed/index';
import { installReferenceData } from './store/reference-data';
import { openStore } from './store/db';
import { DataDirLockedError } from './store/lock';
import { stopListening } from './workers/mapping-feed';
import { startJobWorker } from './workers/jobs';
import { startMappingWorker } from './workers/mapping';
import { startOutboxWorker } from './workers/outbox';

async function main() {
  const config = readConfig();
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgliteSharedBuffers: config.pgliteSharedBuffers });
  await installReferenceData(store);
  const files = { dataDir: config.dataDir, publicApiBase: `${config.publicUrl}${API_BASE}` };
  if (config.seed === 'demo') await seedIfEmpty(store, files);
  const app = createApp(store, config);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, (info) => {
    console.log(`Flight Deck on http://localhost:${info.port}/flightdeck/ (API at /flightdeck/services/, store: ${store.kind})`);
  });
  // The workers claim with FOR UPDATE SKIP LOCKED: every gateway process on one database may run them.
  const workers = [
    startOutboxWorker({ store, downstreamUrl: config.downstreamUrl }),
    // images this gateway stores are checked on disk; others are fetched from public addresses only
    startMappingWorker({ store, ownFiles: files, privateOriginsAllowed: config.imageCheckPrivateOrigins }),
    startJobWorker({ store }),
  ];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    server.close();
    // Workers finish their current pass first: the store must outlive their last write.
    await Promise.all(workers.map((w) => w.stop()));
    await stopListening(store);
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof Error && /must be one of|PORT must/.test(error.message) ? error.message : error);
  process.exit(1);
});
