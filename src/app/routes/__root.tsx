import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';
import { ErrorPage } from '../shell/ErrorPage';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: AppShell,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
  // spec 1 §2: any other path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});
