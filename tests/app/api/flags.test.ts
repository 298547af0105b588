import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagsQuery } from '#app/api/flags';

/** The meta tag the gateway fills in when it serves the portal (src/server/http/portal.ts). */
function servedFlags(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'flightdeck-flags';
  meta.content = content;
  document.head.append(meta);
}

describe('flags', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="flightdeck-flags"]')?.remove();
    vi.unstubAllGlobals();
  });
  const calls = () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ campaignServiceVersion: 'v2' }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('are read from the page the gateway served, with no call of their own', async () => {
    const fetch = calls();
    servedFlags('{"campaignServiceVersion":"v1"}');
    expect(await new QueryClient().ensureQueryData(flagsQuery())).toEqual({ campaignServiceVersion: 'v1' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are fetched from /config/v1/flags when the page has none (the Vite dev server) or they are unreadable', async () => {
    for (const content of ['', '{not json']) {
      const fetch = calls();
      if (content) servedFlags(content);
      expect(await new QueryClient().ensureQueryData(flagsQuery()), content).toEqual({ campaignServiceVersion: 'v2' });
      expect(String((fetch.mock.calls[0] as unknown[])[0]), content).toContain('/config/v1/flags');
      document.head.querySelector('meta[name="flightdeck-flags"]')?.remove();
    }
  });
});
