import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '#server/idp/accounts';
import { freshSecrets, loadOrCreateSecrets } from '#server/idp/keys';
import { SIGN_IN_FAILED } from '#server/idp/pages';
import { startGateway, type Gateway } from '#tests/server/harness';
import { decodeJwt } from './oidc-fixture';

const CLIENT_ID = 'flightdeck-portal';

/** A cookie jar of one browser, enough for the provider's cookies (names are unique per path). */
class Browser {
  cookies = new Map<string, string>();
  /** where a request really goes: another gateway behind the same public URL, say */
  constructor(private readonly route: (url: string) => string = (url) => url) {}
  async fetch(url: string, init: RequestInit = {}) {
    url = this.route(url);
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || attrs.some((a) => /^\s*max-age=0/i.test(a));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** authorize → login form → (consent given automatically) → code, against the provider at `origin`. */
async function startSignInAt(origin: string, browser: Browser, scope = 'openid profile email offline_access', extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${origin}/flightdeck/login/callback`,
    response_type: 'code',
    response_mode: 'query',
    scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const res = await browser.fetch(`${origin}/oauth2/default/v1/authorize?${query}`);
  expect(res.status).toBe(303);
  const loginUrl = new URL(res.headers.get('location')!, origin).href;
  expect(loginUrl).toMatch(new RegExp(`^${origin}/oauth2/default/interaction/`));
  return { verifier, state, nonce, loginUrl };
}

async function followToCallbackAt(origin: string, browser: Browser, location: string) {
  for (let hop = 0; hop < 10; hop++) {
    const url = new URL(location, origin).href;
    if (url.startsWith(`${origin}/flightdeck/login/callback`)) return new URL(url);
    const res = await browser.fetch(url);
    expect([302, 303]).toContain(res.status);
    location = res.headers.get('location')!;
  }
  throw new Error('too many redirects');
}

/** A whole sign-in of `email` at the provider of `origin`: the browser that did it and the tokens. */
async function signInAt(origin: string, email: string, scope?: string, browser = new Browser()) {
  const { verifier, state, nonce, loginUrl } = await startSignInAt(origin, browser, scope);
  const posted = await browser.fetch(loginUrl, form({ email, password: DEMO_PASSWORD }));
  expect(posted.status).toBe(303);
  const callback = await followToCallbackAt(origin, browser, posted.headers.get('location')!);
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code')!;
  expect(code).toBeTruthy();
  const tokenRes = await browser.fetch(`${origin}/oauth2/default/v1/token`, form({ grant_type: 'authorization_code', code, redirect_uri: `${origin}/flightdeck/login/callback`, client_id: CLIENT_ID, code_verifier: verifier }));
  const tokens = (await tokenRes.json()) as Record<string, string>;
  expect(tokenRes.status, JSON.stringify(tokens)).toBe(200);
  return { browser, tokens, nonce };
}

describe('bundled OpenID Connect provider (AUTH=dev)', () => {
  let gw: Gateway;
  let origin: string;
  let issuer: string;

  beforeAll(async () => {
    gw = await startGateway('pglite', { auth: { auth: 'dev' } });
    origin = new URL(gw.base).origin;
    issuer = `${origin}/oauth2/default`;
  });
  afterAll(async () => {
    await gw?.close();
  });

  const startSignIn = (browser: Browser, scope?: string, extra?: Record<string, string>) => startSignInAt(origin, browser, scope, extra);
  const signIn = (email: string, scope?: string) => signInAt(origin, email, scope);

  it('publishes an Okta-shaped discovery document', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/v1/authorize`,
      token_endpoint: `${issuer}/v1/token`,
      jwks_uri: `${issuer}/v1/keys`,
      userinfo_endpoint: `${issuer}/v1/userinfo`,
      end_session_endpoint: `${issuer}/v1/logout`,
      revocation_endpoint: `${issuer}/v1/revoke`,
    });
    expect(doc.code_challenge_methods_supported).toContain('S256');
    expect(doc.id_token_signing_alg_values_supported).toEqual(['RS256']);
    const keys = (await (await fetch(`${issuer}/v1/keys`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys.keys[0]!.d).toBeUndefined();
  });

  it('builds its endpoints from PUBLIC_URL, not from a forged Host or X-Forwarded-Host', async () => {
    const forgedForwarded = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' } });
    const { port } = new URL(origin);
    // fetch keeps its own Host header: a raw request carries the forged one
    const forgedHost = await new Promise<string>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/oauth2/default/.well-known/openid-configuration', headers: { Host: 'evil.example:666' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => { body += chunk; });
        res.on('end', () => resolve(body));
      }).on('error', reject).end();
    });
    for (const text of [await forgedForwarded.text(), forgedHost]) {
      expect(text).not.toContain('evil.example');
      const doc = JSON.parse(text) as Record<string, string>;
      expect(doc).toMatchObject({ issuer, authorization_endpoint: `${issuer}/v1/authorize`, token_endpoint: `${issuer}/v1/token`, jwks_uri: `${issuer}/v1/keys`, end_session_endpoint: `${issuer}/v1/logout` });
    }
  });

  it("answers each call once: the gateway's own headers leave the provider's answers alone", async () => {
    const logged = vi.spyOn(console, 'error');
    try {
      for (const path of ['/.well-known/openid-configuration', '/v1/keys']) {
        const res = await fetch(`${issuer}${path}`);
        expect(res.status).toBe(200);
        // the provider writes its answers itself; they still carry the request's id
        expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
      }
      // The node server reports a second write of an answer after the request has ended.
      await new Promise((r) => setTimeout(r, 50));
      expect(logged.mock.calls.flat().map(String).join('\n')).not.toMatch(/ERR_HTTP_HEADERS_SENT|Cannot write headers/);
    } finally {
      logged.mockRestore();
    }
  });

  it('tells the portal how to sign in, before sign-in', async () => {
    const res = await gw.call('GET', '/auth/v1/config');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ auth: 'dev', issuer, clientId: CLIENT_ID, redirectPath: '/flightdeck/login/callback' });
  });

  it('shows an accessible sign-in form and refuses a wrong password with the spec message', async () => {
    const browser = new Browser();
    const { loginUrl } = await startSignIn(browser);
    const page = await browser.fetch(loginUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toMatch(/<label for="email">[^<]+<\/label>/);
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<html lang="en">');
    for (const user of DEMO_USERS) expect(html).toContain(user.email);

    const wrong = await browser.fetch(loginUrl, form({ email: DEMO_USERS[0]!.email, password: 'nope' }));
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(SIGN_IN_FAILED);
    expect(wrongHtml).toContain('role="alert"');
    const unknown = await browser.fetch(loginUrl, form({ email: 'someone@gmail.com', password: DEMO_PASSWORD }));
    expect(await unknown.text()).toContain(SIGN_IN_FAILED);
    const empty = await browser.fetch(loginUrl, form({ email: '', password: '' }));
    expect(await empty.text()).toContain('Please enter your company email');
  });

  it("fills in the e-mail the portal's /login asked for (login_hint) and starts on the password", async () => {
    const browser = new Browser();
    const { loginUrl } = await startSignIn(browser, undefined, { login_hint: 'engineer@flightdeck.example' });
    const html = await (await browser.fetch(loginUrl)).text();
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username" value="engineer@flightdeck.example">/);
    expect(html).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password" autofocus>/);
  });

  it('runs authorization code + PKCE to a JWT access token for api://default with skRoles, accepted by the API', async () => {
    const user = DEMO_USERS.find((u) => u.skRoles.includes('sk_campaign_manager'))!;
    const { tokens, nonce } = await signIn(user.email);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();

    const access = decodeJwt(tokens.access_token!);
    expect(access.header.alg).toBe('RS256');
    expect(access.payload).toMatchObject({ iss: issuer, aud: 'api://default', client_id: CLIENT_ID, email: user.email, skRoles: user.skRoles });
    const id = decodeJwt(tokens.id_token!);
    expect(id.payload).toMatchObject({ iss: issuer, aud: CLIENT_ID, nonce, email: user.email, skRoles: user.skRoles, sub: user.email });

    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    expect((await gw.call('GET', '/company/v1/companies')).status).toBe(401);
    expect((await gw.call('GET', '/company/v1/companies', { headers: bearer })).status).toBe(200);
    // the ID token is not an access token for the API
    expect((await gw.call('GET', '/company/v1/companies', { headers: { authorization: `Bearer ${tokens.id_token}` } })).status).toBe(401);
    // a plain role may not resend events (the route is decided before it exists: 403, not 404)
    expect((await gw.call('PUT', '/order/v1/insertionOrders/o-1/events', { headers: bearer })).status).toBe(403);

    const info = await fetch(`${issuer}/v1/userinfo`, { headers: bearer });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ sub: id.payload.sub, email: user.email, skRoles: user.skRoles });
    expect((await fetch(`${issuer}/v1/userinfo`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);

    // the refresh token renews the access token (the SDK's renewal path)
    const renewed = await fetch(`${issuer}/v1/token`, form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: CLIENT_ID }));
    const renewedTokens = (await renewed.json()) as Record<string, string>;
    expect(renewed.status, JSON.stringify(renewedTokens)).toBe(200);
    expect(decodeJwt(renewedTokens.access_token!).payload).toMatchObject({ aud: 'api://default', skRoles: user.skRoles });
  });

  it('signs in a user without roles: allowed to resend events', async () => {
    const user = DEMO_USERS.find((u) => u.skRoles.length === 0)!;
    const { tokens } = await signIn(user.email);
    expect(decodeJwt(tokens.access_token!).payload.skRoles).toEqual([]);
    const res = await gw.call('PUT', '/order/v1/insertionOrders/o-1/events', { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect([401, 403]).not.toContain(res.status);
  });

  it('revokes with the SDK\'s colon-less Basic header', async () => {
    const { tokens } = await signIn(DEMO_USERS[0]!.email);
    const basic = { authorization: `Basic ${Buffer.from(CLIENT_ID).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' };
    for (const [token, hint] of [[tokens.refresh_token!, 'refresh_token'], [tokens.access_token!, 'access_token']] as const) {
      const res = await fetch(`${issuer}/v1/revoke`, { method: 'POST', headers: basic, body: new URLSearchParams({ token, token_type_hint: hint }).toString() });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const reuse = await fetch(`${issuer}/v1/token`, form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: CLIENT_ID }));
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('signs out through /v1/logout back to the portal', async () => {
    const { browser, tokens } = await signIn(DEMO_USERS[1]!.email);
    const query = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${origin}/flightdeck`, state: 'bye' });
    const page = await browser.fetch(`${issuer}/v1/logout?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await browser.fetch(new URL(action, origin).href, form({ xsrf, logout: 'yes' }));
    expect(done.status).toBe(303);
    const back = await followToCallbackOrPortal(browser, done.headers.get('location')!);
    expect(back).toBe(`${origin}/flightdeck?state=bye`);
  });

  async function followToCallbackOrPortal(browser: Browser, location: string) {
    for (let hop = 0; hop < 5; hop++) {
      const url = new URL(location, origin).href;
      if (url.startsWith(`${origin}/flightdeck`)) return url;
      const res = await browser.fetch(url);
      location = res.headers.get('location')!;
    }
    throw new Error('too many redirects');
  }

  it('keeps its keys in the store: made once, the same after a restart', async () => {
    const first = await loadOrCreateSecrets(gw.store);
    expect(first.signingKey.alg).toBe('RS256');
    expect((await loadOrCreateSecrets(gw.store)).signingKey.kid).toBe(first.signingKey.kid);
    const keys = (await (await fetch(`${issuer}/v1/keys`)).json()) as { keys: Array<{ kid: string }> };
    expect(keys.keys.map((k) => k.kid)).toEqual([first.signingKey.kid]);
    expect(freshSecrets().signingKey.kid).not.toBe(first.signingKey.kid);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('AUTH=dev on two gateways behind one public URL, on one PostgreSQL', () => {
  let a: Gateway;
  let b: Gateway;
  beforeAll(async () => {
    a = await startGateway('postgres', { auth: { auth: 'dev' } });
    // B's public URL is A's: the name a load balancer in front of both would have
    b = await startGateway('postgres', { databaseUrl: a.databaseUrl, auth: { auth: 'dev', publicUrl: new URL(a.base).origin } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('finishes on one gateway a sign-in begun on the other, and each takes the tokens the other issued', async () => {
    const origin = new URL(a.base).origin;
    const toB = (url: string) => url.replace(origin, new URL(b.base).origin);
    // the sign-in form is shown and posted on B, the rest runs on A
    const browser = new Browser((url) => (url.includes('/interaction/') ? toB(url) : url));
    const user = DEMO_USERS.find((u) => u.skRoles.includes('sk_campaign_manager'))!;
    const { tokens } = await signInAt(origin, user.email, undefined, browser);
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    expect((await b.call('GET', '/company/v1/companies', { headers: bearer })).status).toBe(200);
    expect((await a.call('GET', '/company/v1/companies', { headers: bearer })).status).toBe(200);
    // a refresh token issued by A renews on B
    const renewed = await fetch(toB(`${origin}/oauth2/default/v1/token`), form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: CLIENT_ID }));
    const renewedTokens = (await renewed.json()) as Record<string, string>;
    expect(renewed.status, JSON.stringify(renewedTokens)).toBe(200);
    expect((await a.call('GET', '/company/v1/companies', { headers: { authorization: `Bearer ${renewedTokens.access_token}` } })).status).toBe(200);
  });
});
