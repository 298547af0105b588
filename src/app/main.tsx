import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './App';
import './styles.css';

createRoot(document.getElementById('root')!, {
  // React 19's root handlers: error reporting hooks in here once it lands.
  onUncaughtError: (error) => console.error('Uncaught error', error),
}).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
