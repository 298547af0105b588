import { Hono } from 'hono';
import { defaultFlags } from '#domain/flags';
import type { AppEnvName } from '#server/config';
import type { AppEnv } from './context';

/**
 * Remote flags: GET /config/v1/flags → { campaignServiceVersion }.
 * Spec 1 §7: the flag "defaults to v1 in production, stage and develop", so prod, stage and dev
 * answer 'v1'. The spec is silent on the other stages; local, test and main answer 'v3' so the
 * newest campaign service (bulk ad calls, the mapping stream) is what developers and tests exercise.
 * The rule lives in src/domain/flags.ts, shared with the portal's fallback.
 */
export function configRoutes(appEnv: AppEnvName) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/flags', (c) => c.json(defaultFlags(appEnv)));
  return app;
}
