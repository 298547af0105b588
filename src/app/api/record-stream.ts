import { API_BASE } from '#app/env';
import { streamEvents } from './event-stream';

/** One stored version, as the gateway's record stream tells it (GET /events/v1/stream, issue 28 §3). */
export interface RecordChange {
  documentType: string;
  id: string;
  event: 'CREATE' | 'UPDATE' | 'DELETE';
  version: number;
  parentIds: string[];
  /** who changed it (their e-mail) */
  userId: string;
  /** when (UTC) */
  changed: string;
  changeSetId: string;
}

/** A change, or `reset`: the stream cannot say what changed while it was away; read again what is shown. */
export type RecordStreamNews = RecordChange | 'reset';
type Listener = (news: RecordStreamNews) => void;

/** How long the connection outlives its last listener: moving between screens keeps it open. */
const LINGER_MS = 5_000;

const listeners = new Set<Listener>();
let connection: AbortController | undefined;
let closing: ReturnType<typeof setTimeout> | undefined;

function tell(news: RecordStreamNews) {
  for (const listener of [...listeners]) listener(news);
}

function open() {
  const controller = new AbortController();
  connection = controller;
  streamEvents(`${API_BASE}/events/v1/stream`, {
    signal: controller.signal,
    onEvent: ({ event, data }) => {
      if (event === 'reset') tell('reset');
      else if (event === 'change') tell(JSON.parse(data) as RecordChange);
    },
  }).catch((error: unknown) => {
    // Refused (signed out, or a gateway without the stream): screens still work, only not live.
    console.warn('record stream', error);
    if (connection === controller) connection = undefined;
  });
}

/**
 * Tells `listener` every record change anyone makes, on one connection per tab (opened by the first
 * listener, closed a little after the last one goes). Answers the unsubscribe.
 */
export function onRecordChange(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(closing);
  if (!connection) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    closing = setTimeout(() => {
      connection?.abort();
      connection = undefined;
    }, LINGER_MS);
  };
}

/** Ends the connection now, whoever listens (a store started afresh under it: tests). */
export function closeRecordStream(): void {
  clearTimeout(closing);
  connection?.abort();
  connection = undefined;
}
