import { randomBytes } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import Provider, { errors as oidcErrors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { TokenVerifier } from '#server/auth/verify';
import { claimsOf, findDemoUser, passwordMatches } from './accounts';
import { devIssuer, DEV_AUDIENCE, DEV_CLIENT_ID, DEV_SCOPES, IDP_MOUNT } from './constants';
import { loadOrCreateSecrets } from './keys';
import type { Store } from '#server/store/db';
import { StoreAdapter } from './store-adapter';
import { EMAIL_REQUIRED, IDP_CSS, loginPage, logoutPage, messagePage, SIGN_IN_FAILED } from './pages';


const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

export interface DevProviderOptions {
  /** The gateway's public origin, e.g. http://localhost:8080 */
  publicUrl: string;
  /** keeps the provider's keys and its sessions, codes and tokens, for every gateway on it */
  store: Store;
}

/**
 * The bundled OpenID Connect provider of AUTH=dev (oidc-provider), shaped like an Okta authorization
 * server so that @okta/okta-auth-js signs in against it unchanged: routes under `/v1/…`, a public PKCE
 * client, JWT access tokens for `api://default` (resource indicators), `skRoles` in the ID and access
 * tokens, first-party consent given automatically.
 *
 * Sessions, codes, grants and refresh tokens, and the signing key, live in the store: a sign-in
 * begun on one gateway finishes on another, and access tokens survive a restart.
 */
export async function createDevProvider(options: DevProviderOptions): Promise<Provider> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const issuer = devIssuer(publicUrl);
  const secrets = await loadOrCreateSecrets(options.store);

  const configuration: Configuration = {
    adapter: (model) => new StoreAdapter(options.store, model),
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_name: 'Flight Deck',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/flightdeck/login/callback`],
        post_logout_redirect_uris: [`${publicUrl}/flightdeck`, `${publicUrl}/flightdeck/`],
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    routes: {
      authorization: '/v1/authorize',
      token: '/v1/token',
      jwks: '/v1/keys',
      userinfo: '/v1/userinfo',
      end_session: '/v1/logout',
      revocation: '/v1/revoke',
      introspection: '/v1/introspect',
      pushed_authorization_request: '/v1/par',
    },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    discovery: { userinfo_endpoint: `${issuer}/v1/userinfo` },
    claims: {
      openid: ['sub', 'skRoles'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // skRoles and the e-mail go into the ID token itself, as Okta does (the portal reads them there).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    ttl: {
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      RefreshToken: 24 * 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const nonce = randomBytes(16).toString('base64');
          ctx.set('Content-Security-Policy', `${SECURITY_HEADERS['Content-Security-Policy']}; script-src 'nonce-${nonce}'`);
          ctx.type = 'html';
          ctx.body = logoutPage(form, nonce);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have signed out of Flight Deck.');
        },
      },
      // The portal reads /v1/userinfo with its access token, which is a JWT for api://default; the
      // provider only serves userinfo to opaque tokens, so the gateway answers that route itself.
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => DEV_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== DEV_AUDIENCE) throw new oidcErrors.InvalidTarget();
          return { scope: DEV_SCOPES, audience: DEV_AUDIENCE, accessTokenFormat: 'jwt', accessTokenTTL: 60 * 60, jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    // Okta issues refresh tokens for offline_access without prompt=consent; the provider drops
    // offline_access unless consent is prompted, so the refresh token is issued on the grant alone.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async findAccount(_ctx, sub) {
      const user = findDemoUser(sub);
      if (!user) return undefined;
      return { accountId: user.email, claims: () => claimsOf(user) };
    },
    async extraTokenClaims(_ctx, token) {
      const user = 'accountId' in token && typeof token.accountId === 'string' ? findDemoUser(token.accountId) : undefined;
      return user ? { email: user.email, skRoles: user.skRoles } : undefined;
    },
    // First-party client: consent is given on the user's behalf, for whatever the request asks.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const clientId = oidc.client.clientId;
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(clientId);
      const grant = (grantId && (await oidc.provider.Grant.find(grantId))) || new oidc.provider.Grant({ clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope(DEV_SCOPES);
      grant.addResourceScope(DEV_AUDIENCE, DEV_SCOPES);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${IDP_MOUNT}/interaction/${interaction.uid}` },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in error', String(out.error_description ?? out.error ?? 'The sign-in request could not be completed.'));
    },
  };

  const provider = new Provider(issuer, configuration);
  // The provider builds its URLs from the request's host and scheme, which devProviderRoutes sets
  // from PUBLIC_URL (X-Forwarded-Host/Proto, which Koa reads when proxy is on).
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    await next();
  });
  return provider;
}

/**
 * The provider's routes on the gateway, under IDP_MOUNT: the sign-in interaction and userinfo are
 * answered by Hono; every other path goes to the provider's Koa callback on the raw Node request.
 */
export function devProviderRoutes(provider: Provider, verify: TokenVerifier, publicUrl: string) {
  const origin = new URL(publicUrl);
  const app = new Hono<{ Bindings: HttpBindings }>({ strict: false }).basePath(IDP_MOUNT);
  const callback = provider.callback();

  app.get('/assets/idp.css', (c) => c.body(IDP_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'max-age=3600' }));

  app.get('/interaction/:uid', async (c) => {
    const details = await interactionOrNull(provider, c.env);
    if (!details || details.uid !== c.req.param('uid')) return c.html(messagePage('Sign-in expired', 'This sign-in has expired. Go back to Flight Deck and sign in again.'), 400);
    if (details.prompt.name !== 'login') {
      // Anything but the login prompt is consent: given on the user's behalf (first-party client).
      return c.redirect(await provider.interactionResult(c.env.incoming, c.env.outgoing, { consent: {} }), 303);
    }
    // The e-mail the portal's /login asked for arrives as login_hint: asked once, not twice.
    const hint = details.params.login_hint;
    return c.html(loginPage({ action: c.req.path, email: typeof hint === 'string' ? hint : undefined }));
  });

  app.post('/interaction/:uid', async (c) => {
    const details = await interactionOrNull(provider, c.env);
    if (!details || details.uid !== c.req.param('uid')) return c.html(messagePage('Sign-in expired', 'This sign-in has expired. Go back to Flight Deck and sign in again.'), 400);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    if (!email) return c.html(loginPage({ action: c.req.path, error: EMAIL_REQUIRED, field: 'email' }), 400);
    const user = findDemoUser(email);
    const passwordOk = passwordMatches(password);
    if (!user || !passwordOk) return c.html(loginPage({ action: c.req.path, email, error: SIGN_IN_FAILED }), 401);
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, { login: { accountId: user.email, remember: false } }, { mergeWithLastSubmission: false });
    return c.redirect(returnTo, 303);
  });

  // Userinfo for the JWT access tokens this provider issues (Okta's /v1/userinfo).
  app.on(['GET', 'POST'], '/v1/userinfo', async (c) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const user = token ? await verify(token).then((id) => findDemoUser(id.userId), () => undefined) : undefined;
    if (!user) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token", error_description="invalid token provided"');
      return c.json({ error: 'invalid_token', error_description: 'invalid token provided' }, 401);
    }
    return c.json(claimsOf(user));
  });

  // The Okta SDK revokes with `Authorization: Basic base64(clientId)` (no colon, no secret), which the
  // provider refuses as a malformed header: a public client's id moves into the form body instead.
  app.post('/v1/revoke', async (c) => {
    const { incoming } = c.env;
    const basic = /^Basic\s+(\S+)$/i.exec(incoming.headers.authorization ?? '')?.[1];
    const decoded = basic ? Buffer.from(basic, 'base64').toString('utf8') : undefined;
    if (decoded !== undefined && !decoded.includes(':')) {
      const body = Object.fromEntries(new URLSearchParams(await c.req.text()));
      // The SDK revokes the access token first and throws on an error; a JWT access token cannot be
      // revoked (it is valid until it expires, as at Okta), so its revocation is acknowledged (RFC 7009 §2.2).
      if (decoded === DEV_CLIENT_ID && /^[\w-]+\.[\w-]+\.[\w-]*$/.test(body.token ?? '')) return c.body(null, 200);
      body.client_id ??= decoded;
      delete incoming.headers.authorization;
      // The provider reads an already-read body from req.body.
      (incoming as typeof incoming & { body?: unknown }).body = body;
      incoming.headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    return toProvider(c.env);
  });

  app.all('/*', (c) => toProvider(c.env));

  async function toProvider({ incoming, outgoing }: HttpBindings) {
    const req = incoming as typeof incoming & { originalUrl?: string };
    // Endpoints in the discovery document and redirects name PUBLIC_URL, never a Host or
    // X-Forwarded-Host the client sent (a forged one would send sign-ins elsewhere).
    req.headers.host = origin.host;
    req.headers['x-forwarded-host'] = origin.host;
    req.headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
    req.originalUrl = req.url;
    req.url = req.url!.slice(IDP_MOUNT.length) || '/';
    await callback(req, outgoing);
    return RESPONSE_ALREADY_SENT;
  }

  return app;
}

async function interactionOrNull(provider: Provider, env: HttpBindings) {
  try {
    return await provider.interactionDetails(env.incoming, env.outgoing);
  } catch {
    return undefined;
  }
}
