import type { MiddlewareHandler } from 'hono';
import { ALL_ROLES } from '#domain/roles';
import type { AppEnv } from '#server/http/context';
import { HttpError } from '#server/errors';
import { allowedMethods, permissionFor, rolesAllow } from './permissions';
import { IdentityProviderUnavailableError, type TokenVerifier } from './verify';

/** How the gateway signs callers in (README: AUTH, OIDC_*). */
export type AuthSettings =
  | { mode: 'off' }
  | { mode: 'dev' | 'oidc'; issuer: string; clientId: string; audience: string; scopes: string[]; verify: TokenVerifier };

/** The one answer for every token problem: no hint of what was wrong. */
export const unauthorized = () => new HttpError(401, 'Unauthorized', undefined, undefined, { 'WWW-Authenticate': 'Bearer' });

/**
 * Signs the caller in and applies the route table (permissions.ts), in this order:
 * 1. a call the table marks `public` passes without a token;
 * 2. otherwise, with sign-in on, a valid bearer access token is needed: 401 without one;
 * 3. a call not in the table answers 404 `No such call` (deny by default), or 405 with an `Allow`
 *    header when the table knows its path under other methods;
 * 4. a permission the caller's roles do not hold answers 403.
 * With AUTH=off the caller is `local` with every role; steps 1, 3 and 4 still apply.
 */
export function authMiddleware(settings: AuthSettings, apiBase: string): MiddlewareHandler<AppEnv> {
  let warnedUnavailable = false;
  return async (c, next) => {
    const path = c.req.path.startsWith(apiBase) ? c.req.path.slice(apiBase.length) || '/' : c.req.path;
    const permission = permissionFor(c.req.method, path);
    if (permission === 'public') {
      c.set('userId', settings.mode === 'off' ? 'local' : 'anonymous');
      c.set('roles', []);
      return next();
    }
    if (settings.mode === 'off') {
      c.set('userId', 'local');
      c.set('roles', [...ALL_ROLES]);
    } else {
      const token = /^Bearer[ ]+([A-Za-z0-9\-_.~+/]+=*)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!token) throw unauthorized();
      try {
        const identity = await settings.verify(token);
        c.set('userId', identity.userId);
        c.set('roles', identity.roles);
      } catch (error) {
        if (error instanceof IdentityProviderUnavailableError) {
          if (!warnedUnavailable) c.var.log.error({ cause: String(error.cause) }, error.message);
          warnedUnavailable = true;
          throw new HttpError(503, 'Sign-in is unavailable at the moment; please try again later');
        }
        throw unauthorized();
      }
      warnedUnavailable = false;
    }
    if (!permission) {
      const allow = allowedMethods(path);
      if (allow.length) {
        throw new HttpError(405, `${c.req.method} is not supported on ${c.req.path}; it takes ${allow.join(', ')}`, undefined, undefined, { Allow: allow.join(', ') });
      }
      throw new HttpError(404, `No such call: ${c.req.method} ${c.req.path}`);
    }
    if (!rolesAllow(permission, c.var.roles)) throw new HttpError(403, 'Your role does not allow this action');
    return next();
  };
}
