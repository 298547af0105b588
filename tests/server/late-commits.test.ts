import { describe, expect, it } from 'vitest';
import { LateCommits } from '#server/services/late-commits';

describe('a log read while writes commit out of id order', () => {
  it('reads again the ids a later one overtook, and resumes below them', () => {
    let now = 0;
    const log = new LateCommits(10, 60_000, () => now);
    // 12 and 13 committed; 11 (taken first) has not yet
    log.seen([12, 13]);
    expect(log.wanted()).toEqual({ after: 13, open: [11] });
    expect(log.resumePoint()).toBe(10);
    // 11 commits: nothing is open, the stream stands at 13
    now = 1_000;
    log.seen([11]);
    expect(log.wanted()).toEqual({ after: 13, open: [] });
    expect(log.resumePoint()).toBe(13);
  });

  it('gives up on an id after the late-commit time: it was rolled back', () => {
    let now = 0;
    const log = new LateCommits(0, 5_000, () => now);
    log.seen([1, 3]);
    expect(log.wanted().open).toEqual([2]);
    now = 5_001;
    expect(log.wanted()).toEqual({ after: 3, open: [] });
    expect(log.resumePoint()).toBe(3);
  });

  it('takes an id seen again (a replay) without moving back', () => {
    const log = new LateCommits(5, 60_000, () => 0);
    log.seen([4, 5, 6]);
    expect(log.wanted()).toEqual({ after: 6, open: [] });
  });
});
