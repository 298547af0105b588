import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { reportFailure } from './api/client';
import { flagsQuery } from './api/flags';
import { createAppRouter } from './router';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { LoadingScreen } from './shell/LoadingScreen';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { onError: (error) => reportFailure(error) },
    },
  });
}

/** The loading screen stays until the flags are ready (they never fail: defaults stand in). */
function Routed({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter(queryClient, history));
  const flags = useQuery(flagsQuery());
  if (flags.isPending) return <LoadingScreen />;
  return <RouterProvider router={router} />;
}

export function App({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Routed queryClient={queryClient} history={history} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
