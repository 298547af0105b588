import { Hono } from 'hono';
import { ViewSchema } from '#domain/view';
import { createView, deleteView, updateView, viewPage, viewPageQuery } from '#server/services/view';
import { readValid } from './body';
import type { AppEnv } from './context';
import { documentReply, expectedVersion, outcomeReply, write } from './write';

/** Saved views (issue 28 §1, docs/decisions/018-saved-views.md); their rules are in services/view.ts. */
export const VIEW_PATH = '/view/v1/views';

export const viewRoutes = new Hono<AppEnv>({ strict: false })
  .get('/', async (c) => {
    const q = viewPageQuery(c.req.query(), c.var.userId);
    return c.json(await c.var.store.read((db) => viewPage(db, q)));
  })
  .post('/', async (c) => {
    const view = await readValid(c, ViewSchema);
    return write(c, async (tx, actor) => documentReply(await createView(tx, view, actor), 201));
  })
  .put('/:id', async (c) => {
    const expected = expectedVersion(c);
    const view = await readValid(c, ViewSchema);
    const id = c.req.param('id');
    return write(c, async (tx, actor) => outcomeReply(await updateView(tx, id, expected, view, actor), 'View', id));
  })
  .delete('/:id', async (c) => {
    const expected = expectedVersion(c);
    const id = c.req.param('id');
    return write(c, async (tx, actor) => outcomeReply(await deleteView(tx, actor.userId, id, expected), 'View', id));
  });
