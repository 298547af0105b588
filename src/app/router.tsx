import { QueryClient } from '@tanstack/react-query';
import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { BASE_PATH } from './env';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: BASE_PATH,
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
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The title in the breadcrumb bar (spec 1 §2: breadcrumb titles). */
    breadcrumb?: string;
  }
}
