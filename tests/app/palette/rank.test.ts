import { describe, expect, it } from 'vitest';
import { buildIndex, fuzzyGaps, rank } from '#app/palette/rank';
import { createChordMatcher, CHORD_TIMEOUT_MS, shortcutsOf } from '#app/palette/shortcuts';
import { COMMANDS } from '#commands/registry';

const index = buildIndex([
  { id: 'go-campaigns', title: 'Go to Campaigns', aliases: ['campaigns', 'home'] },
  { id: 'new-campaign', title: 'New campaign', aliases: ['create campaign'] },
  { id: 'go-companies', title: 'Go to Companies', aliases: ['companies'] },
  { id: 'log-out', title: 'Log out', aliases: ['sign out'] },
]);
const ids = (q: string, recent?: string[]) => rank(index, q, { recent }).map((r) => r.entry.id);

describe('palette ranking', () => {
  it('puts an exact id or alias first, then prefixes, then fuzzy matches', () => {
    expect(ids('home')[0]).toBe('go-campaigns');
    expect(ids('log-out')[0]).toBe('log-out');
    expect(ids('new')).toEqual(['new-campaign']);
    expect(ids('camp')).toEqual(['go-campaigns', 'new-campaign']);
    expect(ids('gtcmp')).toEqual(['go-campaigns', 'go-companies']);
  });

  it('is deterministic, with what is on screen first and recent use as a tiebreak only', () => {
    expect(ids('go')).toEqual(ids('go'));
    // 'log out' holds g…o in order: a fuzzy hit, after both prefix hits.
    expect(ids('go')).toEqual(['go-campaigns', 'go-companies', 'log-out']);
    expect(ids('go', ['go-companies', 'log-out'])).toEqual(['go-companies', 'go-campaigns', 'log-out']);
    // Recency never beats a better tier.
    expect(ids('companies', ['go-campaigns'])[0]).toBe('go-companies');
    const screen = buildIndex([
      { id: 'a', title: 'Alpha thing' },
      { id: 'b', title: 'Alpha other', onScreen: true },
    ]);
    expect(rank(screen, 'alpha').map((r) => r.entry.id)).toEqual(['b', 'a']);
  });

  it('offers only the commands that apply here, with those acting on the screen first', () => {
    const offered = new Set(['go-campaigns', 'go-companies', 'log-out']);
    expect(rank(index, 'go', { offered }).map((r) => r.entry.id)).toEqual(['go-campaigns', 'go-companies', 'log-out']);
    expect(rank(index, 'go', { offered, onScreen: new Set(['go-companies']) }).map((r) => r.entry.id)).toEqual(['go-companies', 'go-campaigns', 'log-out']);
    expect(rank(index, 'new', { offered })).toEqual([]);
  });

  it('ranks the same whether a query is typed key by key or arrives whole', () => {
    const typed = buildIndex([
      { id: 'go-campaigns', title: 'Go to Campaigns', aliases: ['campaigns', 'home'] },
      { id: 'log-out', title: 'Log out', aliases: ['sign out'] },
    ]);
    for (const query of ['log-out', 'sign out', 'gtcmp']) {
      for (let n = 1; n < query.length; n++) rank(typed, query.slice(0, n));
      expect(rank(typed, query).map((r) => r.entry.id)).toEqual(ids(query).filter((id) => id === 'go-campaigns' || id === 'log-out'));
    }
  });

  it('keeps the best few of 10,000 in the same order a full sort would give', () => {
    const big = buildIndex(Array.from({ length: 10_000 }, (_, i) => ({ id: `c${i}`, title: `Campaign ${i % 97} number ${i}` })));
    const top = rank(big, 'campaign 5', { limit: 30 }).map((r) => r.entry.id);
    const all = rank(big, 'campaign 5', { limit: 10_000 }).map((r) => r.entry.id);
    expect(top).toEqual(all.slice(0, 30));
  });

  it('still puts an exact alias, then what is on screen or recent, first when they come late in title order', () => {
    const big = buildIndex([...Array.from({ length: 10_000 }, (_, i) => ({ id: `c${i}`, title: `Campaign number ${i}` })), { id: 'z', title: 'Zulu', aliases: ['number'] }]);
    const late = { limit: 30, recent: ['c9998'], onScreen: new Set(['c9999']) };
    expect(rank(big, 'number', late).slice(0, 3).map((r) => r.entry.id)).toEqual(['z', 'c9999', 'c9998']);
    expect(rank(big, 'number', { limit: 30 }).slice(0, 3).map((r) => r.entry.id)).toEqual(['z', 'c0', 'c1']);
    // A title the query begins ranks above an exact alias, however late in title order.
    const titled = buildIndex([...Array.from({ length: 10_000 }, (_, i) => ({ id: `c${i}`, title: `Campaign number ${i}` })), { id: 'z', title: 'Zulu number', aliases: ['zu'] }, { id: 'zz', title: 'Zz', aliases: ['zulu number'] }]);
    expect(rank(titled, 'zulu number', { limit: 30 }).map((r) => r.entry.id)).toEqual(['z', 'zz']);
  });

  it('ranks an exact prefix of the title above an exact alias, and needs every word of the query', () => {
    const creates = buildIndex([
      { id: 'new-chain', title: 'New chain', aliases: ['new retailer'] },
      { id: 'new-retailer-category', title: 'New retailer category', aliases: ['new category'] },
      { id: 'new-campaign', title: 'New campaign' },
    ]);
    const found = (q: string) => rank(creates, q).map((r) => r.entry.id);
    expect(found('New retailer')).toEqual(['new-retailer-category', 'new-chain']);
    // Words in any order, each matching: one that matches nowhere leaves the entry out.
    expect(found('category new')).toEqual(['new-retailer-category']);
    expect(found('new zebra')).toEqual([]);
  });

  it('ranks 10,000 entries quickly and caps what it returns', () => {
    const big = buildIndex(Array.from({ length: 10_000 }, (_, i) => ({ id: `c${i}`, title: `Campaign number ${i}` })));
    rank(big, 'warm up');
    const start = performance.now();
    const hits = rank(big, 'cmp 99', { limit: 30 });
    // A loose guard against quadratic work on a loaded machine (about 2 ms in Node when idle);
    // the frame budget belongs to bench/, measured in Chromium.
    const ms = performance.now() - start;
    expect(ms, `${ms.toFixed(1)} ms`).toBeLessThan(1000);
    expect(hits).toHaveLength(30);
  });

  it('scores in-order letters by their gaps', () => {
    expect(fuzzyGaps('gc', 'go to campaigns')).toBe(5);
    expect(fuzzyGaps('zz', 'go')).toBe(-1);
  });
});

describe('shortcut registry', () => {
  it('gives each screen a two-key go-to chord and lists ? for the shortcuts dialog', () => {
    const keys = Object.fromEntries(shortcutsOf(COMMANDS).filter((s) => s.commandId).map((s) => [s.commandId, s.keys]));
    expect(keys).toMatchObject({ 'go-campaigns': 'g c', 'go-orders': 'g o', 'show-keyboard-shortcuts': '?' });
    const all = shortcutsOf(COMMANDS).map((s) => s.keys);
    expect(new Set(all).size).toBe(all.length);
  });

  it('matches chords within the timeout, single keys at once', () => {
    let now = 0;
    const match = createChordMatcher(shortcutsOf(COMMANDS).filter((s) => s.commandId), () => now);
    expect(match('g')).toBe('pending');
    expect((match('c') as { commandId: string }).commandId).toBe('go-campaigns');
    expect((match('?') as { commandId: string }).commandId).toBe('show-keyboard-shortcuts');
    expect(match('g')).toBe('pending');
    now += CHORD_TIMEOUT_MS + 1;
    expect(match('c')).toBeUndefined();
    expect(match('x')).toBeUndefined();
  });
});

describe('command registry', () => {
  it('holds one command per file with unique ids, sorted', () => {
    const idsInOrder = COMMANDS.map((c) => c.id);
    expect(idsInOrder).toEqual([...idsInOrder].sort());
    expect(new Set(idsInOrder).size).toBe(idsInOrder.length);
    expect(idsInOrder).toEqual(expect.arrayContaining(['go-campaigns', 'go-orders', 'go-companies', 'go-chains', 'go-ad-browser', 'go-changelog', 'new-campaign', 'log-out', 'show-keyboard-shortcuts']));
  });
});
