import { useSyncExternalStore } from 'react';
import { ALL_ROLES } from '#domain/roles';
import { authMode } from '#app/env';
import { showNotice } from '#app/notices';
import { SIGN_IN_TEXT } from './messages';

/**
 * The seam for sign-in. With AUTH=off the user is `local` with every role, as the gateway assumes.
 * With sign-in on, the Okta gate (auth/SignInGate.tsx, a lazy chunk) fills this module's state:
 * the access token for API calls, the user from the ID token, and how to sign out. Nothing here
 * imports the Okta SDK, so the first screen does not carry it.
 */
export interface User {
  email: string | undefined;
  roles: readonly string[];
}

/** Where an unauthenticated visit wanted to go (spec 1 §4); cleared on log out. */
export const PENDING_REDIRECT_KEY = 'flightdeck.pendingRedirect';

interface SessionState {
  /** A valid, non-expired access token is held and the user is known. */
  signedIn: boolean;
  user: User;
  token?: string;
}

const NO_USER: User = { email: undefined, roles: [] };
const LOCAL_USER: User = { email: 'local', roles: ALL_ROLES };

let state: SessionState = { signedIn: false, user: NO_USER };
const listeners = new Set<() => void>();

/** The gate's hook into the session (sign-in on only). */
export function setSession(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

let signOutImpl: (() => Promise<void>) | undefined;
/** The gate registers the SDK's sign-out (revoke tokens, end the provider's session, clear storage). */
export function setSignOut(impl: (() => Promise<void>) | undefined) {
  signOutImpl = impl;
}

let endSessionImpl: (() => void) | undefined;
/** The gate registers how to drop the SDK's tokens locally (no trip to the provider). */
export function setEndSession(impl: (() => void) | undefined) {
  endSessionImpl = impl;
}

/**
 * The gateway refused our token (401) while we thought we were signed in: the token was revoked or
 * the keys rotated. Drop the tokens and the session; the router's guard then remembers where the
 * user was and sends them to /login, so signing in again lands on the same screen.
 */
export function sessionRefused() {
  if (authMode() === 'off' || !state.signedIn) return;
  endSessionImpl?.();
  sessionEnded();
}

/** A signed-in session ended without Log Out: say so, then sign the page out (the guard goes to /login). */
export function sessionEnded() {
  if (state.signedIn) showNotice({ message: SIGN_IN_TEXT.sessionEnded, type: 'info', timeout: 0 });
  setSession({ signedIn: false, user: NO_USER });
}

export function isSignedIn(): boolean {
  return authMode() === 'off' || state.signedIn;
}

export function currentUser(): User {
  if (authMode() === 'off') return LOCAL_USER;
  return state.user;
}


/** Calls back whenever the session changes; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The current user, re-rendering when sign-in changes it (the shell stays mounted across sign-in). */
export function useCurrentUser(): User {
  return useSyncExternalStore(onSessionChange, currentUser, currentUser);
}

/** Bearer token for API calls; none while sign-in is off. */
export function accessToken(): string | undefined {
  return authMode() === 'off' ? undefined : state.token;
}

/** Remembers the path (below the base path, with its search) an unauthenticated visit wanted. */
export function rememberPath(path: string) {
  if (path.startsWith('/login')) return;
  sessionStorage.setItem(PENDING_REDIRECT_KEY, path);
}

/** The remembered path, or / (spec 1 §2 Login); taking it clears it. */
export function takePendingPath(): string {
  const path = sessionStorage.getItem(PENDING_REDIRECT_KEY);
  sessionStorage.removeItem(PENDING_REDIRECT_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login') ? path : '/';
}

/** The avatar's initials: the first two characters of the e-mail (spec 1 §2). */
export const initialsOf = (user: User) => (user.email ?? '').slice(0, 2).toUpperCase();

/**
 * Under the e-mail beside the avatar: the first role, or 'Unauthorized User' for a user without an
 * e-mail (spec 1 §6) or without a role (issue 4: "first role, or 'Unauthorized User'").
 */
export const titleOf = (user: User) => (user.email && user.roles[0]) || 'Unauthorized User';

/** Log out: clear the pending redirect path and tokens, sign out, return to the base path. */
export async function signOut(basePath: string) {
  sessionStorage.removeItem(PENDING_REDIRECT_KEY);
  if (authMode() !== 'off' && signOutImpl) {
    await signOutImpl();
    return;
  }
  window.location.assign(`${basePath}/`);
}
