import { queryOptions } from '@tanstack/react-query';
import { readFlags, type Flags } from '../../domain/flags';
import { appEnv } from '../env';
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

/** The remote configuration is fetched at most once a day (24 h minimum interval). */
export const flagsQuery = () =>
  queryOptions({ queryKey: ['flags'], queryFn: fetchFlags, staleTime: 24 * 60 * 60 * 1000, gcTime: Infinity });
