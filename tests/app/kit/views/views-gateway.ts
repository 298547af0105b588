import { vi } from 'vitest';
import type { SavedView } from '#domain/view';
import { fakeGateway } from '#tests/app/support/fake-gateway';

export const harbor: SavedView = {
  id: 'v-1', name: 'Harbor campaigns', screen: 'campaigns', search: '?q=harbor', shared: true, owner: 'ann@flightdeck.example',
  created: '2026-01-01T00:00:00Z[UTC]', modified: '2026-01-01T00:00:00Z[UTC]', version: 1,
};

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A change the views service received: PUT or DELETE of a view, with its If-Match and body. */
export interface ViewChange {
  method: string;
  id: string;
  ifMatch: string | null;
  body?: unknown;
}

const VIEWS = '/flightdeck/services/view/v1/views';

/**
 * The fake gateway of the list tests, plus the views service: GET lists `views`, POST answers
 * `onSave`, PUT and DELETE of `/views/{id}` are kept in `changes` and answered by `onChange`
 * (by default: done, and `views` follows, as the gateway's list would).
 */
export function viewsGateway(views: SavedView[] = [harbor]) {
  const gw = fakeGateway();
  const inner = globalThis.fetch;
  const saved: unknown[] = [];
  const changes: ViewChange[] = [];
  const state = {
    /** every list read and save of the views service */
    calls: gw.calls,
    saved,
    changes,
    onSave: (body: Record<string, unknown>) => json({ ...harbor, ...body, id: 'v-new' }, 201),
    onChange: (change: ViewChange): Response => {
      const at = views.findIndex((v) => v.id === change.id);
      if (change.method === 'DELETE') {
        views.splice(at, 1);
        return new Response(null, { status: 204 });
      }
      views[at] = { ...views[at]!, ...(change.body as Partial<SavedView>), version: views[at]!.version + 1 };
      return json(views[at]);
    },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://portal.test'), init);
    const url = new URL(request.url);
    if (url.pathname.startsWith(`${VIEWS}/`)) {
      const change: ViewChange = { method: request.method, id: decodeURIComponent(url.pathname.slice(VIEWS.length + 1)), ifMatch: request.headers.get('If-Match') };
      if (request.method === 'PUT') change.body = await request.json();
      changes.push(change);
      return state.onChange(change);
    }
    if (url.pathname !== VIEWS) return inner(input, init);
    gw.calls.push(url);
    if (request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return state.onSave(body);
    }
    const screenOf = url.searchParams.get('screen');
    const objects = views.filter((v) => !screenOf || v.screen === screenOf);
    return json({ objects, pagination: { objectCount: objects.length, pageCount: 1, pageIndex: 0, limit: 200, prev: null, next: null } });
  });
  return state;
}
