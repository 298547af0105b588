import { Hono } from 'hono';
import { getChangelog } from '#server/repo/changelog';
import { metadataPage, metadataPageQuery } from '#server/services/changelog';
import type { AppEnv } from './context';
import { notFound } from '#server/errors';

/** Changelog service (spec 1 §7): one document's versions, and change metadata search. */
export const changelogRoutes = new Hono<AppEnv>({ strict: false });

changelogRoutes.get('/changelog/:id', async (c) => {
  const id = c.req.param('id');
  const log = await c.var.store.read((db) => getChangelog(db, id));
  if (!log) throw notFound('Changelog of document', id);
  return c.json(log);
});

changelogRoutes.get('/change/metadata', async (c) => {
  const q = metadataPageQuery(c.req.query());
  const page = await c.var.store.read((db) => metadataPage(db, q));
  return c.json(page);
});
