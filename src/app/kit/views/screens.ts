import type { ViewScreen } from '#domain/view';
import type { AppTo, ScreenKind } from '#app/api/links';

/** Where each screen a view can be saved of lives (decision 018); the palette and links open it there. */
export const VIEW_SCREEN_PATHS = {
  campaigns: '/campaigns',
  orders: '/orders',
  companies: '/companies',
  chains: '/chains',
  adBrowser: '/adBrowser',
} as const satisfies Record<ViewScreen, string>;

/** A saved view's screen with the view applied (`?view=`: the screen takes the view's search). */
export const viewLink = (screen: ViewScreen, view: string): AppTo => ({ to: VIEW_SCREEN_PATHS[screen], search: { view } });

const VIEW_SCREEN_OF_KIND: Partial<Record<ScreenKind, ViewScreen>> = {
  start: 'campaigns',
  'campaign-list': 'campaigns',
  'order-list': 'orders',
  'company-list': 'companies',
  'chain-list': 'chains',
  'ad-browser': 'adBrowser',
};

/** The view screen a route shows, if views can be saved of it (the campaign list is also the start page). */
export const viewScreenOf = (kind: ScreenKind | undefined): ViewScreen | undefined => (kind ? VIEW_SCREEN_OF_KIND[kind] : undefined);

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
