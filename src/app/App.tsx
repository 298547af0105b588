import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { reportFailure, retryUnlessRefused } from './api/client';
import { flagsQuery } from './api/flags';
import { onSessionChange } from './auth/session';
import { authMode } from './env';
import { createAppRouter } from './router';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { LoadingScreen } from './ui/LoadingScreen';
import { installSteadySubmit } from './ui/steady-submit';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnlessRefused, refetchOnWindowFocus: false },
      mutations: { onError: (error) => reportFailure(error) },
    },
  });
}

/** The loading screen stays until the flags are ready (they never fail: defaults stand in). */
function Routed({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter(queryClient, history));
  const flags = useQuery(flagsQuery());
  // Sign-in on: the route guards run again whenever the session changes (signed in, expired, out).
  useEffect(() => onSessionChange(() => void router.invalidate()), [router]);
  if (flags.isPending) return <LoadingScreen />;
  return <RouterProvider router={router} />;
}

// The Okta SDK loads apart from the first screen, and only when sign-in is on (auth/SignInGate.tsx).
const SignInGate = lazy(() => import('./shell/SignInGate'));

export function App({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  const routed = <Routed queryClient={queryClient} history={history} />;
  // Every form's Submit takes the first click even when a validation line moves it mid-click.
  useEffect(() => installSteadySubmit(), []);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {authMode() === 'off' ? (
          routed
        ) : (
          <Suspense fallback={<LoadingScreen />}>
            <SignInGate>{routed}</SignInGate>
          </Suspense>
        )}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
