import { resolve } from 'node:path';

export const APP_ENVS = ['local', 'test', 'dev', 'stage', 'main', 'prod'] as const;
export type AppEnvName = (typeof APP_ENVS)[number];

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  seed: 'demo' | 'none';
  auth: 'off' | 'dev' | 'oidc';
  appEnv: AppEnvName;
  sentryDsn?: string;
  downstreamUrl?: string;
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${name} must be one of ${allowed.join(', ')} (got '${value}')`);
  return value as T;
}

/** Reads the run contract's variables (README, DESIGN.md); a wrong value stops start-up with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got '${env.PORT}')`);
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seed: oneOf('SEED', env.SEED, ['demo', 'none'], 'demo'),
    auth: oneOf('AUTH', env.AUTH, ['off', 'dev', 'oidc'], 'off'),
    appEnv: oneOf('APP_ENV', env.APP_ENV, APP_ENVS, 'local'),
    sentryDsn: env.SENTRY_DSN || undefined,
    downstreamUrl: env.DOWNSTREAM_URL || undefined,
  };
}
