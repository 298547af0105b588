import { createFileRoute } from '@tanstack/react-router';
import { signInRouteGuard } from '#app/auth/guard';
import { oktaAuth } from '#app/auth/okta';
import { LoginPage } from '#app/features/sign-in/LoginPage';

/** spec 1 §2: /login exists only when sign-in is on; signed in, it goes on to the remembered path or /. */
export const Route = createFileRoute('/login/')({
  beforeLoad: () => signInRouteGuard({ callback: false }),
  component: () => <LoginPage onSignIn={async (email) => (await oktaAuth()).signInWithRedirect({ loginHint: email })} />,
});
