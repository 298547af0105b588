import type { OnScreen, ScreenKind } from '#app/api/links';

interface MatchLike {
  staticData?: { screen?: ScreenKind };
  params: { readonly [name: string]: string | undefined };
  search: { readonly [name: string]: unknown };
}

/**
 * The screen on view, from the matched routes: what the leaf route declares it shows
 * (staticData.screen), with the path's params and the screen's search.
 */
export function screenOfMatches(matches: readonly MatchLike[]): OnScreen {
  const leaf = matches.at(-1);
  return { kind: leaf?.staticData?.screen, params: leaf?.params ?? {}, search: leaf?.search ?? {} };
}
