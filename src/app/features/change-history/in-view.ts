/**
 * The document on screen, for the palette's 'Show changelog' (no React, so the command registry
 * stays small on the first screen): which change log a path's document has, and the
 * 'Changelog Details' popup of the screen when it offers one.
 */

const NOT_NEW = '(?!new(?:/|$))([^/]+)';
/** Screens that show one document, and where that document's change log is (spec 1 §2 routes). */
const SCREENS: readonly [RegExp, (m: string[]) => string][] = [
  [new RegExp(`^/campaigns/view/${NOT_NEW}$`), ([c]) => `/history/campaigns/${c}`],
  [new RegExp(`^/campaigns/${NOT_NEW}(?:/budget|/topics|/adsets)?$`), ([c]) => `/history/campaigns/${c}`],
  [new RegExp(`^/campaigns/${NOT_NEW}/adsets/(?:v2/)?${NOT_NEW}$`), ([c, s]) => `/history/campaigns/${c}/adsets/${s}`],
  [new RegExp(`^/campaigns/${NOT_NEW}/adsets/${NOT_NEW}/ads/${NOT_NEW}$`), ([c, s, a]) => `/history/campaigns/${c}/adsets/${s}/ads/${a}`],
  [new RegExp(`^/campaigns/${NOT_NEW}/(?:topics|categories)/${NOT_NEW}$`), ([c, t]) => `/history/campaigns/${c}/topics/${t}`],
  [new RegExp(`^/(?:orders|companies|chains)/${NOT_NEW}$`), ([id]) => `/history/${id}`],
];

/** The change log path of the document a screen shows, if it shows one. */
export function historyPathOfScreen(pathname: string): string | undefined {
  const path = pathname.replace(/\/$/, '');
  for (const [pattern, to] of SCREENS) {
    const m = pattern.exec(path);
    if (m) return to(m.slice(1));
  }
  return undefined;
}

export interface ChangelogInView {
  documentId: string;
  open: () => void;
}

let inView: ChangelogInView | undefined;

export const changelogInView = (): ChangelogInView | undefined => inView;

/** Set by a screen's Changelog button while it is mounted; cleared (only if still its own) on unmount. */
export function setChangelogInView(next: ChangelogInView | undefined, previous?: ChangelogInView) {
  if (next || inView === previous) inView = next;
}
