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
}

export interface PaletteIndex {
  entries: readonly Prepared[];
}

const norm = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim();

export function buildIndex(entries: readonly IndexEntry[]): PaletteIndex {
  return {
    entries: entries.map((entry) => {
      const title = norm(entry.title);
      const aliases = (entry.aliases ?? []).map(norm);
      return { entry, title, exact: [norm(entry.id), title, ...aliases], words: [...title.split(/\s+/), ...aliases] };
    }),
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

export function rank(index: PaletteIndex, query: string, options: { recent?: readonly string[]; limit?: number } = {}): Ranked[] {
  const q = norm(query);
  const recent = options.recent ?? [];
  const recency = (id: string) => {
    const at = recent.indexOf(id);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const scored: { entry: IndexEntry; tier: number; gaps: number }[] = [];
  for (const p of index.entries) {
    let tier = 0;
    let gaps = 0;
    if (!q) tier = TIER_PREFIX;
    else if (p.exact.includes(q)) tier = TIER_EXACT;
    else if (p.title.startsWith(q) || p.words.some((w) => w.startsWith(q))) tier = TIER_PREFIX;
    else {
      gaps = fuzzyGaps(q, p.title);
      if (gaps >= 0) tier = TIER_FUZZY;
    }
    if (tier > 0) scored.push({ entry: p.entry, tier, gaps });
  }
  scored.sort(
    (a, b) =>
      b.tier - a.tier ||
      Number(Boolean(b.entry.onScreen)) - Number(Boolean(a.entry.onScreen)) ||
      recency(a.entry.id) - recency(b.entry.id) ||
      a.gaps - b.gaps ||
      a.entry.title.localeCompare(b.entry.title) ||
      a.entry.id.localeCompare(b.entry.id),
  );
  return scored.slice(0, options.limit ?? 50).map(({ entry, tier }) => ({ entry, tier }));
}
