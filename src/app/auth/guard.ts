import { redirect, type LinkOptions, type RegisteredRouter } from '@tanstack/react-router';
import { authMode } from '#app/env';
import { isSignedIn, rememberPath, takePendingPath } from './session';

/** The sign-in routes (spec 1 §2): they exist only when sign-in is on. */
export const isSignInPath = (pathname: string) => pathname === '/login' || pathname === '/login/callback';

interface Where {
  pathname: string;
  searchStr?: string;
  hash?: string;
}

/**
 * Root route guard (spec 1 §4, §6): with sign-in on, every route but the sign-in ones needs a valid
 * session; otherwise the wanted path is remembered and the user goes to /login. No-op with AUTH=off.
 */
export function requireSignIn(location: Where) {
  if (authMode() === 'off' || isSignInPath(location.pathname) || isSignedIn()) return;
  rememberPath(location.pathname + (location.searchStr ?? '') + (location.hash ? `#${location.hash}` : ''));
  throw redirect({ to: '/login', replace: true });
}

/** A redirect to a path below the base path that may carry a query (the remembered one). */
export function redirectToPath(path: string): never {
  const url = new URL(path, 'http://x');
  // The remembered path is any path of the portal (the one the user asked for), not one route.
  const to: LinkOptions<RegisteredRouter, string, string> = { to: url.pathname, search: Object.fromEntries(url.searchParams), hash: url.hash.slice(1) || undefined, replace: true };
  throw redirect(to);
}

/** beforeLoad of /login and /login/callback: gone with AUTH=off; signed in, back to the remembered path. */
export function signInRouteGuard(options: { callback: boolean }) {
  if (authMode() === 'off') throw redirect({ to: '/', replace: true });
  if (!isSignedIn()) return;
  // The callback with a code in the URL is being handled: let it finish (it clears the URL).
  if (options.callback && /[?&](code|error)=/.test(window.location.search)) return;
  redirectToPath(takePendingPath());
}
