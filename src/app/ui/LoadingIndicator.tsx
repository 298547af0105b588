import { ProgressBar } from 'react-aria-components';

/** spec 1 §8: the default loading text. */
export const DEFAULT_LOADING_TEXT = 'Loading. Please wait...';

/** An indeterminate progress bar with its text as the accessible name. */
export function LoadingIndicator({ label = DEFAULT_LOADING_TEXT }: { label?: string }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="loading-indicator">
      <span className="loading-spinner" aria-hidden="true" />
      <span className="loading-label">{label}</span>
    </ProgressBar>
  );
}
