import type { ViewScreen } from '#domain/view';

/** Where each screen a view can be saved of lives (decision 018); the palette and links open it there. */
export const VIEW_SCREEN_PATHS: Record<ViewScreen, string> = {
  campaigns: '/campaigns',
  orders: '/orders',
  companies: '/companies',
  chains: '/chains',
  adBrowser: '/adBrowser',
};

/** The screen a path shows, if views can be saved of it (the campaign list is also the start page). */
export function screenOfPath(pathname: string): ViewScreen | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'campaigns';
  return (Object.keys(VIEW_SCREEN_PATHS) as ViewScreen[]).find((screen) => VIEW_SCREEN_PATHS[screen] === path);
}

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
} as const;
