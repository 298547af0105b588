/**
 * Follows a log whose ids are taken when a row is written but seen only when its transaction
 * commits: on PostgreSQL, writes commit out of id order, so "after id N" alone would skip a change
 * that commits late. Ids below the highest seen that have not appeared are held open for
 * `lateCommitMs` (longer, they were rolled back) and read again on every pass.
 */
/** At most this many ids are held open: a wider hole is rolled-back writes, not ones still committing. */
const MAX_OPEN = 10_000;

export class LateCommits {
  private high: number;
  private readonly open = new Map<number, number>();

  constructor(
    from: number,
    private readonly lateCommitMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.high = from;
  }

  /** What the next read asks for: ids above `after`, and the open ones below it. */
  wanted(): { after: number; open: number[] } {
    const now = this.now();
    for (const [id, since] of this.open) if (now - since > this.lateCommitMs) this.open.delete(id);
    return { after: this.high, open: [...this.open.keys()] };
  }

  /** Takes the ids a read found (in id order). */
  seen(ids: readonly number[]): void {
    const now = this.now();
    for (const id of ids) {
      if (this.open.delete(id) || id <= this.high) continue;
      for (let missing = Math.max(this.high + 1, id - MAX_OPEN); missing < id; missing++) this.open.set(missing, now);
      this.high = id;
    }
  }

  /** Where a client resumes without missing a change: below the oldest open id. */
  resumePoint(): number {
    let point = this.high;
    for (const id of this.open.keys()) point = Math.min(point, id - 1);
    return point;
  }
}
