import { createFileRoute } from '@tanstack/react-router';
import { signInRouteGuard } from '#app/auth/guard';
import { LoginCallbackPage } from '#app/features/sign-in/LoginCallbackPage';

/** spec 1 §1: the sign-in callback is {base path}/login/callback (sign-in on only). */
export const Route = createFileRoute('/login/callback')({
  beforeLoad: () => signInRouteGuard({ callback: true }),
  component: LoginCallbackPage,
});
