import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, isRedirect, Outlet, RouterProvider } from '@tanstack/react-router';
import { OAuthError } from '@okta/okta-auth-js';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { requireSignIn, signInRouteGuard } from '#app/auth/guard';
import { syncSession } from '#app/auth/okta';
import { accessToken, currentUser, isSignedIn, PENDING_REDIRECT_KEY, setEndSession, setSession, signOut } from '#app/auth/session';
import { api } from '#app/api/client';
import { CallbackError } from '#app/features/sign-in/LoginCallbackPage';
import { NotificationBar } from '#app/ui/NotificationBar';

function setAuthMeta(mode: 'off' | 'dev') {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="flightdeck-auth"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'flightdeck-auth';
    document.head.append(meta);
  }
  meta.content = mode;
}

const signedOut = () => setSession({ signedIn: false, user: { email: undefined, roles: [] } });

/** A stand-in for OktaAuth: what syncSession uses of it. */
function fakeOkta(options: { getUser: () => Promise<Record<string, unknown>>; skRoles?: unknown }) {
  const idToken = { idToken: 'id', claims: { sub: 'engineer@flightdeck.example', email: 'engineer@flightdeck.example', skRoles: options.skRoles ?? ['sk_engineering'] }, expiresAt: 0 };
  const access = { accessToken: 'the-access-token', claims: {}, expiresAt: 0 };
  return {
    tokenManager: { getTokens: async () => ({ accessToken: access, idToken }), hasExpired: () => false, clear: vi.fn() },
    getUser: options.getUser,
  };
}

beforeEach(() => {
  setAuthMeta('dev');
  signedOut();
});
afterEach(() => {
  setAuthMeta('off');
  signedOut();
  window.history.replaceState(null, '', '/');
});

describe('sign-in session (spec 1 §4, §6)', () => {
  it('takes the roles from the ID token’s skRoles claim and the bearer token from the token manager', async () => {
    const okta = fakeOkta({ getUser: async () => ({ sub: 'engineer@flightdeck.example', email: 'engineer@flightdeck.example' }) });
    await syncSession(okta as never);
    expect(isSignedIn()).toBe(true);
    expect(currentUser()).toEqual({ email: 'engineer@flightdeck.example', roles: ['sk_engineering'] });
    expect(accessToken()).toBe('the-access-token');
    await syncSession(fakeOkta({ getUser: async () => ({}), skRoles: 'sk_product' }) as never);
    expect(currentUser().roles).toEqual(['sk_product']);
  });

  it("'Failed to get user info': the path is stored, the message shown, tokens dropped, and the guard goes to /login", async () => {
    window.history.replaceState(null, '', '/flightdeck/orders?q=spring');
    render(<NotificationBar />);
    const okta = fakeOkta({ getUser: () => Promise.reject(new Error('401')) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => syncSession(okta as never));
    expect(await screen.findByText('Failed to get user info')).toBeTruthy();
    expect(okta.tokenManager.clear).toHaveBeenCalled();
    expect(isSignedIn()).toBe(false);
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBe('/orders?q=spring');
    let thrown: unknown;
    try {
      requireSignIn({ pathname: '/orders', searchStr: '?q=spring' });
    } catch (e) {
      thrown = e;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/login');
  });

  it('a 401 while signed in drops the tokens and the session, so the guard sends the user to /login from where they were', async () => {
    render(<NotificationBar />);
    const clear = vi.fn();
    setEndSession(clear);
    setSession({ signedIn: true, token: 'revoked-token', user: { email: 'a@flightdeck.example', roles: [] } });
    // the gateway, signed in with a token it no longer takes: the one answer this test needs
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ errorMsg: 'Unauthorized' }), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    await expect(api('/company/v1/companies/')).rejects.toThrow();
    setEndSession(undefined);
    expect(clear).toHaveBeenCalledOnce();
    expect(isSignedIn()).toBe(false);
    expect(accessToken()).toBeUndefined();
    expect(() => requireSignIn({ pathname: '/orders/42' })).toThrow();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBe('/orders/42');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
  });

  it('a session that expires without Log Out says so once; a page that was never signed in says nothing', async () => {
    render(<NotificationBar />);
    const expired = fakeOkta({ getUser: async () => ({}) });
    expired.tokenManager.hasExpired = () => true;
    await act(() => syncSession(expired as never));
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    await act(() => syncSession(fakeOkta({ getUser: async () => ({ email: 'a@flightdeck.example' }) }) as never));
    expect(isSignedIn()).toBe(true);
    await act(() => syncSession(expired as never));
    expect(isSignedIn()).toBe(false);
    expect(await screen.findAllByText('Your session has ended. Please sign in again.')).toHaveLength(1);
    await act(() => syncSession(expired as never));
    expect(screen.getAllByText('Your session has ended. Please sign in again.')).toHaveLength(1);
  });

  it('remembers a deep link and, once signed in, /login goes back to it', () => {
    expect(() => requireSignIn({ pathname: '/campaigns', searchStr: '?q=x' })).toThrow();
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBe('/campaigns?q=x');
    expect(signInRouteGuard({ callback: false })).toBeUndefined();
    setSession({ signedIn: true, token: 't', user: { email: 'a@b', roles: [] } });
    let thrown: unknown;
    try {
      signInRouteGuard({ callback: false });
    } catch (e) {
      thrown = e;
    }
    expect((thrown as { options: { to: string; search: unknown } }).options).toMatchObject({ to: '/campaigns', search: { q: 'x' } });
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });

  it('with sign-in off, the guard lets everything through and /login does not exist', () => {
    setAuthMeta('off');
    expect(requireSignIn({ pathname: '/orders' })).toBeUndefined();
    let thrown: unknown;
    try {
      signInRouteGuard({ callback: false });
    } catch (e) {
      thrown = e;
    }
    expect((thrown as { options: { to: string } }).options.to).toBe('/');
  });

  it('Log Out clears the pending redirect path and hands over to the SDK’s sign-out', async () => {
    const { setSignOut } = await import('#app/auth/session');
    const impl = vi.fn(async () => {});
    setSignOut(impl);
    sessionStorage.setItem(PENDING_REDIRECT_KEY, '/orders');
    await signOut('/flightdeck');
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
    expect(impl).toHaveBeenCalled();
    setSignOut(undefined);
  });
});

describe('login callback errors', () => {
  it('go to the notification bar and back to /login', async () => {
    const root = createRootRoute({
      component: () => (
        <>
          <Outlet />
          <NotificationBar />
        </>
      ),
    });
    const login = createRoute({ getParentRoute: () => root, path: '/login', component: () => <h1>login</h1> });
    const callback = createRoute({ getParentRoute: () => root, path: '/login/callback', component: () => <CallbackError error={new OAuthError('access_denied', 'The user denied the request')} /> });
    const history = createMemoryHistory({ initialEntries: ['/login/callback?error=access_denied'] });
    const router = createRouter({ routeTree: root.addChildren([login, callback]), history });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('There was an issue logging into the portal. The user denied the request')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });
});
