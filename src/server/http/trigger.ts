import { Hono } from 'hono';
import { REF, referenceItems } from '#server/repo/reference';
import { singlePage } from './admin-backend';
import type { AppEnv } from './context';

/** Triggers: GET /trigger/management/api/v1/triggers → { objects, pagination }. */
export const triggerRoutes = new Hono<AppEnv>({ strict: false });

triggerRoutes.get('/triggers', async (c) => c.json(singlePage(await c.var.store.read((db) => referenceItems(db, REF.trigger)))));
