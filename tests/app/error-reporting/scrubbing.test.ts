import { afterAll, describe, expect, it } from 'vitest';
import { isReportingEnabled, MAX_BREADCRUMBS, scrubBreadcrumb, scrubEvent, scrubText, sentryOptions, TUNNEL_PATH } from '#app/error-reporting/options';

const JWT = 'eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ.eyJzdWIiOiJlbmdpbmVlckBmbGlnaHRkZWNrLmV4YW1wbGUifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('error reporting: where it is on (spec 1 §9)', () => {
  it('reports in production, stage and main, with a DSN', () => {
    const dsn = 'http://public@127.0.0.1:9000/1';
    expect(['prod', 'stage', 'main'].map((env) => isReportingEnabled(env as never, dsn))).toEqual([true, true, true]);
    expect(['local', 'test', 'dev'].map((env) => isReportingEnabled(env as never, dsn))).toEqual([false, false, false]);
    expect(isReportingEnabled('prod', undefined)).toBe(false);
  });

  it('sends through the gateway tunnel with breadcrumbs capped at 100', () => {
    const options = sentryOptions('http://public@127.0.0.1:9000/1', 'stage');
    expect(options.tunnel).toBe('/flightdeck/services/errors/tunnel');
    expect(TUNNEL_PATH).toBe(options.tunnel);
    expect(options.maxBreadcrumbs).toBe(100);
    expect(options.sendDefaultPii).toBe(false);
  });
});

describe('scrubbing', () => {
  it('removes tokens, bearer headers and the login callback’s code and state from text', () => {
    const text = `GET /flightdeck/login/callback?code=abc123&state=xyz789 failed; Authorization: Bearer ${JWT}; token ${JWT}; {"accessToken":"opaque-1","idToken":"opaque-2"} #access_token=opaque-3&x=1`;
    const out = scrubText(text);
    for (const secret of ['abc123', 'xyz789', JWT, 'opaque-1', 'opaque-2', 'opaque-3']) expect(out).not.toContain(secret);
    expect(out).toContain('/flightdeck/login/callback?code=[Filtered]&state=[Filtered]');
    expect(out).toContain('Bearer [Filtered]');
    expect(out).toContain('&x=1');
  });

  it('scrubs a whole event: message, exception, request URL and headers, breadcrumbs, extra', () => {
    const event = scrubEvent({
      type: undefined,
      message: `failed with ${JWT}`,
      exception: { values: [{ type: 'Error', value: `Bearer ${JWT}` }] },
      request: { url: 'http://127.0.0.1/flightdeck/login/callback?code=c0de&state=st4te', headers: { Authorization: `Bearer ${JWT}`, Accept: 'text/html' } },
      breadcrumbs: [{ category: 'navigation', data: { from: '/flightdeck/login/callback?code=c0de&state=st4te', to: '/flightdeck/orders' } }],
      extra: { accessToken: 'opaque-token', nested: { refresh_token: 'r3fresh', note: 'kept' } },
    });
    const json = JSON.stringify(event);
    for (const secret of ['c0de', 'st4te', JWT, 'opaque-token', 'r3fresh']) expect(json).not.toContain(secret);
    expect(event.request?.headers?.Authorization).toBe('[Filtered]');
    expect(event.request?.headers?.Accept).toBe('text/html');
    expect((event.extra as { nested: { note: string } }).nested.note).toBe('kept');
    expect(event.breadcrumbs?.[0]?.data?.to).toBe('/flightdeck/orders');
  });

  it('scrubs breadcrumbs as they are recorded', () => {
    const crumb = scrubBreadcrumb({ category: 'fetch', data: { url: `/oauth2/default/v1/token?code=k0de`, method: 'POST' }, message: `Bearer ${JWT}` });
    expect(JSON.stringify(crumb)).not.toMatch(/k0de|eyJ/);
  });
});

describe('the SDK with these options (a local transport in place of the network)', () => {
  const envelopes: string[] = [];
  afterAll(async () => {
    const Sentry = await import('@sentry/react');
    await Sentry.close();
  });

  it('keeps at most 100 breadcrumbs and sends no token', async () => {
    const Sentry = await import('@sentry/react');
    const { init, captureException } = await import('#app/error-reporting/sentry');
    const options = sentryOptions('http://public@127.0.0.1:9/1', 'stage');
    init({
      ...options,
      integrations: [],
      defaultIntegrations: false,
      transport: () => ({
        send: async (envelope) => {
          envelopes.push(JSON.stringify(envelope));
          return { statusCode: 200 };
        },
        flush: async () => true,
      }),
    });
    for (let i = 0; i < 150; i++) Sentry.addBreadcrumb({ category: 'test', message: `crumb ${i} ?code=c${i}&state=s${i}` });
    captureException(new Error(`boom with Bearer ${JWT}`));
    await Sentry.flush(2000);
    expect(envelopes).toHaveLength(1);
    const event = JSON.parse(envelopes[0]!)[1][0][1] as { breadcrumbs: { message: string }[]; exception: { values: { value: string }[] } };
    expect(event.breadcrumbs).toHaveLength(MAX_BREADCRUMBS);
    expect(event.breadcrumbs[0]!.message).toBe('crumb 50 ?code=[Filtered]&state=[Filtered]');
    expect(event.exception.values[0]!.value).toBe('boom with Bearer [Filtered]');
    expect(envelopes[0]).not.toContain(JWT);
  });

  it("tags a failed call's report with the X-Request-Id the gateway answered with", async () => {
    const Sentry = await import('@sentry/react');
    const { FetchError } = await import('ofetch');
    const { captureException } = await import('#app/error-reporting/sentry');
    const failed = Object.assign(new FetchError('[GET] "/flightdeck/services/company/v1/companies": 500'), {
      response: new Response('{}', { status: 500, headers: { 'X-Request-Id': 'lb-7f3a.42' } }),
    });
    captureException(failed, { context: 'Loading companies failed' });
    await Sentry.flush(2000);
    const event = JSON.parse(envelopes.at(-1)!)[1][0][1] as { tags?: Record<string, string>; extra?: Record<string, unknown> };
    expect(event.tags).toEqual({ requestId: 'lb-7f3a.42' });
    expect(event.extra).toEqual({ context: 'Loading companies failed' });
  });
});
