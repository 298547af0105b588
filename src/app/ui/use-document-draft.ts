import { useState } from 'react';

/**
 * The draft of a form over a stored document. `stored` is the version a save goes against (none for
 * a new one); `start` is the draft the form began from, what its unsaved edits and a stale save's
 * changes are told against; `draft` holds the user's edits.
 *
 * `reloadFrom(doc)` starts the form afresh on a stored version (after a save, an overwrite included)
 * and returns that draft; `storedChanged(doc)` takes a version saved beside the form, whose edits stay.
 *
 * `stale` is the version someone else saved, held after a save answered 412 (`setStale`) until the
 * user reloads it (`reloadStale`, which also runs the form's own `onStaleReload`: the query cache,
 * touched fields...) or goes back to editing (`dismissStale`).
 */
export function useDocumentDraft<Doc, Draft>(
  initialStored: Doc | undefined,
  draftOf: (doc: Doc) => Draft,
  initial: Draft | (() => Draft),
  onStaleReload?: (doc: Doc, draft: Draft) => void,
) {
  const [stored, setStored] = useState(initialStored);
  const [start, setStart] = useState<Draft>(initial);
  const [draft, setDraft] = useState<Draft>(start);
  const [stale, setStale] = useState<Doc>();

  const storedChanged = (doc: Doc): Draft => {
    const next = draftOf(doc);
    setStored(doc);
    setStart(next);
    return next;
  };
  const reloadFrom = (doc: Doc): Draft => {
    const next = storedChanged(doc);
    setDraft(next);
    // a version the form now stands on supersedes one someone else saved (after an overwrite, too)
    setStale(undefined);
    return next;
  };
  const reloadStale = () => {
    if (!stale) return;
    onStaleReload?.(stale, reloadFrom(stale));
  };
  const dismissStale = () => setStale(undefined);
  return { stored, start, draft, setDraft, reloadFrom, storedChanged, stale, setStale, reloadStale, dismissStale };
}
