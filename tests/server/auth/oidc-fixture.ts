import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { gatewayForSuite, startGateway, type Gateway, type StoreKind } from '#tests/server/harness';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export async function newKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicKey, publicJwk };
}

/** A stand-in identity provider: discovery and a key set whose keys a test can rotate. */
export interface FakeIssuer {
  issuer: string;
  published: SigningKey[];
  jwksFetches: number;
  close(): Promise<void>;
}

export async function startFakeIssuer(keys: SigningKey[]): Promise<FakeIssuer> {
  const state = { published: keys, jwksFetches: 0 };
  const server: Server = createServer((req, res) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/default`;
    if (req.url === '/oauth2/default/.well-known/openid-configuration') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/v1/keys` }));
    } else if (req.url === '/oauth2/default/v1/keys') {
      state.jwksFetches++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: state.published.map((k) => k.publicJwk) }));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/default`;
  return {
    issuer,
    get published() {
      return state.published;
    },
    set published(keys: SigningKey[]) {
      state.published = keys;
    },
    get jwksFetches() {
      return state.jwksFetches;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TokenOptions {
  key: SigningKey;
  issuer: string;
  audience: string;
  claims?: JWTPayload;
  /** seconds from now; negative for an expired token */
  expiresIn?: number;
  kid?: string;
  noExp?: boolean;
}

export async function signToken(o: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ email: 'erin@flightdeck.example', skRoles: ['sk_engineering'], ...o.claims })
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? o.key.kid })
    .setIssuer(o.issuer)
    .setAudience(o.audience)
    .setSubject('00u-erin')
    .setIssuedAt(now - 10);
  if (!o.noExp) jwt.setExpirationTime(now + (o.expiresIn ?? 300));
  return jwt.sign(o.key.privateKey);
}

export const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [h, p] = token.split('.');
  return { header: JSON.parse(Buffer.from(h!, 'base64url').toString()), payload: JSON.parse(Buffer.from(p!, 'base64url').toString()) };
}

/** A gateway that asks for a token on every call, for a suite; `as(skRoles)` signs a user in with those roles. */
export interface SignedInSuite {
  gw: Gateway;
  /** the fake issuer the gateway trusts (known once the suite has started) */
  readonly issuer: string;
  /** an Authorization header carrying a valid token whose skRoles claim is `skRoles` (and these other claims: another `email` is another user) */
  as(skRoles: string[], claims?: JWTPayload): Promise<{ authorization: string }>;
}

/**
 * For the enclosing describe: a gateway (PGlite unless `kind` says otherwise) with AUTH=oidc trusting a
 * fake issuer with one key, started before its tests and closed (gateway, then issuer) after them.
 */
export function signedInGatewayForSuite(kind: StoreKind = 'pglite'): SignedInSuite {
  const audience = 'api://default';
  let key: SigningKey;
  let idp: FakeIssuer;
  beforeAll(async () => {
    key = await newKey('k1');
    idp = await startFakeIssuer([key]);
  });
  afterAll(() => idp?.close());
  const gw = gatewayForSuite(() => startGateway(kind, { auth: { auth: 'oidc', oidc: { issuer: idp.issuer, clientId: 'portal', audience } } }));
  return {
    gw,
    get issuer() {
      return idp.issuer;
    },
    as: async (skRoles, claims) => ({ authorization: `Bearer ${await signToken({ key, issuer: idp.issuer, audience, claims: { skRoles, ...claims } })}` }),
  };
}
