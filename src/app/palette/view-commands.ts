import { useQuery } from '@tanstack/react-query';
import { createElement, useMemo } from 'react';
import { OPEN_VIEW_PREFIX, openViewCommand } from '../../../commands/open-view';
import type { Command, CommandContext } from '../../../commands/types';
import { viewsQuery } from '../api/view';
import { mostUsedViews } from '../features/views/uses';
import { CommandPalette } from './CommandPalette';

/**
 * The palette with the commands and 'Open view: {name}' for each saved view the user can see, once
 * they are in. Loaded with the palette, apart from the first screen (the views are asked for then).
 */
export function PaletteWithViews({ commands, ctx }: { commands: readonly Command[]; ctx: CommandContext }) {
  const views = useQuery(viewsQuery()).data;
  const all = useMemo(() => (views?.length ? [...commands, ...views.map(openViewCommand)] : commands), [commands, views]);
  return createElement(CommandPalette, { commands: all, ctx });
}

/** The ids of the open-view commands of the user's most used views, most used first (issue 28 §1). */
export function favouriteViewCommands(commands: readonly Command[]): string[] {
  const viewIds = commands.flatMap((c) => (c.id.startsWith(OPEN_VIEW_PREFIX) ? [c.id.slice(OPEN_VIEW_PREFIX.length)] : []));
  return viewIds.length ? mostUsedViews(viewIds).map((id) => OPEN_VIEW_PREFIX + id) : [];
}
