/** A test client for the gateway's event streams (mapping, records). */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** A server-sent-events client over fetch (bearer-header friendly, as the portal's). */
export async function openEventStream(url: string, lastEventId?: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { ...headers, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) }, signal: abort.signal });
  const events: SseEvent[] = [];
  const reading = (async () => {
    if (res.status !== 200 || !res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const e: SseEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') e.event = value;
            else if (field === 'id') e.id = value;
            else if (field === 'data') e.data += (e.data ? '\n' : '') + value;
          }
          events.push(e);
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    res,
    events,
    /** settles when the stream has ended, by either side */
    ended: reading,
    /** waits until `done(events)` holds */
    async until(done: (events: SseEvent[]) => boolean, timeoutMs = 10_000): Promise<SseEvent[]> {
      const deadline = Date.now() + timeoutMs;
      while (!done(events)) {
        if (Date.now() > deadline) throw new Error(`stream: condition not met; got ${JSON.stringify(events.map((e) => [e.event, e.id, e.data.slice(0, 80)]))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return events;
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
