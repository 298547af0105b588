import { parseUtc } from './timestamp';

/**
 * Mapping status (spec 1 §2 'Mapping status popup', §3 'Mapping task tree', §4, §9): the task
 * tree as the stream tells it, the summary banner in the spec's order, the stuck rule and the
 * retry limit. Pure: the popup and the palette's retry command both read these.
 */

/** spec 1 §4, §9: a pending or in-progress task without a ping for longer than this is stuck. */
export const STUCK_AFTER_MS = 240_000;

/** The letter after which a task's id names the document it maps: `-t` a topic, `-s` an ad set, `-a` an ad. */
export const MAPPING_TASK_MARKERS = { topic: 't', adSet: 's', ad: 'a' } as const;

/**
 * The ids of a campaign's mapping tasks, from what each task maps: the root task is
 * `mt-{campaignId}` (the campaign form reads it to tell whether the tree is busy), and each task
 * below names its document, which the mapping status popup links to. An image task is keyed by a
 * key of its URL (the gateway's), so it keeps its history when other images come and go.
 */
export const MAPPING_TASK_IDS = {
  root: (campaignId: string) => `mt-${campaignId}`,
  topic: (root: string, topicId: string) => `${root}-${MAPPING_TASK_MARKERS.topic}${topicId}`,
  adSet: (root: string, adSetId: string) => `${root}-${MAPPING_TASK_MARKERS.adSet}${adSetId}`,
  ad: (root: string, adId: string) => `${root}-${MAPPING_TASK_MARKERS.ad}${adId}`,
  image: (adTask: string, urlKey: string) => `${adTask}-i${urlKey}`,
  instantSurprise: (adTask: string) => `${adTask}-is`,
};
/** spec 1 §4, §9: 'Retry tasks' is disabled after this many retries. */
export const MAX_MAPPING_RETRIES = 2;

export const MAPPING_STATE_TYPES = ['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILURE'] as const;
export type MappingStateType = (typeof MAPPING_STATE_TYPES)[number];

export const MAPPING_TEXT = {
  title: 'Mapping status',
  stuck: 'The mapping task is stuck.',
  inProgress: 'Tasks in progress',
  failed: 'Tasks failed',
  pending: 'Tasks pending',
  completed: 'Tasks completed',
  retry: 'Retry tasks',
  emptyTitle: 'Tasks not found',
  emptyBody: 'Tasks will appear here as they come in',
  notConnected: 'Mapping status check not connected',
  loadFailed: 'Failed to load mapping status for this campaign',
  errorPrefix: 'Error: ',
  /** Ours, not the spec's: the stream failed, the tasks shown are the last it brought. */
  liveUpdatesStopped: 'Live updates stopped',
} as const;

/** A task as the gateway answers it: GET /mapping/v1/tasks/{id}, the retry call and the stream (spec 1 §3). */
export interface MappingTaskView {
  id: string;
  campaignId: string;
  parentId: string | null;
  name: string;
  type: string;
  action: string;
  stateType: string;
  /** the live event's form of the state (spec 1 §3 'Live event defaults') */
  state: { type: string };
  error: string | null;
  retries: number;
  updated: string;
  lastPingTime: string | null;
  tasks?: MappingTaskView[];
  removed?: boolean;
}

/** One task as the stream sends it (the live event defaults: type CAMPAIGN, state UNCHANGED). */
export interface MappingTask {
  id: string;
  parentId?: string | null;
  name: string;
  type: string;
  action: string;
  stateType: string;
  error?: string | null;
  retries?: number;
  updated?: string | null;
  lastPingTime?: string | null;
  tasks?: MappingTask[];
  removed?: boolean;
}

/** What the stream sends as a tree: a root task, or only the live event defaults when none exists. */
export interface MappingTreeEvent {
  id?: string;
  name?: string;
  type?: string;
  action?: string;
  stateType?: string;
  state?: { type?: string };
  tasks?: unknown[];
  [key: string]: unknown;
}

/** The tree held flat: tasks by id in arrival order; children found by parentId. */
export type TaskIndex = ReadonlyMap<string, MappingTask>;

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

/** One task of an event, with the spec's defaults (type CAMPAIGN, action NONE, state from state.type). */
export function readTask(raw: unknown, parentId: string | null = null): MappingTask | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r: Partial<Record<string, unknown>> = { ...raw };
  const id = str(r.id);
  if (!id) return undefined;
  const state = r.state && typeof r.state === 'object' && 'type' in r.state ? r.state.type : undefined;
  return {
    id,
    parentId: typeof r.parentId === 'string' && r.parentId ? r.parentId : parentId,
    name: str(r.name, id),
    type: str(r.type, 'CAMPAIGN'),
    action: str(r.action, 'NONE'),
    stateType: str(r.stateType, str(state, 'UNCHANGED')),
    error: typeof r.error === 'string' ? r.error : null,
    retries: typeof r.retries === 'number' ? r.retries : 0,
    updated: typeof r.updated === 'string' ? r.updated : null,
    lastPingTime: typeof r.lastPingTime === 'string' ? r.lastPingTime : null,
    removed: r.removed === true,
  };
}

/** A 'tree' or 'reset' event: the whole tree, flattened (a root without id means no tasks yet). */
export function indexTree(tree: unknown): Map<string, MappingTask> {
  const index = new Map<string, MappingTask>();
  const walk = (raw: unknown, parentId: string | null) => {
    const task = readTask(raw, parentId);
    const children = raw && typeof raw === 'object' && 'tasks' in raw && Array.isArray(raw.tasks) ? raw.tasks : [];
    if (task) index.set(task.id, task);
    for (const child of children) walk(child, task ? task.id : parentId);
  };
  walk(tree, null);
  return index;
}

/** An unnamed stream message: one changed task (removed ones go, with what hangs under them). */
export function applyTaskChange(index: TaskIndex, raw: unknown): Map<string, MappingTask> {
  const task = readTask(raw);
  const next = new Map(index);
  if (!task) return next;
  if (task.removed) {
    const gone = new Set([task.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of next.values()) if (t.parentId && gone.has(t.parentId) && !gone.has(t.id)) (gone.add(t.id), (grew = true));
    }
    for (const id of gone) next.delete(id);
    return next;
  }
  const before = next.get(task.id);
  next.set(task.id, before ? { ...before, ...task, parentId: task.parentId ?? before.parentId } : task);
  return next;
}

export interface TaskNode extends MappingTask {
  tasks: TaskNode[];
  depth: number;
}

/** The index as a tree: roots are tasks whose parent is not known. */
export function buildTree(index: TaskIndex): TaskNode[] {
  const nodes = new Map<string, TaskNode>();
  for (const t of index.values()) nodes.set(t.id, { ...t, tasks: [], depth: 0 });
  const roots: TaskNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.tasks : roots).push(node);
  }
  const setDepth = (list: TaskNode[], depth: number) => list.forEach((n) => ((n.depth = depth), setDepth(n.tasks, depth + 1)));
  setDepth(roots, 0);
  return roots;
}

const isActive = (t: MappingTask) => t.stateType === 'IN_PROGRESS' || t.stateType === 'PENDING';
const pingOf = (t: MappingTask) => parseUtc(t.lastPingTime ?? '')?.getTime() ?? parseUtc(t.updated ?? '')?.getTime();

/** The most recent sign of life of the tree: its newest ping (or state change), in ms. */
export function lastPing(tasks: Iterable<MappingTask>): number | undefined {
  let last: number | undefined;
  for (const t of tasks) {
    const at = pingOf(t);
    if (at !== undefined && (last === undefined || at > last)) last = at;
  }
  return last;
}

/** spec 1 §4 (1): in-progress or pending tasks exist and the last ping is older than 240000 ms. */
export function isStuck(tasks: Iterable<MappingTask>, now: number): boolean {
  const all = [...tasks];
  if (!all.some(isActive)) return false;
  const last = lastPing(all);
  return last === undefined || now - last > STUCK_AFTER_MS;
}

export type MappingSummary = 'stuck' | 'inProgress' | 'failed' | 'pending' | 'completed';

/** spec 1 §4: checked in this order: stuck, in progress, failed, pending, otherwise completed. */
export function mappingSummary(tasks: Iterable<MappingTask>, now: number): MappingSummary {
  const all = [...tasks];
  if (isStuck(all, now)) return 'stuck';
  if (all.some((t) => t.stateType === 'IN_PROGRESS')) return 'inProgress';
  if (all.some((t) => t.stateType === 'FAILURE')) return 'failed';
  if (all.some((t) => t.stateType === 'PENDING')) return 'pending';
  return 'completed';
}

export const SUMMARY_TEXT: Record<MappingSummary, string> = {
  stuck: MAPPING_TEXT.stuck,
  inProgress: MAPPING_TEXT.inProgress,
  failed: MAPPING_TEXT.failed,
  pending: MAPPING_TEXT.pending,
  completed: MAPPING_TEXT.completed,
};
/** Banner tone per summary: stuck is a warning, failed an error. */
export const SUMMARY_TONE: Record<MappingSummary, 'warning' | 'info' | 'error' | 'success'> = {
  stuck: 'warning',
  inProgress: 'info',
  failed: 'error',
  pending: 'info',
  completed: 'success',
};

/** The summaries that offer 'Retry tasks'. */
export const canRetry = (summary: MappingSummary) => summary === 'stuck' || summary === 'failed';
/** spec 1 §4: the retry button is disabled after 2 retries. */
export const retryDisabled = (retriesDone: number) => retriesDone >= MAX_MAPPING_RETRIES;

/** Badge colour of a task's state (spec 1 §4): FAILURE error, IN_PROGRESS warning, SUCCESS success, else light. */
export function badgeColour(stateType: string): 'error' | 'warning' | 'success' | 'light' {
  switch (stateType) {
    case 'FAILURE': return 'error';
    case 'IN_PROGRESS': return 'warning';
    case 'SUCCESS': return 'success';
    default: return 'light';
  }
}

/** A failed task's tooltip. */
export const errorTooltip = (message: string) => `${MAPPING_TEXT.errorPrefix}${message}`;

/**
 * The tasks one retry asks for: the topmost failed or stuck tasks (a retry takes their failed or
 * stuck descendants along, so asking for those too would count them twice).
 */
export function retryTargets(index: TaskIndex, now: number): string[] {
  const wanted = (t: MappingTask) => {
    const ping = pingOf(t);
    return t.stateType === 'FAILURE' || (isActive(t) && (ping === undefined || now - ping > STUCK_AFTER_MS));
  };
  const targets: string[] = [];
  for (const t of index.values()) {
    if (!wanted(t)) continue;
    let covered = false;
    for (let p = t.parentId ? index.get(t.parentId) : undefined; p; p = p.parentId ? index.get(p.parentId) : undefined) if (wanted(p)) covered = true;
    if (!covered) targets.push(t.id);
  }
  return targets;
}
