import { queryOptions, useQuery } from '@tanstack/react-query';
import { readFlags, type Flags } from '#domain/flags';
import { must } from '#domain/must';
import { appEnv } from '#app/env';
import { api } from './client';

/** Flags never block the app: a failure or a 60 s wait falls back to the defaults (spec 1 §2, §7). */
export const FLAGS_TIMEOUT_MS = 60_000;

export async function fetchFlags(): Promise<Flags> {
  try {
    return readFlags(await api('/config/v1/flags', { timeout: FLAGS_TIMEOUT_MS }), appEnv());
  } catch (error) {
    console.warn('Flags failed to load; using defaults', error);
    return readFlags(undefined, appEnv());
  }
}

/**
 * The flags the gateway wrote into the page it served (the answer /config/v1/flags gives), so the
 * first screen's data need not wait for that call; undefined under the Vite dev server.
 */
export function pageFlags(): Flags | undefined {
  const text = document.querySelector<HTMLMetaElement>('meta[name="flightdeck-flags"]')?.content;
  if (!text) return undefined;
  try {
    return readFlags(JSON.parse(text), appEnv());
  } catch {
    return undefined;
  }
}

/** The remote configuration is fetched at most once a day (24 h minimum interval); the page's copy counts as fetched. */
export const flagsQuery = () =>
  queryOptions({ queryKey: ['flags'], queryFn: fetchFlags, initialData: pageFlags, staleTime: 24 * 60 * 60 * 1000, gcTime: Infinity });

/** The flags, on a screen: App shows its loading screen until they are ready, so a screen always has them. */
export const useFlags = (): Flags => must(useQuery(flagsQuery()).data, 'the flags are ready before any screen shows (App.tsx)');
