import { OktaAuth, type AuthState } from '@okta/okta-auth-js';
import { API_BASE, BASE_PATH } from '#app/env';
import { showNotice } from '#app/notices';
import { SIGN_IN_TEXT } from './messages';
import { rememberPath, sessionEnded, setEndSession, setSession, setSignOut } from './session';

/** `GET /auth/v1/config` with sign-in on (src/server/auth/setup.ts). */
export interface SignInConfig {
  auth: 'dev' | 'oidc';
  issuer: string;
  clientId: string;
  scopes: string[];
  redirectPath: string;
  postLogoutPath: string;
}

let instance: Promise<OktaAuth> | undefined;
/** Set while signing out: the page is about to leave for the provider's logout; no guard should move it first. */
let signingOut = false;

/** The one Okta client of the page, built from the gateway's sign-in settings (lazy chunk). */
export function oktaAuth(): Promise<OktaAuth> {
  instance ??= fetch(`${API_BASE}/auth/v1/config`, { headers: { accept: 'application/json' } })
    .then((r) => {
      if (!r.ok) throw new Error(`The sign-in settings could not be loaded (${r.status})`);
      return r.json() as Promise<SignInConfig>;
    })
    .then((config) => {
      const origin = window.location.origin;
      const auth = new OktaAuth({
        issuer: config.issuer,
        clientId: config.clientId,
        scopes: config.scopes,
        redirectUri: origin + config.redirectPath,
        postLogoutRedirectUri: origin + config.postLogoutPath,
        // The bundled provider requires PKCE (docs/decisions/003), and Okta recommends it for SPAs.
        pkce: true,
        tokenManager: { autoRenew: true },
      });
      setSignOut(async () => {
        signingOut = true;
        await auth.signOut({ clearTokensBeforeRedirect: true, postLogoutRedirectUri: origin + config.postLogoutPath });
      });
      setEndSession(() => auth.tokenManager.clear());
      return auth;
    });
  return instance;
}

/** Roles come from the ID token's skRoles claim (a string or a list; spec 1 §6). */
export function rolesOf(claims: Record<string, unknown> | undefined): string[] {
  const roles = claims?.skRoles;
  if (Array.isArray(roles)) return roles.filter((r): r is string => typeof r === 'string');
  return typeof roles === 'string' && roles ? [roles] : [];
}

/**
 * Brings the session seam in line with the SDK: signed in with a valid, non-expired access token
 * and ID token, and the user info fetched. A failed user-info fetch stores the current path, shows
 * 'Failed to get user info' and signs the page out locally, so the guard sends it to /login (spec 1 §6).
 */
export async function syncSession(auth: OktaAuth, authState?: AuthState | null): Promise<void> {
  if (signingOut) return;
  const { accessToken, idToken } = await auth.tokenManager.getTokens();
  const valid = !!accessToken && !!idToken && !auth.tokenManager.hasExpired(accessToken) && !auth.tokenManager.hasExpired(idToken);
  if (!valid || authState?.isAuthenticated === false) {
    sessionEnded();
    return;
  }
  const roles = rolesOf(idToken.claims);
  let email: string | undefined;
  try {
    const info = await auth.getUser();
    email = typeof info.email === 'string' ? info.email : idToken.claims.email;
  } catch (error) {
    failUserInfo(auth, error);
    return;
  }
  setSession({ signedIn: true, token: accessToken.accessToken, user: { email, roles } });
}

export function failUserInfo(auth: OktaAuth, error: unknown) {
  const here = window.location.pathname.slice(BASE_PATH.length) || '/';
  rememberPath(here + window.location.search);
  console.error(SIGN_IN_TEXT.userInfoFailed, error);
  showNotice({ message: SIGN_IN_TEXT.userInfoFailed, type: 'error' });
  auth.tokenManager.clear();
  setSession({ signedIn: false, user: { email: undefined, roles: [] } });
}
