import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'oidc-provider';

/** What the bundled provider keeps across restarts, so issued tokens and sessions stay valid. */
export interface IdpSecrets {
  /** RS256 signing key (private JWK with kid, use and alg). */
  signingKey: JWK;
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/** Reads DATA_DIR/idp/secrets.json, creating it (owner-only) with a fresh RS256 key pair the first time. */
export function loadOrCreateSecrets(dataDir: string): IdpSecrets {
  const dir = join(dataDir, 'idp');
  const file = join(dir, 'secrets.json');
  if (existsSync(file)) {
    const secrets = JSON.parse(readFileSync(file, 'utf8')) as IdpSecrets;
    if (secrets.signingKey?.kty === 'RSA' && secrets.signingKey.d && secrets.cookieKeys?.length) return secrets;
    throw new Error(`${file} is not a key file of the bundled provider; move it away to have a new one made`);
  }
  const secrets = freshSecrets();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
  return secrets;
}

export function freshSecrets(): IdpSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    signingKey: { ...jwk, kid: randomBytes(12).toString('base64url'), use: 'sig', alg: 'RS256' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}
