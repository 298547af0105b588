import { Hono } from 'hono';
import { campaignCollection } from '#server/repo/collections/campaign';
import { getDocument } from '#server/repo/documents';
import { campaignTasks, campaignTree, changeKept, changesAfter, lastChangeId, nest, retryTask, taskTree } from '#server/repo/mapping';
import { mappingFeed } from '#server/repo/mapping-feed';
import { parseEventId, serveEventStream } from './event-stream';
import type { AppEnv } from './context';
import { notFound, found } from '#server/errors';
import { write } from './write';

/** Mapping service (spec 1 §7, DESIGN.md): tasks, retry and the per-campaign event stream. */
export const mappingRoutes = new Hono<AppEnv>({ strict: false });

mappingRoutes.get('/tasks/:id', async (c) => {
  const id = c.req.param('id');
  return c.json(found(await c.var.store.read((db) => taskTree(db, id)), 'Mapping task', id));
});

/**
 * GET /mapping/v1/campaigns/{campaignId}/tasks: the campaign's task trees, none when nothing was
 * mapped yet. What the campaign form reads for its red Submit: a 200 with no tasks, where reading
 * the root task by id answered 404 (and the browser logged it in the console, issue 24 §3).
 */
mappingRoutes.get('/campaigns/:campaignId/tasks', async (c) => {
  const campaignId = c.req.param('campaignId');
  const tasks = found(await c.var.store.read(async (db) => ((await getDocument(db, campaignCollection, campaignId)) ? nest(await campaignTasks(db, campaignId)) : undefined)), 'Campaign', campaignId);
  return c.json({ tasks });
});

mappingRoutes.post('/tasks/:id/retry', (c) => {
  const id = c.req.param('id');
  return write(c, async (tx, actor) => ({ status: 200, body: await retryTask(tx, id, actor.now) }));
});

const STREAM_FAILED = 'The mapping stream failed; reconnect to resume';

/** A full batch of changes: read again at once. */
const BATCH = 500;

/**
 * GET /mapping/v1/campaigns/{campaignId}/stream. Events:
 * - `tree` (first, without Last-Event-ID): the campaign's task tree; its id is the last change id;
 * - unnamed messages: one changed task each, id = its change id (monotonic per campaign);
 * - `reset`: the whole tree, when Last-Event-ID is older than the kept changes (or not ours);
 * - `ping`: a keep-alive every ~20 s; `error`: the stream failed (no internals), reconnect to resume.
 * With Last-Event-ID the missed changes are replayed in order, then live ones follow.
 */
mappingRoutes.get('/campaigns/:campaignId/stream', async (c) => {
  const campaignId = c.req.param('campaignId');
  const store = c.var.store;
  if (!(await store.read((db) => getDocument(db, campaignCollection, campaignId)))) throw notFound('Campaign', campaignId);
  const resumeFrom = c.req.header('last-event-id');
  let last = 0;
  return serveEventStream(c, 'mapping', STREAM_FAILED, {
    onWake: (wake) => mappingFeed.on(campaignId, wake),
    listen: () => mappingFeed.listen(store),
    async start() {
      // The id is read before the tree: a change in between is in the tree and replayed again, never lost.
      const newest = await store.read((db) => lastChangeId(db, campaignId));
      const from = parseEventId(resumeFrom);
      last = newest;
      if (from !== undefined && (from === newest || (from < newest && (await store.read((db) => changeKept(db, campaignId, from)))))) {
        last = from;
        return [];
      }
      const tree = await store.read((db) => campaignTree(db, campaignId));
      return [{ event: resumeFrom === undefined ? 'tree' : 'reset', id: String(newest), data: tree }];
    },
    async next() {
      const changes = await store.read((db) => changesAfter(db, campaignId, last, BATCH));
      last = changes.at(-1)?.id ?? last;
      return { events: changes.map((change) => ({ id: String(change.id), data: change.task })), more: changes.length === BATCH };
    },
  });
});
