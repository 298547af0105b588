import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { OPEN_VIEW_PREFIX, openViewCommand } from '../../../commands/open-view';
import type { Command } from '../../../commands/types';
import { viewsQuery } from '../api/view';
import { mostUsedViews } from '../features/views/uses';

/**
 * The commands, and 'Open view: {name}' for each saved view the user can see, once they are in;
 * asked for only once `enabled` (the palette is made after the first screen has painted).
 */
export function useWithViewCommands(commands: readonly Command[], enabled: boolean): readonly Command[] {
  const views = useQuery({ ...viewsQuery(), enabled }).data;
  return useMemo(() => (views?.length ? [...commands, ...views.map(openViewCommand)] : commands), [commands, views]);
}

/** The ids of the open-view commands of the user's most used views, most used first (issue 28 §1). */
export function favouriteViewCommands(commands: readonly Command[]): string[] {
  const viewIds = commands.flatMap((c) => (c.id.startsWith(OPEN_VIEW_PREFIX) ? [c.id.slice(OPEN_VIEW_PREFIX.length)] : []));
  return viewIds.length ? mostUsedViews(viewIds).map((id) => OPEN_VIEW_PREFIX + id) : [];
}
