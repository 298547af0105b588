import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './App';
import { rootErrorHandler, startErrorReporting } from './error-reporting/report';
import './styles.css';

// Error reporting (production, stage and main with a DSN) loads as its own chunk; React 19's root
// handlers hand it what the error boundaries caught and what nothing caught.
const reporting = startErrorReporting();
createRoot(
  document.getElementById('root')!,
  reporting
    ? { onUncaughtError: rootErrorHandler('uncaught'), onCaughtError: rootErrorHandler('caught'), onRecoverableError: rootErrorHandler('recoverable') }
    : { onUncaughtError: (error) => console.error('Uncaught error', error) },
).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
