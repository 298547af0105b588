/**
 * What the gateway tells the page about where it runs (meta tags it fills in when serving
 * index.html, see src/server/http/portal.ts). The Vite dev server leaves the defaults.
 */
export type AppEnvName = 'local' | 'test' | 'dev' | 'stage' | 'main' | 'prod';
const APP_ENVS: readonly AppEnvName[] = ['local', 'test', 'dev', 'stage', 'main', 'prod'];

function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

export function appEnv(): AppEnvName {
  const value = meta('flightdeck-env');
  return APP_ENVS.includes(value as AppEnvName) ? (value as AppEnvName) : 'local';
}

export type AuthMode = 'off' | 'dev' | 'oidc';
export function authMode(): AuthMode {
  const value = meta('flightdeck-auth');
  return value === 'dev' || value === 'oidc' ? value : 'off';
}

/** Spec 1 §1: a staging look is used outside production. */
export const isStaging = (env: AppEnvName = appEnv()) => env !== 'prod';

/** The router's basepath and the API prefix (spec 1 §7: all calls lie under {base path}/services). */
export const BASE_PATH = '/flightdeck';
export const API_BASE = `${BASE_PATH}/services`;
