import type { AdBrowserSearch } from './search';

/**
 * The ad browser's state for the palette: its commands read this when they run (no React, so the
 * command registry stays small on the first screen). Unset while the ad browser is not on view.
 */
let inView: AdBrowserSearch | undefined;

export function setAdBrowserInView(next: AdBrowserSearch | undefined) {
  inView = next;
}

/**
 * The ad browser's search params with a change: on the ad browser its search, filters and sort
 * stay. A new search starts from the first page with nothing selected, unless `keepPlace` (opening
 * a popup over the list).
 */
export function adBrowserSearchWith(patch: Partial<Record<keyof AdBrowserSearch, string>>, keepPlace = false): Record<string, string> {
  const merged: Record<string, string | undefined> = { ...(inView as Record<string, string | undefined> | undefined), ...patch };
  if (!keepPlace) {
    delete merged.cursor;
    delete merged.selected;
  }
  return Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}
