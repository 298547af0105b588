import { QueryClient } from '@tanstack/react-query';
import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import type { ScreenKind } from '#app/api/links';
import { BASE_PATH } from './env';
import { routeTree } from './routeTree.gen';
import { rememberListSearch } from './ui/list-screen/remembered-search';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    basepath: BASE_PATH,
    // spec 1 §2: all routes are exact matches, so '/Campaigns' is not '/campaigns'.
    caseSensitive: true,
    rewrite: { input: ({ url }) => unknownIfBasepathAgain(url) },
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns caching; the router only triggers loaders.
    defaultPreloadStaleTime: 0,
    // No scroll restoration: it restores every scrolled element it has seen after each navigation,
    // which would undo a table's own scrolling whenever its selection (a search param) changes.
    // Plain text search params (?selected=1001, not ?selected=%221001%22): links stay readable and
    // every value is a string that the route's valibot schema converts.
    parseSearch: parseSearchWith((text) => text),
    stringifySearch: stringifySearchWith((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  });
  // A list's search is noted as it changes, and again as it is left (before the next screen renders its links back).
  router.subscribe('onResolved', ({ toLocation }) => rememberListSearch(toLocation.pathname, toLocation.search as Record<string, unknown>));
  router.subscribe('onBeforeNavigate', ({ fromLocation }) => fromLocation && rememberListSearch(fromLocation.pathname, fromLocation.search as Record<string, unknown>));
  return router;
}

/**
 * A path that begins with the basepath again once the basepath is taken off ('/flightdeck/flightdeck')
 * is read as an unknown path, which the catch-all route sends to '/'. Read as it is ('/flightdeck'),
 * TanStack Router 1.170 takes the redirect's '/flightdeck/' for the page it is on and loads it again
 * and again, and the tab hangs.
 */
function unknownIfBasepathAgain(url: URL): URL {
  if (url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`)) url.pathname = `/unknown${url.pathname}`;
  return url;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The title in the breadcrumb bar (spec 1 §2: breadcrumb titles). */
    breadcrumb?: string;
    /** What the screen shows, for the palette's commands (a command's context reads it from the matched route). */
    screen?: ScreenKind;
  }
}
