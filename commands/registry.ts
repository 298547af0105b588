import type { Command } from './types';

/**
 * Every file in commands/ (but this one, types.ts, screen.ts (what commands read of the screen on view)
 * and open-view.ts, which makes one command per saved view as the palette loads them) is one command: adding a command is adding a file. Sorted by id so
 * the registry's order, and so ranking ties, never depend on the file system.
 */
const modules = import.meta.glob<{ default: Command }>(['./*.ts', '!./registry.ts', '!./types.ts', '!./open-view.ts', '!./screen.ts', '!./ad-by-id.ts'], { eager: true });

/**
 * bench/portal/palette.ts builds the portal with VITE_PALETTE_BENCH_ENTRIES=10000 to measure the
 * palette with that many entries in its index (issue 4). Ordinary builds leave it unset: none.
 */
const BENCH_ENTRIES = Number(import.meta.env.VITE_PALETTE_BENCH_ENTRIES ?? 0);
const BENCH_VERBS = ['Open', 'Review', 'Export', 'Archive', 'Compare', 'Pause', 'Resume'];
const BENCH_NOUNS = ['campaign', 'order', 'company', 'chain', 'ad set', 'banner ad', 'product', 'category', 'location', 'report', 'budget', 'wallet', 'topic'];
const benchCommands = (): Command[] =>
  Array.from({ length: BENCH_ENTRIES }, (_, i) => ({
    id: `bench-${i}`,
    title: `${BENCH_VERBS[i % BENCH_VERBS.length]} ${BENCH_NOUNS[Math.floor(i / BENCH_VERBS.length) % BENCH_NOUNS.length]} ${i}`,
    group: 'Actions',
    run: () => undefined,
  }));

export const COMMANDS: readonly Command[] = [
  ...Object.values(modules)
    .map((m) => m.default)
    .sort((a, b) => a.id.localeCompare(b.id)),
  ...benchCommands(),
];
