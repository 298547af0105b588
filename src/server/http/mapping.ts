import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { campaignCollection } from '#server/repo/collections/campaign';
import { getDocument } from '#server/repo/documents';
import { campaignTasks, campaignTree, changeKept, changesAfter, lastChangeId, nest, retryTask, taskTree } from '#server/repo/mapping';
import { listenForMappingChanges, onMappingChange } from '#server/repo/mapping-feed';
import type { AppEnv } from './context';
import { notFound } from '#server/errors';
import { write } from './write';

/** Stream timing; the ping interval is shortened by tests and by MAPPING_STREAM_PING_MS. */
export const streamSettings = { pingMs: Number(process.env.MAPPING_STREAM_PING_MS) || 20_000 };

/** Mapping service (spec 1 §7, DESIGN.md): tasks, retry and the per-campaign event stream. */
export const mappingRoutes = new Hono<AppEnv>({ strict: false });

mappingRoutes.get('/tasks/:id', async (c) => {
  const id = c.req.param('id');
  const task = await c.var.store.read((db) => taskTree(db, id));
  if (!task) throw notFound('Mapping task', id);
  return c.json(task);
});

/**
 * GET /mapping/v1/campaigns/{campaignId}/tasks: the campaign's task trees, none when nothing was
 * mapped yet. What the campaign form reads for its red Submit: a 200 with no tasks, where reading
 * the root task by id answered 404 (and the browser logged it in the console, issue 24 §3).
 */
mappingRoutes.get('/campaigns/:campaignId/tasks', async (c) => {
  const campaignId = c.req.param('campaignId');
  const tasks = await c.var.store.read(async (db) => ((await getDocument(db, campaignCollection, campaignId)) ? nest(await campaignTasks(db, campaignId)) : undefined));
  if (!tasks) throw notFound('Campaign', campaignId);
  return c.json({ tasks });
});

mappingRoutes.post('/tasks/:id/retry', (c) => {
  const id = c.req.param('id');
  return write(c, async (tx, actor) => ({ status: 200, body: await retryTask(tx, id, actor.now) }));
});

const STREAM_FAILED = 'The mapping stream failed; reconnect to resume';

/** A Last-Event-ID we could have sent: a non-negative whole number. */
const parseEventId = (value: string | undefined) => (value !== undefined && /^\d{1,18}$/.test(value.trim()) ? Number(value.trim()) : undefined);

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
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const leave = c.var.metrics.streamOpened('mapping');
    try {
      await follow(stream);
    } catch (error) {
      // Answered here, not through streamSSE's onError: Hono then also sends the error's own
      // message as an event, and a store error's message is its SQL.
      c.var.log.error({ err: error, campaignId }, 'mapping stream failed');
      await stream.writeSSE({ event: 'error', data: JSON.stringify({ errorMsg: STREAM_FAILED }) }).catch(() => undefined);
    } finally {
      leave();
    }
  });

  /** Sends the start of the stream, then each change as it comes, until the client goes. */
  async function follow(stream: SSEStreamingApi): Promise<void> {
    let pending = true;
    let wake = () => {};
    // a stopping gateway ends the stream; the client resumes elsewhere with Last-Event-ID
    let ending = false;
    const unregister = c.var.streams.add(() => {
      ending = true;
      wake();
    });
    const off = onMappingChange(campaignId, () => {
      pending = true;
      wake();
    });
    stream.onAbort(() => wake());
    try {
      // Without the LISTEN connection the stream still works for this process' own changes and
      // catches up on every ping; it is not worth failing the stream for.
      await listenForMappingChanges(store).catch((error) => c.var.log.warn({ cause: (error as Error).message }, 'mapping stream: LISTEN failed'));
      let last = await start(stream, campaignId, resumeFrom);
      while (!stream.aborted && !ending) {
        if (pending) {
          pending = false;
          const changes = await store.read((db) => changesAfter(db, campaignId, last));
          for (const change of changes) {
            await stream.writeSSE({ id: String(change.id), data: JSON.stringify(change.task) });
            last = change.id;
          }
          if (changes.length === 500) pending = true;
          continue;
        }
        const pinged = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), streamSettings.pingMs);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        if (pinged && !stream.aborted) {
          await stream.writeSSE({ event: 'ping', data: '{}' });
          pending = true; // a missed wake-up costs at most one ping interval
        }
      }
    } finally {
      off();
      unregister();
    }
  }

  /** Sends the tree or a reset, or nothing when resuming; answers the change id the stream stands at. */
  async function start(stream: SSEStreamingApi, id: string, lastEventId: string | undefined): Promise<number> {
    // The id is read before the tree: a change in between is in the tree and replayed again, never lost.
    const newest = await store.read((db) => lastChangeId(db, id));
    const from = parseEventId(lastEventId);
    if (from !== undefined && (from === newest || (from < newest && (await store.read((db) => changeKept(db, id, from)))))) return from;
    const tree = await store.read((db) => campaignTree(db, id));
    await stream.writeSSE({ event: lastEventId === undefined ? 'tree' : 'reset', id: String(newest), data: JSON.stringify(tree) });
    return newest;
  }
});
