import type { OktaAuth } from '@okta/okta-auth-js';
import { Security, useOktaAuth } from '@okta/okta-react';
import { use, useEffect, useState, type ReactNode } from 'react';
import { LoadingScreen } from '#app/ui/LoadingScreen';
import { oktaAuth, syncSession } from '#app/auth/okta';

/**
 * Sign-in with @okta/okta-react (AUTH=dev or oidc): a lazy chunk, so the first screen with sign-in
 * off never loads the SDK. The loading screen stays until the SDK knows whether the user is signed
 * in (and, if so, who); from then on the router's guards act on the session seam (auth/session.ts),
 * which follows the SDK's auth state (token renewal, expiry, sign-out in another tab).
 */
export default function SignInGate({ children }: { children: ReactNode }) {
  const auth = use(oktaAuth());
  return (
    // After the callback stored the tokens: sync the session, then the callback route's guard
    // (re-run when the session changes) moves on to the remembered path.
    <Security oktaAuth={auth} restoreOriginalUri={() => syncSession(auth)}>
      <Ready auth={auth}>{children}</Ready>
    </Security>
  );
}

function Ready({ auth, children }: { auth: OktaAuth; children: ReactNode }) {
  const { authState } = useOktaAuth();
  // On the callback URL the SDK leaves the auth state unset until LoginCallback has handled it.
  const [ready, setReady] = useState(() => auth.isLoginRedirect());
  useEffect(() => {
    if (!authState) return;
    let live = true;
    void syncSession(auth, authState).finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [auth, authState]);
  return ready ? children : <LoadingScreen />;
}
