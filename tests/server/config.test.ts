import { describe, expect, it } from 'vitest';
import { readConfig } from '#server/config';

describe('the gateway settings (README: the variables)', () => {
  it('names each OIDC variable AUTH=oidc is missing, and takes the issuer without its trailing slash', () => {
    expect(() => readConfig({ AUTH: 'oidc', OIDC_CLIENT_ID: 'portal' })).toThrow("AUTH=oidc needs OIDC_ISSUER, OIDC_AUDIENCE (the issuer URL, the portal's client id and the access tokens' audience)");
    expect(() => readConfig({ AUTH: 'oidc', OIDC_ISSUER: 'ftp://issuer', OIDC_CLIENT_ID: 'portal', OIDC_AUDIENCE: 'api://default' })).toThrow("OIDC_ISSUER must be an http(s) URL (got 'ftp://issuer')");
    expect(readConfig({ AUTH: 'oidc', OIDC_ISSUER: 'https://company.okta.com/oauth2/default/', OIDC_CLIENT_ID: 'portal', OIDC_AUDIENCE: 'api://default' }).oidc).toEqual({
      issuer: 'https://company.okta.com/oauth2/default',
      clientId: 'portal',
      audience: 'api://default',
    });
  });

  it('refuses a value outside a list, naming the list', () => {
    expect(() => readConfig({ AUTH: 'maybe' })).toThrow("AUTH must be one of off, dev, oidc (got 'maybe')");
    expect(readConfig({ AUTH: 'dev' }).auth).toBe('dev');
  });
});
