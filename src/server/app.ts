import { resolve } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ENTITIES } from '#domain/entities';
import { VIEW_MESSAGES } from '#domain/view';
import type { Config } from './config';
import { companyRoutes } from './http/company';
import { campaignRoutes } from './http/campaign';
import { changelogRoutes } from './http/changelog';
import type { AppEnv } from './http/context';
import { badRequest, HttpError } from './errors';
import { NUL_MESSAGE } from './http/body';
import { orderRoutes } from './http/order';
import { eventRoutes } from './http/events';
import { mappingRoutes } from './http/mapping';
import { portalRoutes } from './http/portal';
import { adRoutes, campaignAdsFindRoutes, CAMPAIGN_ADS_FIND_PATH } from './http/ad';
import { adBrowserRoutes, AD_BROWSER_PATH } from './http/ad-browser';
import { adBulkRoutes } from './http/ad-bulk';
import { bulkChangeRoutes } from './http/bulk-changes';
import { adSetRoutes } from './http/ad-set';
import { adminBackendRoutes } from './http/admin-backend';
import { apiDescriptionRoutes } from './http/api-description';
import { chainRoutes } from './http/chain';
import { configRoutes } from './http/config';
import { nodeRoutes } from './http/node';
import { topicRoutes } from './http/topic';
import { triggerRoutes } from './http/trigger';
import { securityHeaders } from './http/security-headers';
import { compressAnswers } from './http/content-coding';
import { errorTunnelRoutes, ERROR_TUNNEL_PATH } from './http/error-tunnel';
import { API_BASE, FILES_PATH } from '#domain/file-urls';
import { fileStoreFor } from './files/settings';
import { fileRoutes } from './http/files';
import { sheetRoutes } from './http/sheets';
import { videoRoutes } from './http/video';
import { viewRoutes, VIEW_PATH } from './http/view';
import { authMiddleware } from './auth/middleware';
import { setUpAuth, type AuthConfig } from './auth/setup';
import { isStoreUnavailable, type Store } from './store/db';
import { ALWAYS_READY, healthRoutes, type Readiness } from './http/health';
import { requestLog } from './http/request-log';
import { metricsRoutes } from './http/metrics';
import { log, type Logger } from './log';
import { GatewayMetrics } from './metrics';
import { OpenStreams } from './http/open-streams';

export { API_BASE };
export const STORE_TIMEOUT_MESSAGE = 'The store did not answer in time';
/** Largest JSON body accepted (image uploads have their own limit). */
export const MAX_JSON_BYTES = 1024 * 1024;


export function createApp(
  store: Store,
  config: Pick<Config, 'appEnv'> & Partial<Pick<Config, 'sentryDsn' | 'dataDir'>> & AuthConfig & { logger?: Logger; metrics?: GatewayMetrics; streams?: OpenStreams },
  readiness: Readiness = ALWAYS_READY,
) {
  const logger = config.logger ?? log();
  // main.ts passes its own, to serve them on METRICS_PORT too
  const metrics = config.metrics ?? new GatewayMetrics(store, logger);
  // main.ts passes its own, to end them when the gateway stops
  const streams = config.streams ?? new OpenStreams();
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', requestLog(logger, metrics));
  app.use('*', securityHeaders(config.publicUrl));
  const auth = setUpAuth({ ...config, logger }, store);
  if (auth.idp) app.route('/', auth.idp);
  const api = new Hono<AppEnv>({ strict: false });
  // JSON and text answers of 1 KB or more go out brotli or gzip (event streams and files never do).
  api.use('*', compressAnswers);
  api.use('*', async (c, next) => {
    c.set('store', store);
    c.set('streams', streams);
    await next();
  });
  // Sign-in and the route table (src/server/auth/permissions.ts): 401, 404 for calls not in the table, 403.
  api.use('*', authMiddleware(auth.settings, API_BASE));
  // The store's text cannot hold U+0000: a path or query parameter with one is a 400 naming it, not a 500.
  api.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (/%00/i.test(url.pathname) || c.req.path.includes('\u0000')) throw badRequest([{ fieldName: '(path)', message: NUL_MESSAGE }]);
    for (const [name, value] of url.searchParams) {
      if (name.includes('\u0000') || value.includes('\u0000')) throw badRequest([{ fieldName: name.replace(/\u0000/g, '') || '(query)', message: NUL_MESSAGE }]);
    }
    await next();
  });
  // Uploads and the error tunnel have their own size limits, so they come before the JSON body limit.
  const fileStore = fileStoreFor(store, config.dataDir ?? resolve('./data'));
  api.route(FILES_PATH, fileRoutes(fileStore));
  api.route('/adminBackend/sheets/v1', sheetRoutes(fileStore));
  api.route('/adminBackend/video', videoRoutes());
  api.route(ERROR_TUNNEL_PATH, errorTunnelRoutes(config.sentryDsn));
  // The rest of an oversized body is never read, so the connection cannot be reused: say so.
  const tooLarge = () => new HttpError(413, `The request body is larger than ${MAX_JSON_BYTES} bytes`, undefined, undefined, { Connection: 'close' });
  const jsonBodyLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: () => { throw tooLarge(); } });
  // A GET or HEAD body is never read; asking for it would build a full Request for every read call.
  api.use('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : jsonBodyLimit(c, next)));
  api.route('/', healthRoutes(store, readiness));
  api.route('/', metricsRoutes);
  api.route('/', apiDescriptionRoutes(API_BASE));
  api.route('/auth/v1', auth.configRoutes);
  api.route(ENTITIES.company.apiPath, companyRoutes);
  api.route(ENTITIES.insertionOrder.apiPath, orderRoutes);
  api.route(ENTITIES.campaign.apiPath, campaignRoutes);
  api.route(ENTITIES.adSet.apiPath, adSetRoutes);
  api.route(ENTITIES.adSet.apiPath, adBulkRoutes);
  api.route(ENTITIES.ad.apiPath, adRoutes);
  api.route(CAMPAIGN_ADS_FIND_PATH, campaignAdsFindRoutes);
  api.route(AD_BROWSER_PATH, adBrowserRoutes);
  api.route('/', bulkChangeRoutes);
  api.route('/changelog/v1', changelogRoutes);
  api.route(ENTITIES.topic.apiPath, topicRoutes);
  api.route(ENTITIES.chain.apiPath, chainRoutes);
  api.route('/adminBackend', adminBackendRoutes);
  api.route('/node/v1', nodeRoutes);
  api.route('/trigger/management/api/v1', triggerRoutes);
  api.route('/config/v1', configRoutes(config.appEnv));
  api.route('/', eventRoutes);
  api.route('/mapping/v1', mappingRoutes);
  api.route(VIEW_PATH, viewRoutes);
  api.onError((error, c) => {
    const http = asHttpError(error);
    // logged with the request's id, which the answer carries too (X-Request-Id)
    if (http.status === 503) c.var.log.warn({ cause: rootCause(error) }, STORE_TIMEOUT_MESSAGE);
    else if (http.status >= 500) c.var.log.error({ err: error }, 'unexpected error');
    for (const [name, value] of Object.entries(http.headers ?? {})) c.header(name, value);
    return c.json(http.body(), http.status as 500);
  });
  app.route(API_BASE, api);
  app.route('/flightdeck', portalRoutes(config));
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
  // Two saves of one name at once: the second meets the unique index the first one's check missed.
  if (code === '23505' && /saved_view_owner_name_key/.test(String(pgField(error, 'constraint') ?? ''))) {
    return new HttpError(409, VIEW_MESSAGES.nameTaken, [{ fieldName: 'name', message: VIEW_MESSAGES.nameTaken }]);
  }
  if (code === '40001' || code === '40P01') return new HttpError(409, 'The request clashed with another write; please retry');
  // A stalled or lost database: the caller may retry shortly; the pool drops the connection and opens another.
  if (isStoreUnavailable(error)) return new HttpError(503, STORE_TIMEOUT_MESSAGE, undefined, undefined, { 'Retry-After': '5' });
  return new HttpError(500, 'Something went wrong on the server; it has been logged');
}

/** The innermost cause's message (the driver's, not the query text drizzle wraps it in). */
function rootCause(error: unknown): string {
  let e = error as { message?: string; cause?: unknown };
  for (let depth = 0; e.cause && depth < 4; depth++) e = e.cause as typeof e;
  return String(e.message ?? e);
}

/** Anything thrown that has fields to read (an error, the driver's error objects). */
const hasFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function pgField(error: unknown, field: string): unknown {
  for (let e: unknown = error, depth = 0; hasFields(e) && depth < 4; e = e.cause, depth++) {
    if (e[field] !== undefined) return e[field];
  }
  return undefined;
}
/** The driver's SQLSTATE code, compared with the codes it sends (text). */
const pgCode = (error: unknown) => pgField(error, 'code');
