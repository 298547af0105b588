import { useEffect } from 'react';
import { reportError } from '#app/error-reporting/report';

/** spec 1 §2: the fallback error page, verbatim. */
export const ERROR_PAGE_TITLE = 'Sorry, unexpected error';

export const errorMessageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Logs the error and shows the same message, so what a user reads matches what was reported. */
export function ErrorPage({ error }: { error: unknown }) {
  const message = errorMessageOf(error);
  useEffect(() => {
    console.error(error);
    // Route errors (a failed loader) reach no React error boundary; the SDK's dedupe drops a repeat.
    reportError(error);
  }, [error]);
  return (
    <main className="error-page">
      <h1>{ERROR_PAGE_TITLE}</h1>
      <pre className="error-page-message">{message}</pre>
      <a href="/flightdeck/">Go to Campaigns</a>
    </main>
  );
}
