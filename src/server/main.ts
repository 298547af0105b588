import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';
import { serveMetricsPort } from './http/metrics';
import { OpenStreams } from './http/open-streams';
import { log } from './log';
import { GatewayMetrics } from './metrics';
import { GATEWAY_VERSION } from './project-root';
import { fileSettings } from '#server/files/settings';
import { prepareStore } from './seed/index';
import { openStore, STORE_TEMPLATE } from './store/db';
import { DataDirLockedError } from './store/lock';
import { stopListening } from '#server/repo/change-feed';
import { startVacuumWorker } from './workers/vacuum';
import { startJobWorker } from './workers/jobs';
import { startMappingWorker } from './workers/mapping';
import { startOutboxWorker } from './workers/outbox';
import type { Poller } from './workers/poller';

async function main() {
  const config = readConfig();
  const logger = log();
  // What /health/ready says until start-up is done, and again once a stop begins.
  let notReady: string | undefined = 'Starting: the workers are not running yet';
  let stopping = false;
  let stop = async (signal: string) => {
    // A stop during start-up: the store may be half-open, so start-up finishes first (below).
    stopping = true;
    logger.info({ signal }, `${signal}: stopping once start-up has finished`);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

  const storeKind = config.databaseUrl ? 'postgres' : 'pglite';
  logger.info({ store: storeKind, dataDir: config.dataDir, version: GATEWAY_VERSION }, `Opening the store (${config.databaseUrl ? 'PostgreSQL' : `embedded, in ${config.dataDir}`})…`);
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgliteSharedBuffers: config.pgliteSharedBuffers, timeouts: config.storeTimeouts, template: STORE_TEMPLATE, logger });
  const files = fileSettings(store, config.dataDir, config.publicUrl);
  const seeded = await prepareStore(store, files, config.seed);
  const metrics = new GatewayMetrics(store, logger);
  const streams = new OpenStreams();
  const app = createApp(store, { ...config, logger, metrics, streams }, { notReady: () => notReady });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, (info) => {
    logger.info(
      { port: info.port, store: store.kind, seed: config.seed, seeded, auth: config.auth, version: GATEWAY_VERSION },
      `Flight Deck on http://localhost:${info.port}/flightdeck/ (API at /flightdeck/services/, store: ${store.kind})`,
    );
  });
  const metricsServer: Server | undefined = config.metricsPort === undefined ? undefined : await serveMetricsPort(metrics, config.metricsPort, logger);
  if (metricsServer) logger.info({ metricsPort: portOf(metricsServer) }, 'Metrics without sign-in on their own port');
  // The workers claim with FOR UPDATE SKIP LOCKED: every gateway process on one database may run them.
  const start = { firstPassAfterMs: WORKERS_FIRST_PASS_MS, logger };
  const workers: Poller[] = [
    startOutboxWorker({ store, downstreamUrl: config.downstreamUrl, publicUrl: config.publicUrl, ...start }),
    // images this gateway stores are read from its file store; others are fetched from public addresses only
    startMappingWorker({ store, ownFiles: files, privateOriginsAllowed: config.imageCheckPrivateOrigins, ...start }),
    startJobWorker({ store, ...start }),
    // PostgreSQL vacuums by itself; the embedded store has no background processes to do it
    ...(store.kind === 'pglite' ? [startVacuumWorker({ store, ...start })] : []),
  ];
  notReady = undefined;

  let closing = false;
  stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    notReady = 'Stopping';
    // Open event streams end first (their clients resume on another gateway), then the calls under
    // way are answered before the store closes: a stop loses no write a client was told of.
    logger.info({ signal, streams: streams.endAll() }, `${signal}: closing`);
    // serve() without its createServer option makes a plain http.Server
    await closed(server as Server);
    metricsServer?.close();
    // Workers finish their current pass first: the store must outlive their last write.
    await Promise.all(workers.map((w) => w.stop()));
    await stopListening(store);
    await store.close();
    logger.info({ signal }, 'Closed cleanly');
    logger.flush();
    process.exit(0);
  };
  if (stopping) await stop('SIGTERM');
}

/**
 * The workers' first pass comes this long after start-up: work left from before a restart waits a
 * moment, and the first calls (a load balancer's readiness probe, the portal's first page) do not
 * (PollerStart). New work announced meanwhile wakes its worker at once.
 */
const WORKERS_FIRST_PASS_MS = 1_000;

/** The port a listening server took (a socket path has none). */
function portOf(server: Server): number | undefined {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

/** How long a stop waits for the calls under way (an upload, a slow list) before closing anyway. */
const DRAIN_MS = 10_000;

/** Stops taking connections and waits (at most DRAIN_MS) until those open have been answered. */
function closed(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const giveUp = setTimeout(resolve, DRAIN_MS);
    giveUp.unref();
    server.close(() => {
      clearTimeout(giveUp);
      resolve();
    });
    // keep-alive connections with no call under way are closed now, not when they time out
    server.closeIdleConnections();
  });
}

/** Start-up failed: a wrong setting or a locked data folder is said in one line, anything else in full. */
main().catch((error: unknown) => {
  // a known failure is said in its one line; anything else with its stack
  const known = error instanceof DataDirLockedError || error instanceof ConfigError || (error instanceof Error && /must be one of|PORT must/.test(error.message));
  const line = known && error instanceof Error ? error.message : undefined;
  try {
    const logger = log();
    if (line) logger.fatal(line);
    else logger.fatal({ err: error }, 'Start-up failed');
    logger.flush();
  } catch {
    // LOG_LEVEL or LOG_FORMAT itself is wrong: there is no logger to say so
    process.stderr.write(`${line ?? (error instanceof Error && error.stack ? error.stack : String(error))}\n`);
  }
  process.exit(1);
});
