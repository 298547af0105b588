import { isOneOf } from '#domain/lists';
import { resolve } from 'node:path';
import { DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from './timeouts';

export const APP_ENVS = ['local', 'test', 'dev', 'stage', 'main', 'prod'] as const;
export type AppEnvName = (typeof APP_ENVS)[number];

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  seed: 'demo' | 'none';
  auth: 'off' | 'dev' | 'oidc';
  /** The origin browsers reach the gateway at (`PUBLIC_URL`); the bundled provider's issuer lives under it. */
  publicUrl: string;
  /** With `AUTH=oidc`: the trusted issuer, the portal's client id and the access tokens' audience. */
  oidc?: { issuer: string; clientId: string; audience: string };
  appEnv: AppEnvName;
  sentryDsn?: string;
  downstreamUrl?: string;
  /** `IMAGE_CHECK_PRIVATE_ORIGINS`: origins on private addresses the mapping image check may still fetch */
  imageCheckPrivateOrigins: string[];
  /** `PGLITE_SHARED_BUFFERS`: the embedded store's buffer cache, a PostgreSQL memory size such as 16MB */
  pgliteSharedBuffers?: string;
  /** STORE_CONNECT_TIMEOUT_MS, STORE_STATEMENT_TIMEOUT_MS, STORE_IDLE_IN_TRANSACTION_TIMEOUT_MS (PostgreSQL) */
  storeTimeouts: StoreTimeouts;
  /** `METRICS_PORT`: a second port serving the metrics alone, without sign-in (a private network's scraper) */
  metricsPort?: number;
}

/** A duration in milliseconds from the environment, or its default. */
function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new ConfigError(`${name} must be a whole number of milliseconds, at least 1 (got '${text}')`);
  return Number(text);
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (!isOneOf(allowed, value)) throw new Error(`${name} must be one of ${allowed.join(', ')} (got '${value}')`);
  return value;
}

/** A variable that is missing or wrong: start-up stops with this message alone. */
export class ConfigError extends Error {}

function oidcSettings(env: NodeJS.ProcessEnv): Config['oidc'] {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_AUDIENCE } = env;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_AUDIENCE) {
    const missing = Object.entries({ OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_AUDIENCE }).filter(([, value]) => !value).map(([name]) => name);
    throw new ConfigError(`AUTH=oidc needs ${missing.join(', ')} (the issuer URL, the portal's client id and the access tokens' audience)`);
  }
  const issuer = OIDC_ISSUER.replace(/\/+$/, '');
  if (!/^https?:\/\//.test(issuer) || !URL.canParse(issuer)) throw new ConfigError(`OIDC_ISSUER must be an http(s) URL (got '${OIDC_ISSUER}')`);
  return { issuer, clientId: OIDC_CLIENT_ID, audience: OIDC_AUDIENCE };
}

function publicUrlOf(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  if (!/^https?:\/\//.test(value) || !URL.canParse(value)) throw new ConfigError(`PUBLIC_URL must be an http(s) origin (got '${value}')`);
  return new URL(value).origin;
}

/** A comma-separated list of http(s) origins, each given back as its origin (scheme://host:port). */
function originList(name: string, value: string | undefined): string[] {
  const items = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const item of items) {
    if (!/^https?:\/\//.test(item) || !URL.canParse(item)) throw new ConfigError(`${name} must list http(s) origins separated by commas (got '${item}')`);
  }
  return items.map((item) => new URL(item).origin);
}

function memorySize(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\d+(kB|MB|GB)$/.test(value)) throw new ConfigError(`${name} must be a size such as 16MB or 1GB (got '${value}')`);
  return value;
}

function portNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) throw new ConfigError(`${name} must be a port number (got '${value}')`);
  return Number(value);
}

/** Reads the run contract's variables (README, DESIGN.md); a wrong value stops start-up with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got '${env.PORT}')`);
  const auth = oneOf('AUTH', env.AUTH, ['off', 'dev', 'oidc'], 'off');
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seed: oneOf('SEED', env.SEED, ['demo', 'none'], 'demo'),
    auth,
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
    ...(auth === 'oidc' ? { oidc: oidcSettings(env) } : {}),
    appEnv: oneOf('APP_ENV', env.APP_ENV, APP_ENVS, 'local'),
    sentryDsn: env.SENTRY_DSN || undefined,
    downstreamUrl: env.DOWNSTREAM_URL || undefined,
    imageCheckPrivateOrigins: originList('IMAGE_CHECK_PRIVATE_ORIGINS', env.IMAGE_CHECK_PRIVATE_ORIGINS),
    pgliteSharedBuffers: memorySize('PGLITE_SHARED_BUFFERS', env.PGLITE_SHARED_BUFFERS),
    storeTimeouts: {
      connectMs: milliseconds(env, 'STORE_CONNECT_TIMEOUT_MS', DEFAULT_STORE_TIMEOUTS.connectMs),
      statementMs: milliseconds(env, 'STORE_STATEMENT_TIMEOUT_MS', DEFAULT_STORE_TIMEOUTS.statementMs),
      idleInTransactionMs: milliseconds(env, 'STORE_IDLE_IN_TRANSACTION_TIMEOUT_MS', DEFAULT_STORE_TIMEOUTS.idleInTransactionMs),
    },
    metricsPort: portNumber('METRICS_PORT', env.METRICS_PORT),
  };
}
