import { useQuery } from '@tanstack/react-query';
import { createElement, useMemo } from 'react';
import { openViewCommand } from '#commands/open-view';
import type { Command, CommandContext } from '#commands/types';
import { viewsQuery } from '#app/api/view';
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
