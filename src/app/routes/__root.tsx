import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate } from '@tanstack/react-router';
import { requireSignIn } from '#app/auth/guard';
import { AppShell } from '#app/shell/AppShell';
import { ErrorPage } from '#app/shell/ErrorPage';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Sign-in on: unauthenticated visits remember the wanted path and go to /login (spec 1 §4).
  beforeLoad: ({ location }) => requireSignIn(location),
  component: AppShell,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
  // spec 1 §2: any other path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});
