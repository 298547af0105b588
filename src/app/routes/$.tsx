import { createFileRoute, redirect } from '@tanstack/react-router';

/** spec 1 §2: all routes are exact matches; any other path redirects to /. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
