import { describe, expect, it, vi } from 'vitest';

let token = 'token-1';
vi.mock('#app/auth/session', () => ({ accessToken: () => token }));

const { EventStreamParser, StreamNotConnected } = await import('#app/api/event-stream');
const { streamMapping } = await import('#app/api/mapping');

const sseResponse = (text: string) =>
  new Response(new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(text)), c.close()) }), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

describe('fetch-based server-sent events client', () => {
  it('parses named and unnamed events, multi-line data, comments, ids split across chunks', () => {
    const seen: { event: string; data: string; id?: string }[] = [];
    const p = new EventStreamParser((e) => seen.push(e));
    p.push(': hello\nevent: tree\nid: 4\ndata: {"a":\n');
    p.push('data: 1}\n\nid: 5\ndata: x\r\n\r\nevent: ping\ndata: {}\n\nretry: 50\n\n');
    expect(seen).toEqual([
      { event: 'tree', data: '{"a":\n1}', id: '4' },
      { event: 'message', data: 'x', id: '5' },
      { event: 'ping', data: '{}', id: '5' },
    ]);
    expect(p.lastEventId).toBe('5');
    expect(p.retryMs).toBe(50);
  });

  it('sends a fresh bearer token on each connection and Last-Event-ID when it reconnects', async () => {
    const calls: Headers[] = [];
    const controller = new AbortController();
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Headers(init?.headers));
      if (calls.length === 1) return sseResponse('event: tree\nid: 7\ndata: {}\n\n');
      token = 'token-2';
      controller.abort();
      return sseResponse('');
    }) as unknown as typeof fetch;
    const events: string[] = [];
    await streamMapping('9001', { signal: controller.signal, onEvent: (e) => events.push(e.event), reconnectMs: 1, fetchImpl });
    expect(events).toEqual(['tree']);
    expect(calls[0]!.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]!.get('Last-Event-ID')).toBeNull();
    expect(calls[1]!.get('Last-Event-ID')).toBe('7');
  });

  it('rejects with StreamNotConnected when the answer is not OK', async () => {
    const fetchImpl = (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    await expect(streamMapping('9001', { signal: new AbortController().signal, onEvent: () => undefined, fetchImpl })).rejects.toBeInstanceOf(StreamNotConnected);
  });
});
