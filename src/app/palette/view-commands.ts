import { useQuery } from '@tanstack/react-query';
import { createElement, useMemo, useRef } from 'react';
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
  // A command whose title says something of the screen (a selection's count) is offered under that title.
  const selection = ctx.screen.selection;
  const selectionKey = selection ? `${selection.kind}:${selection.records.length}` : '';
  const latestCtx = useRef(ctx);
  latestCtx.current = ctx;
  const titled = useMemo(
    () => (selectionKey ? commands.map((c) => (c.titleHere ? { ...c, title: c.titleHere(latestCtx.current) } : c)) : commands),
    [commands, selectionKey],
  );
  const all = useMemo(() => (views?.length ? [...titled, ...views.map(openViewCommand)] : titled), [titled, views]);
  return createElement(CommandPalette, { commands: all, ctx });
}
