import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { messageOf } from '#server/errors';

/** Who a verified access token speaks for. */
export interface Identity {
  userId: string;
  roles: string[];
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** Taken from the issuer's discovery document when not given. */
  jwksUri?: string;
  /** jose's key-set cache tuning; the defaults (10 min cache, 30 s cool-down) suit production. */
  cacheMaxAge?: number;
  cooldownDuration?: number;
}

/** The token is missing, malformed, expired, or not one this gateway trusts: always a plain 401. */
export class InvalidTokenError extends Error {}
/** The identity provider's keys could not be had: not the caller's fault. */
export class IdentityProviderUnavailableError extends Error {}

export type TokenVerifier = (token: string) => Promise<Identity>;

/**
 * Verifies bearer access tokens against one issuer: RS256 only, issuer, audience and expiry checked,
 * keys from the issuer's jwks_uri through a single remote key set (cached, refetched on an unknown
 * `kid`, which is how key rotation is followed).
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const issuer = options.issuer.replace(/\/+$/, '');
  let keySet: Promise<JWTVerifyGetKey> | undefined;

  const discover = async (): Promise<JWTVerifyGetKey> => {
    let jwksUri = options.jwksUri;
    if (!jwksUri) {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`discovery answered ${res.status}`);
      const doc = (await res.json()) as { issuer?: string; jwks_uri?: string };
      if (doc.issuer?.replace(/\/+$/, '') !== issuer) throw new Error(`discovery names issuer '${doc.issuer}', expected '${issuer}'`);
      if (typeof doc.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
      jwksUri = doc.jwks_uri;
    }
    return createRemoteJWKSet(new URL(jwksUri), {
      ...(options.cacheMaxAge !== undefined ? { cacheMaxAge: options.cacheMaxAge } : {}),
      ...(options.cooldownDuration !== undefined ? { cooldownDuration: options.cooldownDuration } : {}),
    });
  };
  const keys = () =>
    (keySet ??= discover().catch((error: unknown) => {
      keySet = undefined; // try again on the next call
      throw new IdentityProviderUnavailableError(`Cannot read the keys of ${issuer}: ${String(messageOf(error))}`, { cause: error });
    }));

  return async (token) => {
    const getKey = await keys();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp'],
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid || !(error instanceof joseErrors.JOSEError)) {
        throw new IdentityProviderUnavailableError(`Cannot read the keys of ${issuer}`, { cause: error });
      }
      throw new InvalidTokenError(error.code, { cause: error });
    }
    return identityOf(payload);
  };
}

/** `c.var.userId` is the e-mail claim, else the subject; `c.var.roles` is `skRoles`. */
export function identityOf(payload: JWTPayload): Identity {
  const email = typeof payload.email === 'string' && payload.email ? payload.email : undefined;
  const userId = email ?? (typeof payload.sub === 'string' && payload.sub ? payload.sub : undefined);
  if (!userId) throw new InvalidTokenError('no subject');
  return { userId, roles: rolesOf(payload.skRoles) };
}

function rolesOf(claim: unknown): string[] {
  if (typeof claim === 'string') return claim ? [claim] : [];
  if (Array.isArray(claim)) return claim.filter((r): r is string => typeof r === 'string' && r !== '');
  return [];
}
