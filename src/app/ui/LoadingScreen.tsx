import { LoadingIndicator } from './LoadingIndicator';

/** Shown until sign-in and the remote flags are ready (spec 1 §2 App shell). */
export function LoadingScreen() {
  return (
    <main className="loading-screen">
      <LoadingIndicator />
    </main>
  );
}
