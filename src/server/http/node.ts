import { Hono } from 'hono';
import { REF, referenceItems } from '#server/repo/reference';
import { singlePage } from './admin-backend';
import type { AppEnv } from './context';

/** Audience (targeting) definitions: GET /node/v1/definitions/ → { objects, pagination }; the fixed five come first. */
export const nodeRoutes = new Hono<AppEnv>({ strict: false });

nodeRoutes.get('/definitions', async (c) => c.json(singlePage(await c.var.store.read((db) => referenceItems(db, REF.targetingDefinition)))));
