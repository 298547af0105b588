/**
 * The palette's 'Save view…' asks the list header on screen to open its dialog. The header's views
 * part is loaded apart from the list, so the two meet here rather than through an import.
 */
const listeners = new Set<() => void>();

export function requestSaveView(): void {
  for (const listener of listeners) listener();
}

/** Listens for the palette's requests; returns the way to stop. */
export function onSaveViewRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
