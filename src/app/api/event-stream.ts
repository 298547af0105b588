import { accessToken } from '#app/auth/session';

/** One server-sent event: `event` is 'message' for unnamed ones. */
export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/** The stream answered with a status that is not OK (the mapping popup then says it is not connected). */
export class StreamNotConnected extends Error {
  constructor(readonly status: number) {
    super(`Event stream answered ${status}`);
  }
}

export interface StreamOptions {
  signal: AbortSignal;
  onEvent: (event: StreamEvent) => void;
  /** Each time a connection is answered OK. */
  onOpen?: () => void;
  /** Wait before reconnecting after the stream ends or the network drops (the server's `retry:` wins). */
  reconnectMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Parses text/event-stream bytes (WHATWG 'server-sent events' rules: fields event, data, id, retry;
 * a blank line dispatches; lines starting with ':' are comments).
 */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;
  lastEventId: string | undefined;
  retryMs: number | undefined;

  constructor(private readonly dispatch: (e: StreamEvent) => void) {}

  push(chunk: string) {
    this.buffer += chunk;
    let at: number;
    while ((at = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, at);
      const sep = this.buffer.startsWith('\r\n', at) ? 2 : 1;
      // A lone '\r' at the very end may be the first half of '\r\n': wait for more.
      if (sep === 1 && this.buffer[at] === '\r' && at === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(at + sep);
      this.line(line);
    }
  }

  private line(line: string) {
    if (line === '') {
      if (this.id !== undefined) this.lastEventId = this.id;
      if (this.data.length > 0) this.dispatch({ event: this.event || 'message', data: this.data.join('\n'), id: this.lastEventId });
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * A gateway event stream, over fetch (EventSource cannot send a bearer header): a fresh token on
 * every connection, `Last-Event-ID` on reconnect so the gateway replays what was missed.
 * Resolves when aborted; rejects with StreamNotConnected when an answer is not OK.
 */
export async function streamEvents(url: string, o: StreamOptions): Promise<void> {
  const fetchImpl = o.fetchImpl ?? fetch;
  let lastEventId: string | undefined;
  let retryMs = o.reconnectMs ?? 3000;
  while (!o.signal.aborted) {
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache' };
    const token = accessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    let res: Response;
    try {
      res = await fetchImpl(url, { headers, signal: o.signal, cache: 'no-store' });
    } catch (error) {
      if (o.signal.aborted) return;
      // The network dropped before an answer: try again after the wait.
      await wait(retryMs, o.signal);
      continue;
    }
    if (!res.ok || !res.body) throw new StreamNotConnected(res.status);
    o.onOpen?.();
    const parser = new EventStreamParser(o.onEvent);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      // dropped mid-stream (or aborted): resume below
    } finally {
      lastEventId = parser.lastEventId ?? lastEventId;
      retryMs = parser.retryMs ?? retryMs;
      reader.cancel().catch(() => undefined);
    }
    if (o.signal.aborted) return;
    await wait(retryMs, o.signal);
  }
}
