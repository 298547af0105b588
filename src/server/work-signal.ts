import { EventEmitter } from 'node:events';

/** Kinds of work this process can announce to its own workers. */
export type WorkKind = 'outbox' | 'mapping';

const work = new EventEmitter();
work.setMaxListeners(0);

/**
 * Tells this process's workers of a kind that work may be waiting, e.g. from the transaction that
 * wrote it. A worker that found nothing for a while polls slowly; this brings its next pass forward.
 */
export function announceWork(kind: WorkKind): void {
  work.emit(kind);
}

/** Calls `listener` whenever work of `kind` is announced, until the returned function is called. */
export function onWork(kind: WorkKind, listener: () => void): () => void {
  work.on(kind, listener);
  return () => work.off(kind, listener);
}
