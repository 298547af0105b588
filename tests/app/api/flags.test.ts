import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { flagsQuery } from '#app/api/flags';
import { realGateway } from '#tests/app/support/real-gateway';

// 'dev' answers v1, where the portal's own fallback (no env meta tag: 'local') is v3, so an answer of
// v1 came from the gateway.
const gw = realGateway({ appEnv: 'dev' });

/** The meta tag the gateway fills in when it serves the portal (src/server/http/portal.ts). */
function servedFlags(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'flightdeck-flags';
  meta.content = content;
  document.head.append(meta);
}

const flagCalls = () => gw.calls.filter((c) => c.method === 'GET' && c.path === '/config/v1/flags');

describe('flags', () => {
  afterEach(() => document.head.querySelector('meta[name="flightdeck-flags"]')?.remove());

  it('are read from the page the gateway served, with no call of their own', async () => {
    servedFlags('{"campaignServiceVersion":"v2"}');
    expect(await new QueryClient().ensureQueryData(flagsQuery())).toEqual({ campaignServiceVersion: 'v2' });
    expect(gw.calls).toHaveLength(0);
  });

  it('are fetched from /config/v1/flags when the page has none (the Vite dev server) or they are unreadable', async () => {
    for (const content of ['', '{not json']) {
      gw.calls.length = 0;
      if (content) servedFlags(content);
      expect(await new QueryClient().ensureQueryData(flagsQuery()), content).toEqual({ campaignServiceVersion: 'v1' });
      expect(flagCalls(), content).toHaveLength(1);
      document.head.querySelector('meta[name="flightdeck-flags"]')?.remove();
    }
  });
});
