import { asc, eq, sql } from 'drizzle-orm';
import { formatUtc } from '#domain/timestamp';
import { HttpError, must, notFound } from '#server/errors';
import type { Db } from '#server/store/db';
import { ad, adSet, mappingChange, mappingTask, topic } from '#server/store/schema';
import { notifyMappingChange } from './mapping-feed';
import { execRows } from './documents';
import { type StoredDocument } from './document-types';
import { mappingTaskId } from './mapping-task-ids';

/** Spec 1 §4: a pending or in-progress task whose last ping is older than this is stuck (one rule, in the domain). */
import { STUCK_AFTER_MS, type MappingTaskView } from '#domain/mapping-status';
export { STUCK_AFTER_MS };

export type TaskRow = typeof mappingTask.$inferSelect;

export function taskView(row: TaskRow): MappingTaskView {
  return {
    id: row.id,
    campaignId: row.campaignId,
    parentId: row.parentId || null,
    name: row.name,
    type: row.type,
    action: row.action,
    stateType: row.stateType,
    state: { type: row.stateType },
    error: row.error,
    retries: row.retries,
    updated: formatUtc(row.updated),
    lastPingTime: row.lastPingTime ? formatUtc(row.lastPingTime) : null,
  };
}

/** A task as nest answers it: with its list of tasks (empty for a leaf). */
type NestedTask = MappingTaskView & { tasks: MappingTaskView[] };

/** Nests rows under their parents (by position); answers the roots. */
export function nest(rows: TaskRow[]): NestedTask[] {
  const views = new Map(rows.map((r): [string, NestedTask] => [r.id, { ...taskView(r), tasks: [] }]));
  const roots: NestedTask[] = [];
  for (const r of [...rows].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))) {
    const parent = r.parentId ? views.get(r.parentId) : undefined;
    (parent ? parent.tasks : roots).push(must(views.get(r.id), `Mapping task ${r.id} has its view`));
  }
  return roots;
}

export const campaignTasks = (db: Db, campaignId: string) =>
  db.select().from(mappingTask).where(eq(mappingTask.campaignId, campaignId)).orderBy(asc(mappingTask.position), asc(mappingTask.id));

/**
 * The campaign's tree as one value: its CAMPAIGN root with nested tasks; with no tree, the live
 * event defaults (type CAMPAIGN, state UNCHANGED) and no tasks.
 */
export async function campaignTree(db: Db, campaignId: string): Promise<object> {
  const roots = nest(await campaignTasks(db, campaignId));
  const root = roots.find((r) => r.type === 'CAMPAIGN') ?? roots[0];
  if (!root) return { campaignId, type: 'CAMPAIGN', state: { type: 'UNCHANGED' }, tasks: [] };
  if (roots.length > 1) root.tasks = [...root.tasks, ...roots.filter((r) => r !== root)];
  return root;
}

export async function taskTree(db: Db, id: string): Promise<MappingTaskView | undefined> {
  const [row] = await db.select({ campaignId: mappingTask.campaignId }).from(mappingTask).where(eq(mappingTask.id, id));
  if (!row) return undefined;
  const find = (views: MappingTaskView[]): MappingTaskView | undefined => {
    for (const v of views) {
      if (v.id === id) return v;
      const inner = find(v.tasks ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(nest(await campaignTasks(db, row.campaignId)));
}

/**
 * Records task changes for the stream, in the caller's transaction. A per-campaign advisory lock
 * makes change ids of one campaign commit in id order, so a stream reading "after id N" never
 * skips a change that commits late.
 */
export async function recordChanges(db: Db, campaignId: string, views: MappingTaskView[]): Promise<void> {
  if (views.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mapping:${campaignId}`}, 0))`);
  await db.insert(mappingChange).values(views.map((task) => ({ campaignId, task })));
  await notifyMappingChange(db, campaignId);
}

interface WantedTask {
  id: string;
  parentId: string;
  position: number;
  name: string;
  type: string;
  body: Record<string, unknown>;
}


/** Every image URL an ad holds: its format's named images and its guidance image. */
function adImageUrls(body: Record<string, unknown>): string[] {
  const format = (body.format ?? {}) as Record<string, unknown>;
  const images = Object.values((format.images ?? {}) as Record<string, { url?: string }>).map((i) => i?.url);
  return [...new Set([...images, format.guidanceImage as string | undefined].filter((u): u is string => typeof u === 'string' && u !== ''))];
}

/** The tree a campaign should have: campaign → promoted products/topics, ad sets → ads → images, instant surprises. */
async function wantedTree(db: Db, campaign: StoredDocument): Promise<WantedTask[]> {
  const cid = campaign.id;
  const root = mappingTaskId.root(cid);
  const tasks: WantedTask[] = [{ id: root, parentId: '', position: 0, name: String(campaign.campaignName ?? cid), type: 'CAMPAIGN', body: { objectId: cid } }];
  const topics = await db.select().from(topic).where(eq(topic.campaignId, cid)).orderBy(asc(topic.created), asc(topic.id));
  topics.forEach((t, i) => {
    const type = t.topicType === 'PromotedCategory' ? 'PROMOTED_CATEGORY' : 'PROMOTED_PRODUCT';
    tasks.push({ id: mappingTaskId.topic(root, t.id), parentId: root, position: i, name: t.name, type, body: { objectId: t.id } });
  });
  const sets = await db.select().from(adSet).where(eq(adSet.campaignId, cid)).orderBy(asc(adSet.created), asc(adSet.id));
  const ads = await db.select().from(ad).where(eq(ad.campaignId, cid)).orderBy(asc(ad.created), asc(ad.id));
  sets.forEach((s, i) => {
    const setTask = mappingTaskId.adSet(root, s.id);
    tasks.push({ id: setTask, parentId: root, position: topics.length + i, name: s.name, type: 'AD_SET', body: { objectId: s.id } });
    ads.filter((a) => a.adSetId === s.id).forEach((a, j) => {
      const adTask = mappingTaskId.ad(root, a.id);
      const instant = a.formatType === 'InstantSurpriseFormat';
      tasks.push({ id: adTask, parentId: setTask, position: j, name: a.name, type: 'AD', body: { objectId: a.id } });
      adImageUrls(a.body).forEach((url, k) => tasks.push({ id: mappingTaskId.image(adTask, url), parentId: adTask, position: k, name: url, type: 'IMAGE', body: { objectId: a.id, url } }));
      if (instant) tasks.push({ id: mappingTaskId.instantSurprise(adTask), parentId: adTask, position: 1000, name: `${a.name} instant surprise`, type: 'INSTANT_SURPRISE', body: { objectId: a.id } });
    });
  });
  return tasks;
}

/**
 * Builds or refreshes a campaign's mapping task tree after a v3 save, in the save's transaction:
 * every task goes (back) to PENDING (action CREATE when new, UPDATE otherwise), tasks of objects
 * that are gone are removed, and each change is recorded for the stream.
 */
export async function refreshMappingTree(db: Db, campaign: StoredDocument, now: Date): Promise<void> {
  const wanted = await wantedTree(db, campaign);
  const existing = new Map((await campaignTasks(db, campaign.id)).map((r) => [r.id, r]));
  const values = wanted.map((w) => ({ ...w, campaignId: campaign.id, action: existing.has(w.id) ? 'UPDATE' : 'CREATE', stateType: 'PENDING', error: null, updated: now, lastPingTime: null }));
  const fresh = (column: string) => sql.raw(`excluded.${column}`);
  const rows = await db
    .insert(mappingTask)
    .values(values)
    .onConflictDoUpdate({
      target: mappingTask.id,
      set: {
        parentId: fresh('parent_id'), position: fresh('position'), name: fresh('name'), type: fresh('type'), action: fresh('action'),
        stateType: fresh('state_type'), error: null, updated: now, lastPingTime: null, body: fresh('body'),
      },
    })
    .returning();
  const order = new Map(wanted.map((w, i) => [w.id, i]));
  const rank = (id: string) => must(order.get(id), `Mapping task ${id} written was wanted`);
  const changed = rows.sort((x, y) => rank(x.id) - rank(y.id)).map(taskView);
  const keep = new Set(wanted.map((w) => w.id));
  for (const [id, row] of existing) {
    if (keep.has(id)) continue;
    await db.delete(mappingTask).where(eq(mappingTask.id, id));
    changed.push({ ...taskView(row), removed: true });
  }
  await recordChanges(db, campaign.id, changed);
}

const isStuck = (row: TaskRow, now: Date) =>
  (row.stateType === 'IN_PROGRESS' || row.stateType === 'PENDING') && now.getTime() - (row.lastPingTime ?? row.updated).getTime() > STUCK_AFTER_MS;

/**
 * POST /mapping/v1/tasks/{id}/retry: a failed, pending or stuck task and its failed or stuck
 * descendants go back to PENDING (retries + 1); failed ancestors go back to PENDING too, so they
 * are decided again once their children finish.
 */
export async function retryTask(db: Db, id: string, now: Date): Promise<MappingTaskView> {
  const [target] = await db.select().from(mappingTask).where(eq(mappingTask.id, id)).for('update');
  if (!target) throw notFound('Mapping task', id);
  if (target.stateType === 'SUCCESS') throw new HttpError(409, `Mapping task ${id} has already succeeded; there is nothing to retry`);
  if (target.stateType === 'IN_PROGRESS' && !isStuck(target, now)) throw new HttpError(409, `Mapping task ${id} is running; it can be retried once it fails or is stuck`);
  const rows = await campaignTasks(db, target.campaignId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reset = new Set<string>([id]);
  const under = (parent: string) => rows.filter((r) => r.parentId === parent);
  const walk = (parent: string) => {
    for (const child of under(parent)) {
      if (child.stateType === 'FAILURE' || isStuck(child, now)) reset.add(child.id);
      walk(child.id);
    }
  };
  walk(id);
  const ancestors: string[] = [];
  for (let p = byId.get(target.parentId); p; p = byId.get(p.parentId)) if (p.stateType === 'FAILURE') ancestors.push(p.id);
  const changed: MappingTaskView[] = [];
  for (const taskId of [...reset, ...ancestors]) {
    const [row] = await db
      .update(mappingTask)
      .set({ stateType: 'PENDING', error: null, updated: now, lastPingTime: null, ...(reset.has(taskId) ? { retries: sql`${mappingTask.retries} + 1` } : {}) })
      .where(eq(mappingTask.id, taskId))
      .returning();
    changed.push(taskView(must(row, `Mapping task ${taskId} just read is updated`)));
  }
  await recordChanges(db, target.campaignId, changed);
  return must(await taskTree(db, id), `Mapping task ${id} just retried is in its tree`);
}

/** Keeps the change log bounded: changes older than maxAgeMs, or beyond the newest maxPerCampaign. */
export async function pruneChanges(db: Db, maxAgeMs: number, maxPerCampaign: number): Promise<void> {
  await db.execute(sql`delete from mapping_change where created < now() - make_interval(secs => ${maxAgeMs / 1000})`);
  await db.execute(sql`delete from mapping_change m using (
      select id, row_number() over (partition by campaign_id order by id desc) as rn from mapping_change) r
    where m.id = r.id and r.rn > ${maxPerCampaign}`);
}

/** Changes of a campaign after an id, in order (the stream's replay and live feed). */
export async function changesAfter(db: Db, campaignId: string, afterId: number, limit = 500): Promise<{ id: number; task: Record<string, unknown> }[]> {
  const rows = await execRows<{ id: string; task: Record<string, unknown> }>(
    db,
    sql`select id::text, task from mapping_change m where campaign_id = ${campaignId} and m.id > ${afterId} order by m.id limit ${limit}`,
  );
  return rows.map((r) => ({ id: Number(r.id), task: r.task }));
}

/** Whether a change id is still kept for the campaign (else the client needs a reset). */
export async function changeKept(db: Db, campaignId: string, id: number): Promise<boolean> {
  const rows = await execRows<{ ok: boolean }>(db, sql`select exists(select 1 from mapping_change where campaign_id = ${campaignId} and id = ${id}) as ok`);
  return Boolean(rows[0]?.ok);
}

export async function lastChangeId(db: Db, campaignId: string): Promise<number> {
  const rows = await execRows<{ id: string | null }>(db, sql`select max(id)::text as id from mapping_change where campaign_id = ${campaignId}`);
  return Number(rows[0]?.id ?? 0);
}
