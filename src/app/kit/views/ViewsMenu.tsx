import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { ViewScreen } from '#domain/view';
import { paletteOpenAtom } from '#app/ui/palette-open';
import { useAfterFirstScreen } from '#app/ui/after-first-screen';

// Loaded apart from the list (the first screen's budget, issue 4): the header's views menu and its
// Save view dialog come once the list's rows are on screen (their popover and dialog code would
// otherwise be on the wire before the first row, issue 27 §5).
const SavedViews = lazy(() => import('./SavedViews'));

/**
 * The list header's saved views of `screen` (decision 018). At once for a `?view=` link (it opens
 * the view) or an open palette (whose 'Save view…' asks this header for its dialog).
 */
export function ViewsMenu({ screen }: { screen: ViewScreen }) {
  const ready = useAfterFirstScreen();
  const linked = useLocation({ select: (l) => Boolean((l.search as { view?: string }).view) });
  const palette = useAtomValue(paletteOpenAtom);
  // Once loaded it stays: the palette closes as its 'Save view…' asks for the dialog.
  const [wanted, setWanted] = useState(false);
  if (!wanted && (ready || linked || palette)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SavedViews screen={screen} />
    </Suspense>
  );
}
