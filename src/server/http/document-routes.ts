import { Hono } from 'hono';
import type * as v from 'valibot';
import { deleteDocument, getDocument, insertDocument, updateDocument } from '#server/repo/documents';
import { type Actor, type Body, type Collection, type StoredDocument } from '#server/repo/document-types';
import { type Page } from '#server/repo/keyset';
import type { Db } from '#server/store/db';
import { readValid } from './body';
import type { AppContext, AppEnv } from './context';
import { must, notFound } from '#server/errors';
import { documentReply, expectedVersion, outcomeReply, write } from './write';

export interface DocumentRoutes<S extends v.GenericSchema, T extends Body = Body> {
  coll: Collection<T>;
  schema: S;
  /** Fields fixed by the path (e.g. campaignId); checks that the parents exist. */
  scope?: (c: AppContext, db: Db) => Promise<Record<string, string>>;
  /** Rule checks and derived fields beyond the schema, in the write's transaction; an update gets the document it changes. */
  prepare?: (db: Db, body: v.InferOutput<S> & Body, ctx: { id?: string; stored?: StoredDocument<T>; c: AppContext }) => Promise<Body>;
  list: (c: AppContext, db: Db, scope: Record<string, string>) => Promise<Page<unknown>>;
  /** What a create or update also does, in its transaction (e.g. tying orders to a campaign). */
  afterWrite?: (db: Db, doc: StoredDocument, actor: Actor, c: AppContext) => Promise<void>;
  /** What a delete also does (in its transaction and change set), e.g. removing children. */
  afterDelete?: (db: Db, doc: StoredDocument, actor: Actor) => Promise<void>;
}

const belongs = (doc: StoredDocument | undefined, scope: Record<string, string>) =>
  doc !== undefined && Object.entries(scope).every(([field, value]) => doc[field] === value);

/** GET list, GET by id, POST, PUT by id and DELETE by id of one kind of document. */
export function documentRoutes<S extends v.GenericSchema, T extends Body>(r: DocumentRoutes<S, T>): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const scopeOf = (c: AppContext, db: Db) => (r.scope ? r.scope(c, db) : Promise.resolve({}));
  const idOf = (c: AppContext) => must(c.req.param('id'), 'Document routes with an id are under /:id');

  app.get('/', async (c) => {
    const page = await c.var.store.read(async (db) => r.list(c, db, await scopeOf(c, db)));
    return c.json(page);
  });

  app.get('/:id', async (c) => {
    const doc = await c.var.store.read(async (db) => {
      const scope = await scopeOf(c, db);
      const found = await getDocument(db, r.coll, idOf(c));
      return belongs(found, scope) ? found : undefined;
    });
    if (!doc) throw notFound(r.coll.label, idOf(c));
    const reply = documentReply(doc);
    c.header('ETag', reply.headers.ETag);
    return c.json(doc);
  });

  app.post('/', async (c) => {
    const body = await readValid(c, r.schema);
    return write(c, async (tx, actor) => {
      const scoped = { ...(body as Body), ...(await scopeOf(c, tx)) };
      const prepared = r.prepare ? await r.prepare(tx, scoped as never, { c }) : scoped;
      const doc = await insertDocument<Body>(tx, r.coll, prepared, actor);
      await r.afterWrite?.(tx, doc, actor, c);
      return documentReply(doc, 201);
    });
  });

  app.put('/:id', async (c) => {
    const version = expectedVersion(c);
    const body = await readValid(c, r.schema);
    const id = idOf(c);
    return write(c, async (tx, actor) => {
      const scope = await scopeOf(c, tx);
      const stored = await getDocument(tx, r.coll, id);
      if (!belongs(stored, scope)) throw notFound(r.coll.label, id);
      const scoped = { ...(body as Body), ...scope };
      const prepared = r.prepare ? await r.prepare(tx, scoped as never, { id, stored, c }) : scoped;
      const outcome = await updateDocument<Body>(tx, r.coll, id, version, prepared, actor);
      if (outcome.ok) await r.afterWrite?.(tx, outcome.doc, actor, c);
      return outcomeReply(outcome, r.coll.label, id);
    });
  });

  app.delete('/:id', async (c) => {
    const version = expectedVersion(c);
    const id = idOf(c);
    return write(c, async (tx, actor) => {
      if (!belongs(await getDocument(tx, r.coll, id), await scopeOf(c, tx))) throw notFound(r.coll.label, id);
      const outcome = await deleteDocument<Body>(tx, r.coll, id, version, actor);
      const reply = outcomeReply(outcome, r.coll.label, id);
      if (outcome.ok && r.afterDelete) await r.afterDelete(tx, outcome.doc, actor);
      return reply;
    });
  });

  return app;
}
