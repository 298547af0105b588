import { randomUUID } from 'node:crypto';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { VIEW_MESSAGES, VIEW_SCREENS, ViewSchema, type ViewInput } from '#domain/view';
import { toDocument, type ExpectedVersion } from '#server/repo/documents';
import { keysetPage } from '#server/repo/keyset';
import type { Db } from '#server/store/db';
import { savedView } from '#server/store/schema';
import { readValid } from './body';
import type { AppContext, AppEnv } from './context';
import { badRequest, HttpError, notFound } from '#server/errors';
import { listParams } from '#server/services/list-query';
import { documentReply, expectedVersion, outcomeReply, write } from './write';

/**
 * Saved views (issue 28 §1, docs/decisions/018-saved-views.md): user settings in their own table,
 * with versions and ETags like documents but no change history and no downstream events. A user sees
 * their own views and the shared ones; only the owner changes or deletes one.
 */
export const VIEW_PATH = '/view/v1/views';

type Row = typeof savedView.$inferSelect;

const visibleTo = (userId: string): SQL => or(eq(savedView.owner, userId), eq(savedView.shared, true))!;

const columnsOf = (view: ViewInput, owner: string) => ({
  name: view.name,
  nameKey: view.name.toLowerCase(),
  screen: view.screen,
  shared: view.shared,
  owner,
  body: { ...view, owner },
});

async function refuseTakenName(db: Db, view: ViewInput, owner: string, id?: string) {
  const clash = await db
    .select({ id: savedView.id })
    .from(savedView)
    .where(and(eq(savedView.owner, owner), eq(savedView.screen, view.screen), eq(savedView.nameKey, view.name.toLowerCase()), id ? ne(savedView.id, id) : undefined))
    .limit(1);
  if (clash.length > 0) throw new HttpError(409, VIEW_MESSAGES.nameTaken, [{ fieldName: 'name', message: VIEW_MESSAGES.nameTaken }]);
}

/**
 * The view a PUT or DELETE may change: 404 when the caller cannot see it (another user's private
 * view is not told apart from none), 403 when it is someone else's shared view, 412 when stale.
 */
async function ownView(db: Db, c: AppContext, id: string, expected: ExpectedVersion): Promise<Row> {
  const [row] = await db.select().from(savedView).where(and(eq(savedView.id, id), visibleTo(c.var.userId))).limit(1).for('update');
  if (!row) throw notFound('View', id);
  if (row.owner !== c.var.userId) throw new HttpError(403, VIEW_MESSAGES.notOwner);
  const fresh = expected === null || (typeof expected === 'number' ? row.version === expected : expected.includes(row.version));
  if (!fresh) outcomeReply({ ok: false, reason: 'stale', current: toDocument(row as never) }, 'View', id);
  return row;
}

const returned = { id: savedView.id, version: savedView.version, created: savedView.created, modified: savedView.modified, body: savedView.body };

export const viewRoutes = new Hono<AppEnv>({ strict: false })
  .get('/', async (c) => {
    const screen = c.req.query('screen');
    if (screen !== undefined && !(VIEW_SCREENS as readonly string[]).includes(screen)) throw badRequest([{ fieldName: 'screen', message: VIEW_MESSAGES.screen }]);
    const p = listParams(c.req.query(), { name: savedView.nameKey, modified: savedView.modified }, 'name');
    const where = and(visibleTo(c.var.userId), screen ? eq(savedView.screen, screen) : undefined);
    return c.json(await c.var.store.read((db) => keysetPage(db, { table: savedView, ...p, where, customParams: { screen } }, toDocument as never)));
  })
  .post('/', async (c) => {
    const view = await readValid(c, ViewSchema);
    return write(c, async (tx, actor) => {
      await refuseTakenName(tx, view, actor.userId);
      const [row] = await tx
        .insert(savedView)
        .values({ id: randomUUID(), version: 1, created: actor.now, modified: actor.now, ...columnsOf(view, actor.userId) })
        .returning(returned);
      return documentReply(toDocument(row as never), 201);
    });
  })
  .put('/:id', async (c) => {
    const expected = expectedVersion(c);
    const view = await readValid(c, ViewSchema);
    const id = c.req.param('id');
    return write(c, async (tx, actor) => {
      await ownView(tx, c, id, expected);
      await refuseTakenName(tx, view, actor.userId, id);
      const [row] = await tx
        .update(savedView)
        .set({ version: sql`${savedView.version} + 1`, modified: actor.now, ...columnsOf(view, actor.userId) })
        .where(eq(savedView.id, id))
        .returning(returned);
      return documentReply(toDocument(row as never));
    });
  })
  .delete('/:id', async (c) => {
    const expected = expectedVersion(c);
    const id = c.req.param('id');
    return write(c, async (tx) => {
      await ownView(tx, c, id, expected);
      const [row] = await tx.delete(savedView).where(eq(savedView.id, id)).returning(returned);
      return documentReply(toDocument(row as never));
    });
  });
