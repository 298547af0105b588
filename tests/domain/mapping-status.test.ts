import { describe, expect, it } from 'vitest';
import {
  applyTaskChange,
  badgeColour,
  buildTree,
  indexTree,
  isStuck,
  MAX_MAPPING_RETRIES,
  mappingSummary,
  retryDisabled,
  retryTargets,
  STUCK_AFTER_MS,
  type MappingTask,
} from '#domain/mapping-status';

const NOW = Date.parse('2026-11-22T18:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';
const task = (id: string, stateType: string, msAgo = 1000, extra: Partial<MappingTask> = {}): MappingTask => ({
  id, name: id, type: 'AD', action: 'CREATE', stateType, updated: at(msAgo), lastPingTime: at(msAgo), ...extra,
});

describe('mapping summary (spec 1 §4), checked in order', () => {
  it('is stuck when pending or in-progress tasks exist and the last ping is older than 240000 ms', () => {
    expect(STUCK_AFTER_MS).toBe(240_000);
    expect(mappingSummary([task('a', 'IN_PROGRESS', STUCK_AFTER_MS + 1), task('b', 'FAILURE', STUCK_AFTER_MS + 5)], NOW)).toBe('stuck');
    expect(mappingSummary([task('a', 'PENDING', STUCK_AFTER_MS + 1)], NOW)).toBe('stuck');
    // exactly at the threshold is not yet stuck
    expect(isStuck([task('a', 'PENDING', STUCK_AFTER_MS)], NOW)).toBe(false);
    // a recent ping anywhere in the tree keeps it alive
    expect(mappingSummary([task('a', 'PENDING', STUCK_AFTER_MS + 1), task('b', 'IN_PROGRESS', 10)], NOW)).toBe('inProgress');
    // old finished tasks alone are never stuck
    expect(isStuck([task('a', 'SUCCESS', 10 * STUCK_AFTER_MS)], NOW)).toBe(false);
  });

  it('then in progress, failed, pending, otherwise completed', () => {
    expect(mappingSummary([task('a', 'FAILURE'), task('b', 'IN_PROGRESS'), task('c', 'PENDING')], NOW)).toBe('inProgress');
    expect(mappingSummary([task('a', 'FAILURE'), task('c', 'PENDING')], NOW)).toBe('failed');
    expect(mappingSummary([task('a', 'SUCCESS'), task('c', 'PENDING')], NOW)).toBe('pending');
    expect(mappingSummary([task('a', 'SUCCESS'), task('b', 'SUCCESS')], NOW)).toBe('completed');
  });

  it('takes the ping from lastPingTime, else from the last update', () => {
    expect(isStuck([task('a', 'PENDING', STUCK_AFTER_MS + 1, { lastPingTime: null })], NOW)).toBe(true);
    expect(isStuck([task('a', 'PENDING', STUCK_AFTER_MS + 1, { lastPingTime: at(5) })], NOW)).toBe(false);
  });
});

describe('retry limit and badges', () => {
  it('disables Retry tasks after 2 retries', () => {
    expect(MAX_MAPPING_RETRIES).toBe(2);
    expect([0, 1, 2, 3].map(retryDisabled)).toEqual([false, false, true, true]);
  });

  it('colours badges: FAILURE error, IN_PROGRESS warning, SUCCESS success, otherwise light', () => {
    expect(['FAILURE', 'IN_PROGRESS', 'SUCCESS', 'PENDING', 'UNCHANGED'].map(badgeColour)).toEqual(['error', 'warning', 'success', 'light', 'light']);
  });
});

describe('the tree as the stream tells it', () => {
  const tree = {
    id: 'mt-1', name: 'Spring', type: 'CAMPAIGN', action: 'CREATE', stateType: 'PENDING', state: { type: 'PENDING' }, updated: at(10),
    tasks: [
      { id: 'mt-1-s5', parentId: 'mt-1', name: 'Set', type: 'AD_SET', action: 'CREATE', stateType: 'FAILURE', error: '1 of its 1 tasks failed', tasks: [
        { id: 'mt-1-a7', parentId: 'mt-1-s5', name: 'Ad', type: 'AD', action: 'CREATE', stateType: 'FAILURE', error: 'no line item', tasks: [] },
      ] },
    ],
  };

  it('flattens a tree event, nests it back, and applies changes and removals', () => {
    const index = indexTree(tree);
    expect([...index.keys()]).toEqual(['mt-1', 'mt-1-s5', 'mt-1-a7']);
    const roots = buildTree(index);
    expect(roots.map((r) => r.id)).toEqual(['mt-1']);
    expect(roots[0]!.tasks[0]!.tasks[0]!.depth).toBe(2);
    const changed = applyTaskChange(index, { id: 'mt-1-a7', parentId: 'mt-1-s5', name: 'Ad', type: 'AD', action: 'UPDATE', stateType: 'PENDING', state: { type: 'PENDING' } });
    expect(changed.get('mt-1-a7')!.stateType).toBe('PENDING');
    const removed = applyTaskChange(changed, { id: 'mt-1-s5', removed: true, stateType: 'SUCCESS' });
    expect([...removed.keys()]).toEqual(['mt-1']);
  });

  it('reads the live event defaults: a tree without tasks has none; a task without type is CAMPAIGN, state from state.type', () => {
    expect(indexTree({ campaignId: '1', type: 'CAMPAIGN', state: { type: 'UNCHANGED' }, tasks: [] }).size).toBe(0);
    const t = indexTree({ id: 'x', state: { type: 'IN_PROGRESS' } }).get('x')!;
    expect([t.type, t.action, t.stateType]).toEqual(['CAMPAIGN', 'NONE', 'IN_PROGRESS']);
  });

  it('retries the topmost failed or stuck tasks only', () => {
    const index = indexTree(tree);
    expect(retryTargets(index, NOW)).toEqual(['mt-1-s5']);
    const stuck = new Map([...index, ['mt-1', { ...index.get('mt-1')!, lastPingTime: at(STUCK_AFTER_MS + 1), updated: at(STUCK_AFTER_MS + 1) }]]);
    expect(retryTargets(stuck, NOW)).toEqual(['mt-1']);
  });
});
