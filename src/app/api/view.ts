import { queryOptions } from '@tanstack/react-query';
import type { SavedView, ViewInput, ViewScreen } from '#domain/view';
import { api, type Page } from './client';

const VIEWS = '/view/v1/views';

/**
 * GET /view/v1/views: the user's own views and the shared ones, of one screen or (no screen, for the
 * palette) of every screen; the first 200 by name (a user keeps a few per screen).
 */
export const viewsQuery = (screen?: ViewScreen) =>
  queryOptions({
    queryKey: ['views', screen ?? 'all'],
    queryFn: ({ signal }) => api<Page<SavedView>>(VIEWS, { query: { screen, limit: 200 }, signal }).then((page) => page.objects),
    staleTime: 30_000,
    retry: false,
  });

/** POST /view/v1/views; 409 naming `name` when the user already has that name on that screen. */
export const saveView = (view: ViewInput) => api<SavedView>(VIEWS, { method: 'POST', body: view, headers: { 'Idempotency-Key': crypto.randomUUID() } });

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** PUT /view/v1/views/{id} with If-Match (owner only: 403; 412 when it changed since it was read; 409 naming `name`). */
export const updateView = (id: string, version: number, view: ViewInput) =>
  api<SavedView>(`${VIEWS}/${encodeURIComponent(id)}`, { method: 'PUT', body: view, headers: ifMatch(version) });

/** DELETE /view/v1/views/{id} with If-Match (owner only: 403; 412 when it changed since it was read). */
export const deleteView = (id: string, version: number) => api(`${VIEWS}/${encodeURIComponent(id)}`, { method: 'DELETE', headers: ifMatch(version) });
