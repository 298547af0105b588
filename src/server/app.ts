import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config';
import { companyRoutes } from './http/company';
import { campaignRoutes, CAMPAIGN_SERVICE_PATH } from './http/campaign';
import { changelogRoutes } from './http/changelog';
import type { AppEnv } from './http/context';
import { HttpError } from './http/errors';
import { orderRoutes } from './http/order';
import { securityHeaders } from './http/security-headers';
import type { Store } from './store/db';

export const API_BASE = '/flightdeck/services';
/** Largest JSON body accepted (image uploads have their own limit). */
export const MAX_JSON_BYTES = 1024 * 1024;

/** Every role, for the local user when sign-in is off. */
export const ALL_ROLES = ['sk_engineering', 'sk_product', 'sk_god_mode', 'sk_account_manager', 'sk_campaign_manager', 'sk_ops_associate'];

export function createApp(store: Store, config: Pick<Config, 'auth' | 'appEnv'>) {
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', securityHeaders);
  const api = new Hono<AppEnv>({ strict: false });
  api.use('*', async (c, next) => {
    c.set('store', store);
    c.set('userId', 'local');
    c.set('roles', ALL_ROLES);
    await next();
  });
  // The rest of an oversized body is never read, so the connection cannot be reused: say so.
  const tooLarge = () => new HttpError(413, `The request body is larger than ${MAX_JSON_BYTES} bytes`, undefined, undefined, { Connection: 'close' });
  api.use('*', bodyLimit({ maxSize: MAX_JSON_BYTES, onError: () => { throw tooLarge(); } }));
  api.get('/health', (c) => c.json({ status: 'ok', store: store.kind }));
  api.route('/company/v1/companies', companyRoutes);
  api.route('/order/v1/insertionOrders', orderRoutes);
  api.route(CAMPAIGN_SERVICE_PATH, campaignRoutes);
  api.route('/changelog/v1', changelogRoutes);
  api.onError((error, c) => {
    const http = asHttpError(error);
    if (http.status >= 500) console.error(error);
    for (const [name, value] of Object.entries(http.headers ?? {})) c.header(name, value);
    return c.json(http.body(), http.status as 500);
  });
  app.route(API_BASE, api);
  app.notFound((c) => c.json({ errorMsg: `No such call: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));
  return app;
}

/** Maps what a handler threw onto an answer; driver errors caused by the request are not 500s. */
function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = pgCode(error);
  if (code === '23505' && /company_name_key/.test(String(pgField(error, 'constraint') ?? ''))) {
    return new HttpError(409, 'Company name already exists, please choose another name', [{ fieldName: 'name', message: 'Company name already exists, please choose another name' }]);
  }
  if (code === '40001' || code === '40P01') return new HttpError(409, 'The request clashed with another write; please retry');
  return new HttpError(500, 'Something went wrong on the server; it has been logged');
}

function pgField(error: unknown, field: string): unknown {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 4; e = e.cause as Record<string, unknown>, depth++) {
    if (e[field] !== undefined) return e[field];
  }
  return undefined;
}
const pgCode = (error: unknown) => pgField(error, 'code') as string | undefined;
