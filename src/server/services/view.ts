import { randomUUID } from 'node:crypto';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { VIEW_MESSAGES, VIEW_SCREENS, type ViewInput } from '#domain/view';
import { toDocument, type ExpectedVersion, type WriteOutcome } from '#server/repo/documents';
import { type Actor, type StoredDocument } from '#server/repo/document-types';
import { keysetPage, type PageQuery } from '#server/repo/keyset';
import type { Db } from '#server/store/db';
import { savedView } from '#server/store/schema';
import { badRequest, HttpError, must, notFound } from '#server/errors';
import { listParams, type Query } from './list-query';

/**
 * Saved views (issue 28 §1, docs/decisions/018-saved-views.md): user settings in their own table,
 * with versions and ETags like documents but no change history and no downstream events. A user sees
 * their own views and the shared ones; only the owner changes or deletes one.
 */

type Row = typeof savedView.$inferSelect;

const visibleTo = (userId: string): SQL => must(or(eq(savedView.owner, userId), eq(savedView.shared, true)), 'two conditions make one');

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
async function ownView(db: Db, userId: string, id: string, expected: ExpectedVersion): Promise<Row | WriteOutcome> {
  const [row] = await db.select().from(savedView).where(and(eq(savedView.id, id), visibleTo(userId))).limit(1).for('update');
  if (!row) throw notFound('View', id);
  if (row.owner !== userId) throw new HttpError(403, VIEW_MESSAGES.notOwner);
  const fresh = expected === null || (typeof expected === 'number' ? row.version === expected : expected.includes(row.version));
  return fresh ? row : { ok: false, reason: 'stale', current: toDocument(row) };
}

const isOutcome = (found: Row | WriteOutcome): found is WriteOutcome => 'ok' in found;

const returned = { id: savedView.id, version: savedView.version, created: savedView.created, modified: savedView.modified, body: savedView.body };

/** The views list's query: the caller's views and the shared ones, optionally of one screen; checked before the store is read. */
export function viewPageQuery(query: Query, userId: string): PageQuery {
  const screen = query.screen;
  if (screen !== undefined && !VIEW_SCREENS.some((known) => known === screen)) throw badRequest([{ fieldName: 'screen', message: VIEW_MESSAGES.screen }]);
  const p = listParams(query, { name: savedView.nameKey, modified: savedView.modified }, 'name');
  const where = and(visibleTo(userId), screen ? eq(savedView.screen, screen) : undefined);
  return { table: savedView, ...p, where, customParams: { screen } };
}

export const viewPage = (db: Db, q: PageQuery) => keysetPage(db, q, toDocument);

/** A new view of the caller's; its name is free among their views of that screen. */
export async function createView(db: Db, view: ViewInput, actor: Actor): Promise<StoredDocument> {
  await refuseTakenName(db, view, actor.userId);
  const [row] = await db
    .insert(savedView)
    .values({ id: randomUUID(), version: 1, created: actor.now, modified: actor.now, ...columnsOf(view, actor.userId) })
    .returning(returned);
  return toDocument(must(row, 'an insert returns its row'));
}

/** A view of the caller's changed, or stale. */
export async function updateView(db: Db, id: string, expected: ExpectedVersion, view: ViewInput, actor: Actor): Promise<WriteOutcome> {
  const found = await ownView(db, actor.userId, id, expected);
  if (isOutcome(found)) return found;
  await refuseTakenName(db, view, actor.userId, id);
  const [row] = await db
    .update(savedView)
    .set({ version: sql`${savedView.version} + 1`, modified: actor.now, ...columnsOf(view, actor.userId) })
    .where(eq(savedView.id, id))
    .returning(returned);
  return { ok: true, doc: toDocument(must(row, 'the row just read is updated')) };
}

/** A view of the caller's deleted, or stale. */
export async function deleteView(db: Db, userId: string, id: string, expected: ExpectedVersion): Promise<WriteOutcome> {
  const found = await ownView(db, userId, id, expected);
  if (isOutcome(found)) return found;
  const [row] = await db.delete(savedView).where(eq(savedView.id, id)).returning(returned);
  return { ok: true, doc: toDocument(must(row, 'the row just read is deleted')) };
}
