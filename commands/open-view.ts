import type { SavedView } from '#domain/view';
import { viewLink, VIEW_TEXT } from '#app/kit/views/screens';
import { mostUsedViews } from '#app/kit/views/uses';
import { defineCommand, type Command } from './types';

/**
 * 'Open view: {name}', one per saved view the user can see (issue 28 §1). Views come from the
 * gateway, so this file makes commands rather than being one: the palette adds them as the views
 * load (registry.ts leaves this file out). The screen applies the view's search (`?view=`), and
 * counts the use that ranks it (features/views/uses.ts).
 */
export const OPEN_VIEW_PREFIX = 'open-view:';

export const openViewCommand = (view: SavedView): Command =>
  defineCommand({
    id: `${OPEN_VIEW_PREFIX}${view.id}`,
    title: VIEW_TEXT.openView(view.name),
    group: 'Go to',
    keywords: ['view', 'saved view'],
    run: (ctx) => ctx.navigate(viewLink(view.screen, view.id)),
  });

/** The ids of the open-view commands of the user's most used views, most used first (issue 28 §1). */
export function favouriteViewCommands(commands: readonly Command[]): string[] {
  const viewIds = commands.flatMap((c) => (c.id.startsWith(OPEN_VIEW_PREFIX) ? [c.id.slice(OPEN_VIEW_PREFIX.length)] : []));
  return viewIds.length ? mostUsedViews(viewIds).map((id) => OPEN_VIEW_PREFIX + id) : [];
}
