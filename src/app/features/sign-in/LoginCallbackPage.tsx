import { LoginCallback } from '@okta/okta-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { signInErrorMessage } from '#app/auth/messages';
import { LoadingScreen } from '#app/ui/LoadingScreen';
import { notify } from '#app/ui/notifications';

/** A failed callback (an OAuth error sent back, a bad code): the message in the notification bar, back to /login. */
export function CallbackError({ error }: { error: Error }) {
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
    notify({ message: signInErrorMessage(error), type: 'error', timeout: 0 });
    void navigate({ to: '/login', replace: true });
  }, [error, navigate]);
  return null;
}

/** {base path}/login/callback: the SDK exchanges the code, then the guard returns to the remembered path. */
export function LoginCallbackPage() {
  return <LoginCallback errorComponent={CallbackError} loadingElement={<LoadingScreen />} />;
}
