/**
 * Deterministic ranking with a prebuilt index (issue 4): cmdk's own scorer is too slow at 10,000
 * entries, and a palette whose order shifts between keystrokes cannot be driven from memory.
 * Tiers: the title starting with the query, then exact id or alias, then prefix (every word of the
 * query begins a word of the title or an alias), then fuzzy (each word's letters in order in the
 * title); a query's words must all match. Inside a tier: on-screen first, then recently used, then
 * shorter gaps, then title, then id.
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
  /**
   * The title and each word of it, each alias and each word of it, and the id, each after a line
   * feed: a query is a prefix of one of them when a line feed and the query occur here (one search,
   * not one per word).
   */
  heads: string;
  /** Place by title, then id: the last tiebreak. */
  order: number;
}

export interface PaletteIndex {
  /** In title order, as is every list of matches below. */
  entries: readonly Prepared[];
  /** What may still rank once a walk in title order has stopped early (see `rank`), besides exact hits. */
  byId: ReadonlyMap<string, Prepared>;
  flaggedOnScreen: readonly Prepared[];
  /** No fuzzy hit has more letters between the query's letters than this. */
  longestTitle: number;
  /**
   * Entries with a prefix hit (of the title, a word of it, an alias or the id), by query; and entries
   * matching at all, fuzzy hits included, by query. A longer query matches a subset of what its prefix
   * matched (exact and prefix hits are prefix hits of the shorter query, in-order letters stay in
   * order), so each keystroke looks only through the previous keystroke's list.
   */
  prefixed: Map<string, readonly Prepared[]>;
  matches: Map<string, readonly Prepared[]>;
  /**
   * The best entries by query, for the options they were ranked with (compared by identity):
   * Backspace asks again what was asked a keystroke ago.
   */
  answers: { options: RankOptions; byQuery: Map<string, Ranked[]> };
}

/** Queries whose matches and answers are kept; the oldest go first. */
const MEMO_SIZE = 64;

const norm = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim();

/** Normalises every entry once (the palette builds its index once per command list, not per keystroke). */
export function buildIndex(entries: readonly IndexEntry[]): PaletteIndex {
  const collator = new Intl.Collator('en');
  const sorted = [...entries].sort((a, b) => collator.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const prepared: Prepared[] = sorted.map((entry, order) => {
    const title = norm(entry.title);
    const aliases = (entry.aliases ?? []).map(norm);
    const id = norm(entry.id);
    // The id is a word too: every prefix of an exact id is then a hit, which the match memo needs.
    const heads = ['', title, ...title.split(/\s+/), ...aliases, ...aliases.flatMap((a) => a.split(/\s+/)), id].join('\n');
    return { entry, title, exact: [id, title, ...aliases], heads, order };
  });
  return {
    entries: prepared,
    byId: new Map(prepared.map((p) => [p.entry.id, p])),
    flaggedOnScreen: prepared.filter((p) => p.entry.onScreen),
    longestTitle: prepared.reduce((longest, p) => Math.max(longest, p.title.length), 0),
    prefixed: new Map(),
    matches: new Map(),
    answers: { options: {}, byQuery: new Map() },
  };
}

const TIER_TITLE = 4;
const TIER_EXACT = 3;
const TIER_PREFIX = 2;
const TIER_FUZZY = 1;

/** Every word of the query begins a word of the entry (or the query begins one of its heads). */
const prefixHit = (p: Prepared, head: string, words: readonly string[]) => p.heads.includes(head) || words.every((w) => p.heads.includes(`\n${w}`));

/** The title starts with the query, or the query is the id or an alias: what may beat a plain prefix hit. */
const topHit = (p: Prepared, q: string) => p.title.startsWith(q) || p.exact.includes(q);

/** Each word's letters in order in the title: the gaps summed, -1 when a word does not match. */
function wordsGaps(words: readonly string[], title: string): number {
  let sum = 0;
  for (const w of words) {
    const gaps = fuzzyGaps(w, title);
    if (gaps < 0) return -1;
    sum += gaps;
  }
  return sum;
}

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
  offered?: { has(id: string): boolean };
  /** Entries acting on what is on screen: first inside a tier (besides `entry.onScreen`). */
  onScreen?: ReadonlySet<string>;
}

interface Placed {
  /** Where it ranks, as one number: smaller first (see `rank`). */
  key: number;
  p: Prepared;
  tier: number;
  /** Neither on screen nor recently used. */
  plain: boolean;
}

/**
 * The best `limit` entries for `query`, best first. Walks entries in title order keeping only the
 * best few (no sort of every match). Prefix hits come first: once the best are full of plain ones,
 * no later entry but an exact hit, or one on screen or recently used, can make them, and those few
 * are looked up; only when the prefix hits cannot fill the best are all matches walked.
 */
export function rank(index: PaletteIndex, query: string, options: RankOptions = {}): Ranked[] {
  const q = norm(query);
  const answers = answersFor(index, options);
  const known = answers.get(q);
  if (known) return known;
  const limit = options.limit ?? 50;
  const recent = options.recent ?? [];
  const recency = new Map(recent.map((id, i) => [id, i]));
  // Tier, on screen, recency, gaps, then title and id, as one number: each tiebreak counts in units
  // of the ranges of all after it, so placing an entry is one comparison per step.
  const gapsUnit = index.entries.length;
  const recencyUnit = (index.longestTitle + 1) * gapsUnit;
  const screenUnit = (recent.length + 1) * recencyUnit;
  const tierUnit = 2 * screenUnit;
  const head = `\n${q}`;
  const words = q.split(/\s+/);
  const best: Placed[] = [];

  /** Places `p` among the best when it is offered and ranks; false when it does not match at all. */
  const place = (p: Prepared): boolean => {
    let tier = TIER_PREFIX;
    let gaps = 0;
    if (q && p.title.startsWith(q)) tier = TIER_TITLE;
    else if (q && p.exact.includes(q)) tier = TIER_EXACT;
    else if (q && !prefixHit(p, head, words)) {
      gaps = wordsGaps(words, p.title);
      if (gaps < 0) return false;
      tier = TIER_FUZZY;
    }
    const id = p.entry.id;
    if (options.offered && !options.offered.has(id)) return true;
    const screen = Boolean(p.entry.onScreen || options.onScreen?.has(id));
    const recentAt = recency.get(id);
    const key = (TIER_TITLE - tier) * tierUnit + (screen ? 0 : screenUnit) + (recentAt ?? recent.length) * recencyUnit + gaps * gapsUnit + p.order;
    const worst = best.length === limit ? best.at(-1) : undefined;
    if (worst && key >= worst.key) return true;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const at = best[mid];
      if (at && at.key < key) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, { key, p, tier, plain: !screen && recentAt === undefined });
    if (best.length > limit) best.pop();
    return true;
  };
  /** Places each entry of `list` until the best are settled; the title order it stopped at, if it did. */
  const walk = (list: readonly Prepared[], matched?: Prepared[]): number | undefined => {
    for (const p of list) {
      if (settled(best, limit)) return p.order;
      if (place(p)) matched?.push(p);
    }
    return undefined;
  };

  let stoppedAt = walk(q ? prefixedBy(index, q, head, words) : index.entries);
  if (stoppedAt === undefined && q && !settled(best, limit)) {
    // Too few prefix hits: fuzzy hits rank too, so all that may match are walked afresh.
    best.length = 0;
    const matched: Prepared[] = [];
    stoppedAt = walk(longestKnown(index.matches, q, index.entries), matched);
    if (stoppedAt === undefined) remember(index.matches, q, matched);
  }
  if (stoppedAt !== undefined) {
    // Title and exact hits are prefix hits too: those the walk did not reach are in the rest of that list.
    const exact = q ? prefixedBy(index, q, head, words).filter((p) => p.order >= stoppedAt && topHit(p, q)) : [];
    const boosted = [...(options.onScreen ?? []), ...recent].flatMap((id) => index.byId.get(id) ?? []);
    for (const p of new Set([...exact, ...index.flaggedOnScreen, ...boosted])) {
      if (p.order >= stoppedAt) place(p);
    }
  }
  const answer = best.map(({ p, tier }) => ({ entry: p.entry, tier }));
  remember(answers, q, answer);
  return answer;
}

/**
 * The best are full and the last of them is a plain title, exact or prefix hit (no gaps): a later
 * entry beats it only with a better tier (title or exact) or by being on screen or recently used.
 */
function settled(best: readonly Placed[], limit: number): boolean {
  const last = best[limit - 1];
  return best.length === limit && last !== undefined && last.plain && last.tier >= TIER_PREFIX;
}

/** The answers kept for these options; other options than last time start afresh. */
function answersFor(index: PaletteIndex, options: RankOptions): Map<string, Ranked[]> {
  const last = index.answers.options;
  if (last.limit !== options.limit || last.recent !== options.recent || last.offered !== options.offered || last.onScreen !== options.onScreen) {
    index.answers = { options, byQuery: new Map() };
  }
  return index.answers.byQuery;
}

/** Entries with a prefix hit for `q` (`head`): those of the longest remembered shorter query that have one. */
function prefixedBy(index: PaletteIndex, q: string, head: string, words: readonly string[]): readonly Prepared[] {
  const known = index.prefixed.get(q);
  if (known) return known;
  const list = longestKnown(index.prefixed, q.slice(0, -1), index.entries).filter((p) => prefixHit(p, head, words));
  remember(index.prefixed, q, list);
  return list;
}

/** The list remembered for the longest prefix of `q` (a query's own list is a subset of it). */
function longestKnown(memo: ReadonlyMap<string, readonly Prepared[]>, q: string, all: readonly Prepared[]): readonly Prepared[] {
  for (let n = q.length; n > 0; n--) {
    const hit = memo.get(q.slice(0, n));
    if (hit) return hit;
  }
  return all;
}

function remember<T>(memo: Map<string, T>, q: string, value: T) {
  if (memo.has(q)) return;
  const oldest = memo.keys().next();
  if (memo.size >= MEMO_SIZE && !oldest.done) memo.delete(oldest.value);
  memo.set(q, value);
}
