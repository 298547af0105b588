import type { Command } from './types';

/**
 * Every file in commands/ (but this one and types.ts) is one command: adding a command is adding a
 * file. Sorted by id so the registry's order, and so ranking ties, never depend on the file system.
 */
const modules = import.meta.glob<{ default: Command }>(['./*.ts', '!./registry.ts', '!./types.ts'], { eager: true });

export const COMMANDS: readonly Command[] = Object.values(modules)
  .map((m) => m.default)
  .sort((a, b) => a.id.localeCompare(b.id));
