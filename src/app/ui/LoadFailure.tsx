import { Link } from '@tanstack/react-router';
import type { AppTo } from '#app/api/links';
import { InlineBanner } from './InlineBanner';

/** A form page whose records could not be read: the failure, worded by the page, and the way back to its list. */
export function LoadFailure({ message, backTo, backLabel }: { message: string; backTo: AppTo; backLabel: string }) {
  return (
    <div className="form-screen">
      <InlineBanner type="error" title={message} />
      <p>
        <Link {...backTo}>{backLabel}</Link>
      </p>
    </div>
  );
}
