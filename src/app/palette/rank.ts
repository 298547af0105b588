/**
 * Deterministic ranking with a prebuilt index (issue 4): cmdk's own scorer is too slow at 10,000
 * entries, and a palette whose order shifts between keystrokes cannot be driven from memory.
 * Tiers: exact id or alias, then prefix (of the title or a word of it), then fuzzy (in-order letters);
 * inside a tier: on-screen first, then recently used, then shorter gaps, then title, then id.
 */
export interface IndexEntry {
  id: string;
  title: string;
  aliases?: readonly string[];
  onScreen?: boolean;
}

interface Prepared {
  entry: IndexEntry;
  title: string;
  exact: readonly string[];
  words: readonly string[];
  /** Place by title, then id: the last tiebreak, compared as a number on every keystroke. */
  order: number;
}

export interface PaletteIndex {
  entries: readonly Prepared[];
  /**
   * Entries matching a query, by query. A longer query matches a subset of what its prefix matched
   * (exact and prefix hits are prefix hits of the shorter query, in-order letters stay in order), so
   * each keystroke scans only the previous keystroke's matches, and Backspace finds them kept.
   */
  matches: Map<string, readonly Prepared[]>;
}

/** Queries whose matches are kept; the oldest go first. */
const MATCH_MEMO_SIZE = 64;

const norm = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim();

/** Normalises every entry once (the palette builds its index once per command list, not per keystroke). */
export function buildIndex(entries: readonly IndexEntry[]): PaletteIndex {
  const collator = new Intl.Collator('en');
  const sorted = [...entries].sort((a, b) => collator.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    entries: sorted.map((entry, order) => {
      const title = norm(entry.title);
      const aliases = (entry.aliases ?? []).map(norm);
      const id = norm(entry.id);
      // The id is a word too: every prefix of an exact id is then a hit, which the match memo needs.
      return { entry, title, exact: [id, title, ...aliases], words: [...title.split(/\s+/), ...aliases, id], order };
    }),
    matches: new Map(),
  };
}

const TIER_EXACT = 3;
const TIER_PREFIX = 2;
const TIER_FUZZY = 1;

/** Letters of `query` in order inside `text`; the score is lower for larger gaps, -1 when absent. */
export function fuzzyGaps(query: string, text: string): number {
  let from = 0;
  let gaps = 0;
  for (const ch of query) {
    if (ch === ' ') continue;
    const at = text.indexOf(ch, from);
    if (at < 0) return -1;
    gaps += at - from;
    from = at + 1;
  }
  return gaps;
}

export interface Ranked {
  entry: IndexEntry;
  tier: number;
}

export interface RankOptions {
  /** Command ids, most recent first: a tiebreak inside a tier. */
  recent?: readonly string[];
  limit?: number;
  /** Only these entries are offered here (a command's `when`); all when absent. */
  offered?: ReadonlySet<string>;
  /** Entries acting on what is on screen: first inside a tier (besides `entry.onScreen`). */
  onScreen?: ReadonlySet<string>;
}

interface Scored {
  p: Prepared;
  tier: number;
  screen: number;
  recency: number;
  gaps: number;
}

/** Negative when `a` ranks before `b`: tier, on screen, recency, gaps, then title and id. */
const compare = (a: Scored, b: Scored) => b.tier - a.tier || b.screen - a.screen || a.recency - b.recency || a.gaps - b.gaps || a.p.order - b.p.order;

function tierOf(p: Prepared, q: string): { tier: number; gaps: number } {
  if (!q) return { tier: TIER_PREFIX, gaps: 0 };
  if (p.exact.includes(q)) return { tier: TIER_EXACT, gaps: 0 };
  if (p.title.startsWith(q) || p.words.some((w) => w.startsWith(q))) return { tier: TIER_PREFIX, gaps: 0 };
  const gaps = fuzzyGaps(q, p.title);
  return gaps >= 0 ? { tier: TIER_FUZZY, gaps } : { tier: 0, gaps: 0 };
}

/**
 * The best `limit` entries for `query`, best first. Keeps only the current best few while it walks
 * the index (no sort of every match): at 10,000 entries a keystroke stays well inside a frame.
 */
export function rank(index: PaletteIndex, query: string, options: RankOptions = {}): Ranked[] {
  const q = norm(query);
  const limit = options.limit ?? 50;
  const recency = new Map((options.recent ?? []).map((id, i) => [id, i]));
  const best: Scored[] = [];
  const matched: Prepared[] = [];
  for (const p of candidatesFor(index, q)) {
    const { tier, gaps } = tierOf(p, q);
    if (tier === 0) continue;
    matched.push(p);
    if (options.offered && !options.offered.has(p.entry.id)) continue;
    const s: Scored = { p, tier, gaps, screen: p.entry.onScreen || options.onScreen?.has(p.entry.id) ? 1 : 0, recency: recency.get(p.entry.id) ?? Number.MAX_SAFE_INTEGER };
    if (best.length === limit && compare(s, best[limit - 1]!) >= 0) continue;
    // Binary search for its place among the best so far.
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(best[mid]!, s) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, s);
    if (best.length > limit) best.pop();
  }
  remember(index, q, matched);
  return best.map(({ p, tier }) => ({ entry: p.entry, tier }));
}

/** What the longest remembered prefix of `q` matched (a query's own matches are a subset of it). */
function candidatesFor(index: PaletteIndex, q: string): readonly Prepared[] {
  for (let n = q.length; n > 0; n--) {
    const hit = index.matches.get(q.slice(0, n));
    if (hit) return hit;
  }
  return index.entries;
}

function remember(index: PaletteIndex, q: string, matched: readonly Prepared[]) {
  if (!q || index.matches.has(q)) return;
  if (index.matches.size >= MATCH_MEMO_SIZE) index.matches.delete(index.matches.keys().next().value!);
  index.matches.set(q, matched);
}
