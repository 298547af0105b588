import { NAVIGABLE_ENTITIES } from '#domain/entities';
import { must } from '#domain/must';
import type { ViewScreen } from '#domain/view';
import type { AppTo, ScreenKind } from '#app/api/links';

/** Where each screen a view can be saved of lives (decision 018), as the entity manifest says. */
const PATH_OF_VIEW_SCREEN = new Map(NAVIGABLE_ENTITIES.map(({ nav }) => [nav.view, nav.path]));

/** The path of a saved view's screen: the palette and links open the view there. */
export const viewScreenPath = (screen: ViewScreen) => must(PATH_OF_VIEW_SCREEN.get(screen), `the manifest gives the view screen ${screen} a path`);

/** A saved view's screen with the view applied (`?view=`: the screen takes the view's search). */
export const viewLink = (screen: ViewScreen, view: string): AppTo => ({ to: viewScreenPath(screen), search: { view } });

/** The view screen each route shows that views can be saved of: each list's own, and the start page's (the campaign list too). */
const VIEW_SCREEN_OF_KIND = new Map<ScreenKind, ViewScreen>([['start', 'campaigns'], ...NAVIGABLE_ENTITIES.map(({ nav }) => [nav.kind, nav.view] as const)]);

/** The view screen a route shows, if views can be saved of it. */
export const viewScreenOf = (kind: ScreenKind | undefined): ViewScreen | undefined => (kind ? VIEW_SCREEN_OF_KIND.get(kind) : undefined);

export const VIEW_TEXT = {
  saveView: 'Save view…',
  views: 'Views',
  noViews: 'No saved views',
  name: 'Name',
  shared: 'Shared with everyone',
  save: 'Save',
  saved: (name: string) => `View saved: ${name}`,
  sharedMark: 'shared',
  notFound: 'This view is not there any more, or it is not shared with you',
  openView: (name: string) => `Open view: ${name}`,
  rename: 'Rename',
  renameView: 'Rename view',
  renamed: (name: string) => `View renamed: ${name}`,
  delete: 'Delete',
  deleteTitle: 'Delete this view?',
  deleteBody: (name: string, shared: boolean) => `The view ${name} is deleted${shared ? ' for everyone it is shared with' : ''}.`,
  deleted: (name: string) => `View deleted: ${name}`,
  changedElsewhere: (name: string) => `The view ${name} was changed elsewhere since you opened it. The Views menu now shows it as it is: try again there.`,
} as const;
