import { useState } from 'react';
import { threeWayMerge } from '#domain/three-way-merge';

/**
 * The draft of a form over a stored document. `stored` is the version a save goes against (none for
 * a new one); `start` is the draft the form began from (the base), what its unsaved edits and a stale
 * save's changes are told against; `draft` holds the user's edits.
 *
 * `reloadFrom(doc)` starts the form afresh on a stored version (after a save, an overwrite included)
 * and returns that draft; `storedChanged(doc)` takes a version saved beside the form, whose edits stay.
 *
 * `stale` is the version someone else saved, held after a save answered 412 (`setStale`); `staleMerge`
 * compares the three drafts (start, theirs, the user's) field by field. The user then reloads theirs
 * (`reloadStale`), overwrites (`overwriteStale`: the form moves onto their version with only the
 * user's own changes applied, and answers what to save: that version and the merged draft), or goes
 * back to editing (`dismissStale`). Reloading and overwriting both run the form's `onTakeStale`
 * with the version and the draft it now shows (the query cache, touched fields, editors...).
 */
export function useDocumentDraft<Doc, Draft>(
  initialStored: Doc | undefined,
  draftOf: (doc: Doc) => Draft,
  initial: Draft | (() => Draft),
  onTakeStale?: (doc: Doc, draft: Draft) => void,
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
  const theirs = stale === undefined ? undefined : draftOf(stale);
  const staleMerge = theirs === undefined ? undefined : { base: start, theirs, yours: draft, ...threeWayMerge(start, theirs, draft) };
  /** Takes a version someone else saved, dropping the edits (a 412's, or one the record stream told of). */
  const takeVersion = (doc: Doc) => onTakeStale?.(doc, reloadFrom(doc));
  const reloadStale = () => {
    if (stale) takeVersion(stale);
  };
  const overwriteStale = (): { base: Doc; draft: Draft } => {
    if (stale === undefined || staleMerge === undefined) throw new Error('overwriteStale: no version someone else saved to overwrite');
    const base = stale;
    const merged = staleMerge.merged;
    // Their version becomes the one the form stands on: a refusal of the merged draft shows at its
    // fields, and a further 412 compares against their version, not the one first read.
    storedChanged(base);
    setDraft(merged);
    setStale(undefined);
    onTakeStale?.(base, merged);
    return { base, draft: merged };
  };
  const dismissStale = () => setStale(undefined);
  return { stored, start, draft, setDraft, reloadFrom, storedChanged, stale, setStale, staleMerge, takeVersion, reloadStale, overwriteStale, dismissStale };
}
