import { Hono } from 'hono';
import type { Config } from '#server/config';
import type { AppEnv } from '#server/http/context';
import type { Logger } from '#server/log';
import type { Store } from '#server/store/db';
import type { HttpBindings } from '@hono/node-server';
import { devIssuer, DEV_AUDIENCE, DEV_CLIENT_ID, DEV_SCOPES, IDP_MOUNT } from '#server/idp/constants';
import type { AuthSettings } from './middleware';
import { createTokenVerifier, type VerifierOptions } from './verify';

/** What createApp needs of the configuration for sign-in. */
export type AuthConfig = Pick<Config, 'auth'> & Partial<Pick<Config, 'publicUrl' | 'oidc'>> & {
  /** Key-set cache tuning (tests shorten it to watch a key rotation). */
  jwks?: Pick<VerifierOptions, 'cacheMaxAge' | 'cooldownDuration'>;
};

/** The scopes the portal asks for (spec 1 §6). */
export const PORTAL_SCOPES = ['openid', 'offline_access', 'profile', 'email'];

export interface AuthSetUp {
  settings: AuthSettings;
  /** The bundled provider's routes, to mount on the app at its root (AUTH=dev only). */
  idp?: Hono<any>;
  /** `GET /auth/v1/config`: what the portal needs to start a sign-in. */
  configRoutes: Hono<AppEnv>;
}

/** `store` keeps the bundled provider's keys and sessions (AUTH=dev). */
export function setUpAuth(config: AuthConfig & { logger: Logger }, store: Store): AuthSetUp {
  let settings: AuthSettings;
  let idp: AuthSetUp['idp'];
  if (config.auth === 'dev') {
    if (!config.publicUrl) throw new Error('AUTH=dev needs the public URL (its issuer lives under it)');
    const issuer = devIssuer(config.publicUrl);
    const verify = createTokenVerifier({ issuer, audience: DEV_AUDIENCE, jwksUri: `${issuer}/v1/keys`, ...config.jwks });
    settings = { mode: 'dev', issuer, clientId: DEV_CLIENT_ID, audience: DEV_AUDIENCE, scopes: DEV_SCOPES.split(' '), verify };
    // oidc-provider is loaded only with AUTH=dev (it warns on import that Node 20 is not its
    // supported runtime; it runs, and tests/server/auth/dev-provider.test.ts checks that it does).
    const { publicUrl } = config;
    const ready = import('#server/idp/provider').then(async (m) => m.devProviderRoutes(await m.createDevProvider({ publicUrl, store }), verify, publicUrl));
    ready.catch((error: unknown) => config.logger.error({ err: error }, 'The bundled sign-in provider could not start'));
    idp = new Hono<{ Bindings: HttpBindings }>({ strict: false });
    idp.all(`${IDP_MOUNT}/*`, async (c) => (await ready).fetch(c.req.raw, c.env));
  } else if (config.auth === 'oidc') {
    if (!config.oidc) throw new Error('AUTH=oidc needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE');
    const { issuer, clientId, audience } = config.oidc;
    settings = { mode: 'oidc', issuer, clientId, audience, scopes: PORTAL_SCOPES, verify: createTokenVerifier({ issuer, audience, ...config.jwks }) };
  } else {
    settings = { mode: 'off' };
  }

  const configRoutes = new Hono<AppEnv>({ strict: false });
  configRoutes.get('/config', (c) =>
    c.json(
      settings.mode === 'off'
        ? { auth: 'off' }
        : { auth: settings.mode, issuer: settings.issuer, clientId: settings.clientId, scopes: PORTAL_SCOPES, redirectPath: '/flightdeck/login/callback', postLogoutPath: '/flightdeck' },
    ),
  );
  return { settings, idp, configRoutes };
}
