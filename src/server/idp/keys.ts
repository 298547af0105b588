import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Store } from '#server/store/db';
import { sharedSecret } from '#server/store/secrets';

/** What the bundled provider keeps across restarts, so issued tokens and sessions stay valid. */
export interface IdpSecrets {
  /** RS256 signing key (private JWK with kid, use and alg). */
  signingKey: JWK;
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/**
 * The provider's keys, made once per store and shared by every gateway on it (store/secrets.ts):
 * a token issued by one gateway verifies on all, and survives a restart.
 */
export const loadOrCreateSecrets = (store: Store): Promise<IdpSecrets> => sharedSecret(store, 'idpSecrets', freshSecrets);

export function freshSecrets(): IdpSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    signingKey: { ...jwk, kid: randomBytes(12).toString('base64url'), use: 'sig', alg: 'RS256' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}
