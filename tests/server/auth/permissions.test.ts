import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES } from '#domain/roles';
import { API_BASE, createApp } from '#server/app';
import { authMiddleware } from '#server/auth/middleware';
import { decide, permissionFor, ROUTE_TABLE } from '#server/auth/permissions';
import { createTokenVerifier } from '#server/auth/verify';
import type { AppEnv } from '#server/http/context';
import { HttpError } from '#server/errors';
import type { Store } from '#server/store/db';
import { gatewayForSuite, startGateway } from '#tests/server/harness';
import { newKey, signedInGatewayForSuite, signToken, startFakeIssuer } from './oidc-fixture';

/** A concrete path for a route pattern: `:version{v[1-3]}` → v3, `:action{ads:bulk…}` → ads:bulkCreate, `:x` → x-1. */
function samplePath(pattern: string): string {
  return pattern
    .replace(/:version\{[^}]*\}/g, 'v3')
    .replace(/:action\{ads:bulk[^}]*\}/g, 'ads:bulkCreate')
    .replace(/:ref\{[^}]*:revert\}/g, '12:revert')
    .replace(/\/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => `/${name}-1`);
}

const PRIVILEGED = ['sk_engineering', 'sk_product', 'sk_god_mode'];
const PLAIN = ['sk_account_manager', 'sk_campaign_manager', 'sk_ops_associate'];
const RESEND_CALLS: Array<[string, string]> = [
  ['PUT', '/order/v1/insertionOrders/o-1/events'],
  ['PUT', '/campaign/v1/campaigns/c-1/event'],
  ['PUT', '/campaign/v3/campaigns/c-1/adsets/s-1/ads/a-1/event'],
];

describe('route table', () => {
  it('names every route the app serves', () => {
    const app = createApp({ kind: 'pglite', onTiming: () => () => undefined } as unknown as Store, { auth: 'off', appEnv: 'test' });
    const missing = app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith(`${API_BASE}/`))
      .map((r) => `${r.method} ${r.path.slice(API_BASE.length)}`)
      .filter((route) => {
        const [method, pattern] = route.split(' ') as [string, string];
        return !permissionFor(method, samplePath(pattern));
      });
    expect(missing, 'add these to src/server/auth/permissions.ts').toEqual([]);
  });

  it('ignores a trailing slash and treats HEAD as GET', () => {
    expect(permissionFor('GET', '/order/v1/insertionOrders/')).toBe('read');
    expect(permissionFor('HEAD', '/health')).toBe('public');
    expect(permissionFor('GET', '/campaign/v4/campaigns')).toBeUndefined();
    expect(permissionFor('PATCH', '/company/v1/companies/x')).toBeUndefined();
  });

  it.each(RESEND_CALLS)('resend-event (%s %s): sk_engineering, sk_product, sk_god_mode or no roles', (method, path) => {
    for (const role of PRIVILEGED) expect(decide(method, path, [role]).status).toBe(200);
    expect(decide(method, path, []).status).toBe(200);
    expect(decide(method, path, ['sk_ops_associate', 'sk_product']).status).toBe(200);
    for (const role of PLAIN) expect(decide(method, path, [role]).status).toBe(403);
    expect(decide(method, path, ['sk_account_manager', 'sk_campaign_manager']).status).toBe(403);
    expect(decide(method, path, ['SK_ENGINEERING']).status).toBe(403);
  });

  it('lets every role read and write; denies what is not in the table', () => {
    for (const role of [...PLAIN, ...PRIVILEGED]) {
      expect(decide('GET', '/company/v1/companies', [role]).status).toBe(200);
      expect(decide('POST', '/order/v1/insertionOrders', [role]).status).toBe(200);
    }
    expect(decide('GET', '/internal/debug', [...ALL_ROLES]).status).toBe(404);
    // a path the table knows, asked with a method it does not take: 405 naming the methods it takes
    expect(decide('POST', '/health', [...ALL_ROLES])).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
    expect(decide('PATCH', '/company/v1/companies/x/', [...ALL_ROLES])).toEqual({ status: 405, allow: ['GET', 'HEAD', 'PUT', 'DELETE'] });
    expect(decide('DELETE', '/chain/v1/chains', [...ALL_ROLES])).toEqual({ status: 405, allow: ['GET', 'HEAD', 'POST'] });
  });
});

describe('sign-in on every call (AUTH=oidc)', () => {
  const signedIn = signedInGatewayForSuite();
  const { gw, as } = signedIn;

  it('answers 401 without a token on every call of the table but the public ones', async () => {
    const failures: string[] = [];
    for (const [method, pattern, permission] of ROUTE_TABLE) {
      if (permission === 'public') continue;
      const res = await gw.call(method, samplePath(pattern), method === 'GET' ? {} : { body: {} });
      if (res.status !== 401 || JSON.stringify(res.json) !== '{"errorMsg":"Unauthorized"}') failures.push(`${method} ${pattern}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers public calls without a token', async () => {
    expect((await gw.call('GET', '/health')).status).toBe(200);
    expect((await gw.call('GET', '/config/v1/flags')).status).toBe(200);
    expect((await gw.call('GET', '/auth/v1/config')).json).toEqual({
      auth: 'oidc', issuer: signedIn.issuer, clientId: 'portal', scopes: ['openid', 'offline_access', 'profile', 'email'], redirectPath: '/flightdeck/login/callback', postLogoutPath: '/flightdeck',
    });
  });

  it('answers 401 for unknown calls without a token, 404 with one', async () => {
    expect((await gw.call('GET', '/internal/debug')).status).toBe(401);
    const res = await gw.call('GET', '/internal/debug', { headers: await as(['sk_god_mode']) });
    expect(res.status).toBe(404);
  });

  it('answers 401 for an unsupported method on a known path without a token, 405 with Allow with one', async () => {
    const anonymous = await gw.call('PATCH', '/company/v1/companies/x');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('allow')).toBeNull();
    const res = await gw.call('PATCH', '/company/v1/companies/x', { headers: await as(['sk_ops_associate']) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, PUT, DELETE');
  });

  it('refuses resend-event to a plain role with 403 and lets the others through', async () => {
    for (const [method, path] of RESEND_CALLS) {
      for (const role of PLAIN) {
        const res = await gw.call(method, path, { headers: await as([role]) });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.json.errorMsg).toBeTruthy();
      }
      for (const roles of [['sk_engineering'], ['sk_product'], ['sk_god_mode'], []]) {
        const res = await gw.call(method, path, { headers: await as(roles) });
        expect([401, 403], `${roles} ${path}`).not.toContain(res.status);
      }
    }
  });
});

describe('the verified token reaches c.var', () => {
  it('sets userId from the e-mail (else sub) and roles from skRoles', async () => {
    const key = await newKey('k1');
    const idp = await startFakeIssuer([key]);
    try {
      const verify = createTokenVerifier({ issuer: idp.issuer, audience: 'api://default' });
      // a tiny test-only app: the real middleware in front of a route that shows what it set
      const app = new Hono<AppEnv>();
      app.use('*', authMiddleware({ mode: 'oidc', issuer: idp.issuer, clientId: 'portal', audience: 'api://default', scopes: [], verify }, ''));
      app.get('/company/v1/companies', (c) => c.json({ userId: c.var.userId, roles: c.var.roles }));
      app.onError((e, c) => c.json((e as HttpError).body(), (e as HttpError).status as 401));
      const call = async (claims: Record<string, unknown>) => {
        const t = await signToken({ key, issuer: idp.issuer, audience: 'api://default', claims });
        return (await app.request('/company/v1/companies', { headers: { authorization: `Bearer ${t}` } })).json();
      };
      expect(await call({ email: 'ops@flightdeck.example', skRoles: ['sk_ops_associate', 'sk_product'] })).toEqual({ userId: 'ops@flightdeck.example', roles: ['sk_ops_associate', 'sk_product'] });
      expect(await call({ email: undefined, skRoles: 'sk_product' })).toEqual({ userId: '00u-erin', roles: ['sk_product'] });
      expect(await call({ skRoles: undefined })).toEqual({ userId: 'erin@flightdeck.example', roles: [] });
      expect(await call({ skRoles: [1, 'sk_god_mode', null] })).toEqual({ userId: 'erin@flightdeck.example', roles: ['sk_god_mode'] });
    } finally {
      await idp.close();
    }
  });

  describe('with sign-in off', () => {
    // started in a hook: booting a PGlite store takes longer than a test's time on a loaded machine
    const gw = gatewayForSuite(() => startGateway('pglite'));

    it('keeps AUTH=off as before: user local with every role, no token needed', async () => {
      const created = await gw.call('POST', '/company/v1/companies', { body: { name: 'Off Co' } });
      expect(created.status).toBe(201);
      const history = await gw.call('GET', `/changelog/v1/changelog/${created.json.id}`);
      expect(JSON.stringify(history.json)).toContain('"userId":"local"');
      const resend = await gw.call('PUT', '/order/v1/insertionOrders/o-1/events');
      expect(resend.status).not.toBe(403);
      expect((await gw.call('GET', '/internal/debug')).status).toBe(404);
    });
  });
});
