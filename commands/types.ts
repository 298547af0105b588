import type { QueryClient } from '@tanstack/react-query';
import type { Flags } from '#domain/flags';
import type { AppTo, OnScreen, ScreenKind } from '#app/api/links';

/** What a command may look at to decide whether it applies, and what it may do. */
export interface CommandContext {
  screen: OnScreen;
  roles: readonly string[];
  flags: Flags;
  /** Goes to a screen of the portal. */
  navigate: (to: AppTo) => void;
  /** The address of a link (base path included): for a new tab or the clipboard. */
  hrefOf: (to: AppTo) => string;
  openDialog: (dialog: 'shortcuts' | 'preferences' | 'logout') => void;
  /** The portal's query cache: what a command's write makes stale is read again. */
  queryClient: QueryClient;
}

/** A value a command asks for on its own palette page before it runs. */
export interface CommandArg<Name extends string = string> {
  name: Name;
  title: string;
  placeholder?: string;
  /** What is wrong with the typed text, if anything: shown on the argument's row, and Enter waits for a fix. */
  problem?: (text: string) => string | undefined;
}

/** Palette groups, each listed under its own name (the commands acting on the screen list as 'This screen'). */
export type CommandGroup = 'Go to' | 'Create' | 'Actions' | 'Help';

export interface Command<ArgName extends string = string> {
  id: string;
  title: string;
  /** The title as offered here, when it says something of the screen (a bulk command's count: 'Enable 12 ads'); `title` is its name elsewhere. */
  titleHere?: (ctx: CommandContext) => string;
  group: CommandGroup;
  /** Other words a user may type for it; an exact alias ranks first. */
  keywords?: readonly string[];
  /** A key sequence: 'g c' is a two-key chord, '?' a single key, 'Mod+Z' a key with Cmd/Ctrl (never in a text field); shown in the palette and '?'. */
  shortcut?: string;
  /** Whether the command is offered here (route, roles, flags). */
  when?: (ctx: CommandContext) => boolean;
  /** Whether it acts on what is on screen; those rank first. */
  onScreen?: (ctx: CommandContext) => boolean;
  /** Asked one after another on a sub-page of the palette; Backspace on an empty input goes back. */
  args?: readonly CommandArg<ArgName>[];
  /** Runs with each argument's text (trimmed, and without a problem), by its name. */
  run: (ctx: CommandContext, args: Readonly<Record<ArgName, string>>) => void;
}

/**
 * Each command file is just `export default defineCommand({...})`; `run` then knows its arguments by
 * name (the palette gives it a value for every one it asked for).
 */
export const defineCommand = <ArgName extends string = never>(command: Command<ArgName>): Command => command as unknown as Command;

/**
 * A command that opens a list screen searched on the server for what the user types: the same
 * search as the list's own search box (its `q`). It acts on that list when it is on screen.
 */
export const searchListCommand = (spec: { id: string; title: string; keywords: readonly string[]; list: ScreenKind; to: (q: string) => AppTo; argTitle: string; placeholder: string }): Command =>
  defineCommand({
    id: spec.id,
    title: spec.title,
    group: 'Actions',
    keywords: spec.keywords,
    args: [{ name: 'term', title: spec.argTitle, placeholder: spec.placeholder }],
    onScreen: (ctx) => ctx.screen.kind === spec.list,
    run: (ctx, args) => ctx.navigate(spec.to(args.term)),
  });
