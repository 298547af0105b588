import { ALL_ROLES } from '../../domain/roles';
import { authMode } from '../env';

/**
 * The seam for sign-in. With AUTH=off (the only mode built so far) the user is `local` with every
 * role, as the gateway assumes; the Okta sign-in replaces `currentUser`, `accessToken` and `signOut`.
 */
export interface User {
  email: string | undefined;
  roles: readonly string[];
}

/** Where an unauthenticated visit wanted to go (spec 1 §4); cleared on log out. */
export const PENDING_REDIRECT_KEY = 'flightdeck.pendingRedirect';

export function currentUser(): User {
  if (authMode() === 'off') return { email: 'local', roles: ALL_ROLES };
  return { email: undefined, roles: [] };
}

/** Bearer token for API calls; none while sign-in is off. */
export function accessToken(): string | undefined {
  return undefined;
}

/** The avatar's initials: the first two characters of the e-mail (spec 1 §2). */
export const initialsOf = (user: User) => (user.email ?? '').slice(0, 2).toUpperCase();

/** The title beside the avatar: the first role, or 'Unauthorized User' without a user (spec 1 §6). */
export const titleOf = (user: User) => (user.email ? (user.roles[0] ?? '') : 'Unauthorized User');

/** Log out: clear the pending redirect path and tokens, sign out, return to the base path. */
export function signOut(basePath: string) {
  sessionStorage.removeItem(PENDING_REDIRECT_KEY);
  window.location.assign(`${basePath}/`);
}
