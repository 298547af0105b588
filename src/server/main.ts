import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';
import { seedIfEmpty } from './store/seed/index';
import { installReferenceData } from './store/reference-data';
import { openStore } from './store/db';
import { DataDirLockedError } from './store/lock';

async function main() {
  const config = readConfig();
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await installReferenceData(store);
  if (config.seed === 'demo') await seedIfEmpty(store);
  const app = createApp(store, config);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, (info) => {
    console.log(`Flight Deck on http://localhost:${info.port}/flightdeck/ (API at /flightdeck/services/, store: ${store.kind})`);
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    server.close();
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
