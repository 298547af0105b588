import { mappingTaskId } from '#server/repo/mapping-task-ids';
import type { SeedContext } from './core';
import type { SeedDocument } from './bulk';

export interface SeedTask {
  id: string;
  campaignId: string;
  parentId: string;
  position: number;
  name: string;
  type: string;
  action: string;
  stateType: string;
  error: string | null;
  retries: number;
  updated: Date;
  lastPingTime: Date | null;
  body: Record<string, unknown>;
}

const STATES = ['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILURE', 'IN_PROGRESS', 'PENDING', 'STUCK'] as const;
export type MappingState = (typeof STATES)[number];
const ERRORS = ['Promoted product has no accepted barcode', 'Downstream admin system timed out after 30 s'];

/**
 * A mapping task tree for a campaign saved through v3: campaign → ad sets → ads (with their image)
 * and promoted products, with the ids the gateway gives such a tree (repo/mapping-task-ids.ts). The tree's state is drawn from every state, stuck included (in progress
 * with a last ping older than the 240000 ms threshold), unless the caller names it.
 */
export function seedMappingTree(ctx: SeedContext, campaign: SeedDocument, adSets: SeedDocument[], ads: SeedDocument[], topics: SeedDocument[], drawn: MappingState = ctx.rng.pick(STATES)): SeedTask[] {
  const now = ctx.today;
  const tasks: SeedTask[] = [];
  /** objectId names what the task maps (the worker checks that document); an image task maps its url. */
  const add = (id: string, parentId: string, position: number, name: string, type: string, stateType: string, body: Record<string, unknown>, error?: string): string => {
    const stuck = drawn === 'STUCK' && stateType === 'IN_PROGRESS';
    tasks.push({
      id, campaignId: campaign.id, parentId, position, name, type, action: parentId ? 'NONE' : 'UPDATE', stateType,
      error: stateType === 'FAILURE' ? (error ?? ctx.rng.pick(ERRORS)) : null, retries: stateType === 'FAILURE' ? ctx.rng.int(0, 3) : 0,
      updated: new Date(now.getTime() - (stuck ? 600_000 : ctx.rng.int(1, 120_000))),
      lastPingTime: stateType === 'IN_PROGRESS' ? new Date(now.getTime() - (stuck ? 600_000 : 5_000)) : null,
      body,
    });
    return id;
  };
  const state = (i: number) => {
    if (drawn === 'SUCCESS') return 'SUCCESS';
    if (drawn === 'STUCK') return i === 0 ? 'IN_PROGRESS' : 'SUCCESS';
    return i === 0 ? drawn : ctx.rng.pick(['SUCCESS', drawn === 'PENDING' ? 'PENDING' : 'SUCCESS']);
  };
  const root = add(mappingTaskId.root(campaign.id), '', 0, String(campaign.body.campaignName), 'CAMPAIGN', drawn === 'STUCK' ? 'IN_PROGRESS' : drawn === 'FAILURE' ? 'FAILURE' : state(1), { objectId: campaign.id });
  topics.forEach((t, i) => add(mappingTaskId.topic(root, t.id), root, i, String(t.body.name), t.body['@type'] === 'PromotedCategory' ? 'PROMOTED_CATEGORY' : 'PROMOTED_PRODUCT', state(i + 1), { objectId: t.id }));
  adSets.forEach((s, i) => {
    const setTask = add(mappingTaskId.adSet(root, s.id), root, topics.length + i, String(s.body.name), 'AD_SET', state(i), { objectId: s.id });
    ads.filter((a) => a.body.adSetId === s.id).forEach((a, j) => {
      const adState = state(j + i);
      if (adState === 'FAILURE') {
        // The failure the demo shows, as the worker reports it (a retry fails the same way): a missing image.
        const url = ctx.images.missing;
        const adTask = add(mappingTaskId.ad(root, a.id), setTask, j, String(a.body.name), 'AD', adState, { objectId: a.id }, '1 of its 1 tasks failed');
        add(mappingTaskId.image(adTask, url), adTask, 0, url, 'IMAGE', 'FAILURE', { objectId: a.id, url }, `Image ${url} could not be fetched (404)`);
        return;
      }
      const adTask = add(mappingTaskId.ad(root, a.id), setTask, j, String(a.body.name), 'AD', adState, { objectId: a.id });
      const url = ctx.images.url(532, 532);
      if (ctx.rng.chance(0.4)) add(mappingTaskId.image(adTask, url), adTask, 0, url, 'IMAGE', state(j + 1), { objectId: a.id, url });
    });
  });
  return tasks;
}
