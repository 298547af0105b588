import { Link } from '@tanstack/react-router';
import type { AppTo } from '#app/api/links';

interface StepLink {
  to: AppTo;
  label: string;
}

/** Below a campaign step's list: the link back to the step before, and the one on to the next (the primary). */
export function StepLinks({ back, next }: { back: StepLink; next: StepLink }) {
  return (
    <nav aria-label="Go back or continue" className="form-actions">
      <Link {...back.to} className="button">
        {back.label}
      </Link>
      <Link {...next.to} className="button button-primary">
        {next.label}
      </Link>
    </nav>
  );
}
