import { createHmac } from 'node:crypto';
import { exportSPKI } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayForSuite, startGateway, type Gateway } from '#tests/server/harness';
import { b64url, newKey, signToken, startFakeIssuer, type FakeIssuer, type SigningKey } from './oidc-fixture';

const AUDIENCE = 'api://flightdeck';

/**
 * The token table of issue 3 over HTTP: a gateway with AUTH=oidc trusting a stand-in issuer.
 * Every refused token gets the same 401 `{ errorMsg: 'Unauthorized' }`: nothing says why.
 */
describe('bearer access tokens (AUTH=oidc)', () => {
  let idp: FakeIssuer;
  let gw: Gateway;
  let keyA: SigningKey;
  let keyB: SigningKey;
  let stranger: SigningKey;

  beforeAll(async () => {
    [keyA, keyB, stranger] = await Promise.all([newKey('key-a'), newKey('key-b'), newKey('key-a')]);
    idp = await startFakeIssuer([keyA]);
    gw = await startGateway('pglite', {
      // a short key-set cache, so the rotation below is seen within the test
      auth: { auth: 'oidc', oidc: { issuer: idp.issuer, clientId: 'portal', audience: AUDIENCE }, jwks: { cacheMaxAge: 300, cooldownDuration: 0 } },
    });
  });
  afterAll(async () => {
    await gw?.close();
    await idp?.close();
  });

  const get = (token: string | undefined, path = '/company/v1/companies') =>
    gw.call('GET', path, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

  const expectRefused = async (token: string | undefined) => {
    const res = await get(token);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ errorMsg: 'Unauthorized' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  };

  it('accepts a valid token', async () => {
    const res = await get(await signToken({ key: keyA, issuer: idp.issuer, audience: AUDIENCE }));
    expect(res.status).toBe(200);
    expect(res.json.objects).toEqual([]);
  });

  it.each([
    ['expired', () => signToken({ key: keyA, issuer: idp.issuer, audience: AUDIENCE, expiresIn: -60 })],
    ['without exp', () => signToken({ key: keyA, issuer: idp.issuer, audience: AUDIENCE, noExp: true })],
    ['of another issuer', () => signToken({ key: keyA, issuer: 'https://evil.example/oauth2/default', audience: AUDIENCE })],
    ['for another audience', () => signToken({ key: keyA, issuer: idp.issuer, audience: 'api://other' })],
    ['an ID token (audience is the client id)', () => signToken({ key: keyA, issuer: idp.issuer, audience: 'portal' })],
    ['signed by a stranger under a known kid', () => signToken({ key: stranger, issuer: idp.issuer, audience: AUDIENCE })],
    ['with an unknown kid', () => signToken({ key: keyB, issuer: idp.issuer, audience: AUDIENCE, kid: 'no-such-kid' })],
  ])('refuses a token %s', async (_name, make) => {
    await expectRefused(await make());
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: idp.issuer, aud: AUDIENCE, sub: 'x', email: 'x@flightdeck.example', exp: now + 300, iat: now };
    await expectRefused(`${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`);
    await expectRefused(`${b64url({ alg: 'none', kid: keyA.kid })}.${b64url(payload)}.${b64url('sig')}`);
  });

  it('refuses HS256 signed with the public key (algorithm confusion)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: idp.issuer, aud: AUDIENCE, sub: 'x', email: 'x@flightdeck.example', exp: now + 300, iat: now };
    const pem = await exportSPKI(keyA.publicKey);
    for (const secret of [pem, JSON.stringify(keyA.publicJwk), keyA.publicJwk.n!]) {
      const input = `${b64url({ alg: 'HS256', kid: keyA.kid, typ: 'JWT' })}.${b64url(payload)}`;
      const sig = createHmac('sha256', secret).update(input).digest('base64url');
      await expectRefused(`${input}.${sig}`);
    }
  });

  it('refuses what is not a bearer token', async () => {
    await expectRefused(undefined);
    await expectRefused('');
    await expectRefused('not-a-jwt');
    await expectRefused('a.b.c');
    const valid = await signToken({ key: keyA, issuer: idp.issuer, audience: AUDIENCE });
    for (const header of [`Basic ${valid}`, `Bearer`, `Bearer ${valid} extra`, valid, `Token ${valid}`]) {
      const res = await gw.call('GET', '/company/v1/companies', { headers: { authorization: header } });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ errorMsg: 'Unauthorized' });
    }
    const tampered = valid.replace(/\.([^.]+)\./, (_m, p: string) => `.${b64url({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), skRoles: ['sk_god_mode'] })}.`);
    await expectRefused(tampered);
  });

  it('follows a key rotation: the retired key is refused, the new one accepted', async () => {
    const oldToken = await signToken({ key: keyA, issuer: idp.issuer, audience: AUDIENCE });
    expect((await get(oldToken)).status).toBe(200);
    idp.published = [keyB];
    const newToken = await signToken({ key: keyB, issuer: idp.issuer, audience: AUDIENCE });
    expect((await get(newToken)).status).toBe(200); // unknown kid: the key set is fetched again
    await new Promise((r) => setTimeout(r, 400)); // past the cache age
    await expectRefused(oldToken);
    expect((await get(newToken)).status).toBe(200);
    idp.published = [keyA];
  });

  it('records the e-mail claim as the user of a change', async () => {
    const token = await signToken({ key: keyA, issuer: idp.issuer, audience: AUDIENCE, claims: { email: 'ada@flightdeck.example' } });
    const created = await gw.call('POST', '/company/v1/companies', { body: { name: 'Token Test Co' }, headers: { authorization: `Bearer ${token}` } });
    expect(created.status).toBe(201);
    const history = await gw.call('GET', `/changelog/v1/changelog/${created.json.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.json)).toContain('ada@flightdeck.example');
  });

  describe('with an issuer that cannot be reached', () => {
    // started in a hook: booting a PGlite store takes most of a test's time on a loaded machine
    const down = gatewayForSuite(() =>
      startGateway('pglite', { auth: { auth: 'oidc', oidc: { issuer: 'http://127.0.0.1:9/oauth2/default', clientId: 'portal', audience: AUDIENCE } } }),
    );

    it("answers 503, not 401, while the issuer's keys cannot be had", async () => {
      const token = await signToken({ key: keyA, issuer: idp.issuer, audience: AUDIENCE });
      const res = await down.call('GET', '/company/v1/companies', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(503);
      expect(JSON.stringify(res.json)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch/);
      expect((await down.call('GET', '/company/v1/companies')).status).toBe(401);
    });
  });
});
