/** Where the bundled provider lives on the gateway's origin, Okta-style (`{origin}/oauth2/default`). */
export const IDP_MOUNT = '/oauth2/default';
export const DEV_CLIENT_ID = 'flightdeck-portal';
export const DEV_AUDIENCE = 'api://default';
export const DEV_SCOPES = 'openid profile email offline_access';

export const devIssuer = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${IDP_MOUNT}`;
