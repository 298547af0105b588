import { Hono } from 'hono';
import { getChangelog } from '#server/repo/changelog';
import { metadataPage, metadataPageQuery } from '#server/services/changelog';
import { revertChangeSet } from '#server/services/change-set';
import type { AppEnv } from './context';
import { notFound, found } from '#server/errors';
import { write } from './write';

/** Changelog service (spec 1 §7): one document's versions, change metadata search, and reverting a change set (issue 28 §2). */
export const changelogRoutes = new Hono<AppEnv>({ strict: false });

changelogRoutes.get('/changelog/:id', async (c) => {
  const id = c.req.param('id');
  return c.json(found(await c.var.store.read((db) => getChangelog(db, id)), 'Changelog of document', id));
});

changelogRoutes.get('/change/metadata', async (c) => {
  const q = metadataPageQuery(c.req.query());
  const page = await c.var.store.read((db) => metadataPage(db, q));
  return c.json(page);
});

/** `POST /changelog/v1/changeSets/{id}:revert`: the set undone as a new change set (services/change-set.ts). */
const REVERT_PATTERN = '/changeSets/:ref{[0-9]+:revert}';

changelogRoutes.post(REVERT_PATTERN, (c) => {
  const changeSetId = c.req.param('ref').replace(/:revert$/, '');
  // beyond what the store's ids reach: no such set (rather than a number the store cannot compare)
  if (changeSetId.length > 15) throw notFound('Change set', changeSetId);
  return write(c, async (tx, actor) => ({ status: 200, body: await revertChangeSet(tx, changeSetId, actor) }));
});
