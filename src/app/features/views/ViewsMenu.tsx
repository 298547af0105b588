import { lazy, Suspense } from 'react';
import type { ViewScreen } from '../../../domain/view';

// Loaded apart from the list (the first screen's budget, issue 4): the header's views menu, its
// Save view dialog and `?view=` come a moment after the list.
const SavedViews = lazy(() => import('./SavedViews'));

/** The list header's saved views of `screen` (decision 018). */
export function ViewsMenu({ screen }: { screen: ViewScreen }) {
  return (
    <Suspense fallback={null}>
      <SavedViews screen={screen} />
    </Suspense>
  );
}
