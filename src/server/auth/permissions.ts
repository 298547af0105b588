import { PatternRouter } from 'hono/router/pattern-router';
import { AD_SETS_PATH, ADS_PATH, CAMPAIGNS_PATH } from '#domain/entities';
import { mayReadMetrics, mayResendEvents } from '#domain/roles';

/**
 * The route table: the permission each API call needs, by method and path pattern (Hono's pattern
 * syntax, relative to `/flightdeck/services`). The auth middleware denies by default: a call that is
 * not in this table answers 404 `No such call`, the same answer as a call that does not exist, so the
 * table cannot be probed by signed-out callers, who get 401 first (docs/decisions/003-sign-in-and-route-permissions.md).
 * A signed-in caller using a method the table does not take on a path it knows gets 405 with `Allow`
 * (docs/decisions/016).
 *
 * - `public`: no token needed (health, the portal's pre-sign-in configuration, the API description).
 * - `read`, `write`: any signed-in user. Spec 1 §6 names no finer rule ("what each role may do beyond
 *   this: not shown"); the split is kept so that a rule can be added without touching routes.
 * - `resend-event`: roles sk_engineering, sk_product or sk_god_mode, or a user with no roles at all.
 * - `metrics`: roles sk_engineering or sk_god_mode (the gateway's operators, decision 003).
 *
 * A new route needs a line here: `tests/server/auth/permissions.test.ts` checks that every route the
 * app registers has one. Each line also needs its description in src/server/openapi/operations.ts,
 * from which GET /openapi.json is made (`tests/server/openapi.test.ts`).
 */
export type Permission = 'public' | 'read' | 'write' | 'resend-event' | 'metrics';

// The campaign service's nested paths, as the entity manifest (src/domain/entities) has them.
const CAMPAIGNS = CAMPAIGNS_PATH;
const AD_SETS = AD_SETS_PATH;
const ADS = ADS_PATH;

/** [method, pattern, permission]; `GET` also covers `HEAD`. */
export const ROUTE_TABLE: ReadonlyArray<readonly [string, string, Permission]> = [
  ['GET', '/health', 'public'],
  ['GET', '/health/live', 'public'],
  ['GET', '/health/ready', 'public'],
  // Prometheus metrics (issue 27 §4): request rates and store figures, for the gateway's operators;
  // METRICS_PORT serves the same without sign-in on a port of its own.
  ['GET', '/metrics', 'metrics'],
  // Remote flags and the sign-in settings are read by the shell while sign-in is still being
  // established (spec 1 §2: "a loading screen shows until authentication and feature flags are ready");
  // neither holds anything a signed-out caller could not learn from the portal's own files.
  ['GET', '/config/v1/flags', 'public'],
  ['GET', '/auth/v1/config', 'public'],
  // The API description and its reference page, as published API descriptions are: they list the
  // calls, never data (docs/decisions/003).
  ['GET', '/openapi.json', 'public'],
  ['GET', '/docs', 'public'],
  ['GET', '/docs/:file', 'public'],

  // Orders (spec 1 §7)
  ['GET', '/order/v1/insertionOrders', 'read'],
  ['GET', '/order/v1/insertionOrders/:id', 'read'],
  ['POST', '/order/v1/insertionOrders', 'write'],
  ['PUT', '/order/v1/insertionOrders/:id', 'write'],
  ['DELETE', '/order/v1/insertionOrders/:id', 'write'],
  ['PUT', '/order/v1/insertionOrders/:id/events', 'resend-event'],

  // Companies
  ['GET', '/company/v1/companies', 'read'],
  ['GET', '/company/v1/companies/:id', 'read'],
  ['POST', '/company/v1/companies', 'write'],
  ['PUT', '/company/v1/companies/:id', 'write'],
  ['DELETE', '/company/v1/companies/:id', 'write'],

  // Campaigns, ad sets, ads, topics (spec 1 §7, spec 2 §7, spec 3 §7)
  ['GET', CAMPAIGNS, 'read'],
  ['GET', `${CAMPAIGNS}/:id`, 'read'],
  ['POST', CAMPAIGNS, 'write'],
  ['PUT', `${CAMPAIGNS}/:id`, 'write'],
  ['DELETE', `${CAMPAIGNS}/:id`, 'write'],
  ['PUT', `${CAMPAIGNS}/:id/event`, 'resend-event'],
  ['GET', `${CAMPAIGNS}/:campaignId/ads/find`, 'read'],
  ['GET', AD_SETS, 'read'],
  ['GET', `${AD_SETS}/:id`, 'read'],
  ['POST', AD_SETS, 'write'],
  ['PUT', `${AD_SETS}/:id`, 'write'],
  ['DELETE', `${AD_SETS}/:id`, 'write'],
  ['GET', ADS, 'read'],
  ['GET', `${ADS}/:id`, 'read'],
  ['POST', ADS, 'write'],
  ['PUT', `${ADS}/:id`, 'write'],
  ['DELETE', `${ADS}/:id`, 'write'],
  ['PUT', `${ADS}/:adId/event`, 'resend-event'],
  ['POST', `${AD_SETS}/:adSetId/:action{ads:bulk(?:Create|Update)}`, 'write'],
  ['GET', `${CAMPAIGNS}/:campaignId/topics`, 'read'],
  ['GET', `${CAMPAIGNS}/:campaignId/topics/:id`, 'read'],
  ['POST', `${CAMPAIGNS}/:campaignId/topics`, 'write'],
  ['PUT', `${CAMPAIGNS}/:campaignId/topics/:id`, 'write'],
  ['DELETE', `${CAMPAIGNS}/:campaignId/topics/:id`, 'write'],

  // Ad browser (DESIGN.md: the search is a POST that stores nothing)
  ['POST', '/ad/v1/ads', 'read'],
  ['GET', '/ad/v1/ads/:id', 'read'],
  ['GET', '/ad/v1/ads/:id/awards/dates', 'read'],

  // Bulk changes (issue 28 §2, docs/decisions/023): writes like the saves they stand for; a resend
  // for many ads needs what a resend for one does.
  ['POST', '/ad/v1/ads:bulkSetEnabled', 'write'],
  ['POST', '/ad/v1/ads:bulkSetEndDate', 'write'],
  ['POST', '/ad/v1/ads:bulkResendEvent', 'resend-event'],
  ['POST', `${CAMPAIGNS}:bulkAddTag`, 'write'],

  // Chains
  ['GET', '/chain/v1/chains', 'read'],
  ['GET', '/chain/v1/chains/:id', 'read'],
  ['POST', '/chain/v1/chains', 'write'],
  ['PUT', '/chain/v1/chains/:id', 'write'],

  // Change history
  ['GET', '/changelog/v1/changelog/:id', 'read'],
  ['GET', '/changelog/v1/change/metadata', 'read'],
  // Undo (issue 28 §2): any signed-in user may revert a change set, as they may make the writes it undoes.
  ['POST', '/changelog/v1/changeSets/:ref{[0-9]+:revert}', 'write'],

  // Mapping (issue 3): tasks and the per-campaign stream (bearer header, DESIGN.md)
  ['GET', '/mapping/v1/tasks/:id', 'read'],
  ['POST', '/mapping/v1/tasks/:id/retry', 'write'],
  ['GET', '/mapping/v1/campaigns/:campaignId/stream', 'read'],
  ['GET', '/mapping/v1/campaigns/:campaignId/tasks', 'read'],

  // Event outbox (issue 3): what was delivered downstream (or to the local log) and the dead letters
  ['GET', '/events/v1/deliveries', 'read'],
  ['GET', '/events/v1/deadLetters', 'read'],
  // Live records (issue 28 §3): every record change, to whoever may read records
  ['GET', '/events/v1/stream', 'read'],
  // Presence (issue 28 §3): who has a record open in edit; only editors send it
  ['PUT', '/events/v1/presence/:documentType/:id', 'write'],
  ['DELETE', '/events/v1/presence/:documentType/:id', 'write'],

  // Files: uploads need a token. The images themselves are shown by <img> tags, which send no
  // bearer header: they are public under server-made, unguessable names.
  ['POST', '/files/v1/images', 'write'],
  ['GET', '/files/v1/images/:name', 'public'],
  // Videos: the PUT of a signed upload URL carries its permission in its signature (spec 2 §7: the
  // browser sends the file to the URL it was given); the stored video is public like the images.
  ['PUT', '/files/v1/videos/:name', 'public'],
  ['GET', '/files/v1/videos/:name', 'public'],

  // The error-reporting tunnel: reports must get through before and after sign-in, and it forwards
  // only to the configured SENTRY_DSN's project, with a size cap (http/error-tunnel.ts).
  ['POST', '/errors/tunnel', 'public'],

  // Admin backend
  ['GET', '/adminBackend/legacy/v1/ontology/taxonomyNodes', 'read'],
  ['GET', '/adminBackend/legacy/v1/storyGroups', 'read'],
  ['GET', '/adminBackend/legacy/v1/filter/categories', 'read'],
  ['GET', '/adminBackend/legacy/v1/filter/chain/:chainId/categories', 'read'],
  ['POST', '/adminBackend/legacy/v1/filter/chain/:chainId/categories', 'write'],
  ['GET', '/adminBackend/legacy/v1/location/chains/:id/locations', 'read'],
  ['GET', '/adminBackend/v1/users', 'read'],
  ['GET', '/adminBackend/jobs/v1/jobs', 'read'],
  ['GET', '/adminBackend/jobs/v1/jobs/:id', 'read'],
  ['GET', '/adminBackend/jobs/v1/jobs/:id/tasks', 'read'],
  ['POST', '/adminBackend/topics/tooltip', 'read'],
  ['POST', '/adminBackend/v1/blink/upcInfo', 'read'],
  ['GET', '/adminBackend/failedBarcodes/topics/:id', 'read'],
  ['GET', '/adminBackend/video/upload/:id', 'write'],
  ['POST', '/adminBackend/sheets/v1/campaigns', 'write'],
  ['GET', '/adminBackend/sheets/v1/campaigns', 'read'],
  ['POST', '/adminBackend/sheets/v1/campaigns/:id/adsets/:adSetId/lookbooks', 'write'],

  // Saved views (issue 28 §1): any signed-in user manages their own; the handler lets only the owner
  // change or delete one (403) and shows another user's view only when it is shared.
  ['GET', '/view/v1/views', 'read'],
  ['POST', '/view/v1/views', 'write'],
  ['PUT', '/view/v1/views/:id', 'write'],
  ['DELETE', '/view/v1/views/:id', 'write'],

  // Other services of spec 1 §7
  ['GET', '/node/v1/definitions', 'read'],
  ['GET', '/trigger/management/api/v1/triggers', 'read'],
];

const router = new PatternRouter<Permission>();
for (const [method, pattern, permission] of ROUTE_TABLE) router.add(method, pattern, permission);

/**
 * The permission the table names for a call, or undefined when the call is not in the table.
 * `path` is relative to the API base; a trailing slash is ignored (the app is not strict about it).
 */
export function permissionFor(method: string, path: string): Permission | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const [matches] = router.match(m, normalised(path)) as unknown as [[Permission, unknown][]];
  return matches[0]?.[0];
}

/** A trailing slash is ignored (the app is not strict about it). */
const normalised = (path: string) => (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path);

const TABLE_METHODS = [...new Set(ROUTE_TABLE.map(([method]) => method))];

/**
 * The methods the table takes on a path (HEAD with GET), for the `Allow` header of a 405; empty
 * when the path is in no line of the table.
 */
export function allowedMethods(path: string): string[] {
  const allowed = TABLE_METHODS.filter((m) => (router.match(m, normalised(path)) as unknown as [unknown[]])[0].length > 0);
  return allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
}

/** Whether a user with these roles holds a permission; `public`, `read` and `write` need only a sign-in. */
export function rolesAllow(permission: Permission, roles: readonly string[]): boolean {
  if (permission === 'resend-event') return mayResendEvents(roles);
  if (permission === 'metrics') return mayReadMetrics(roles);
  return true;
}

export type Decision = { status: 200 } | { status: 403 | 404 } | { status: 405; allow: string[] };

/**
 * The middleware's decision for a signed-in caller (tests assert it directly): a path the table
 * knows, asked with a method it does not take, is a 405 naming the methods it takes.
 */
export function decide(method: string, path: string, roles: readonly string[]): Decision {
  const permission = permissionFor(method, path);
  if (!permission) {
    const allow = allowedMethods(path);
    return allow.length ? { status: 405, allow } : { status: 404 };
  }
  return rolesAllow(permission, roles) ? { status: 200 } : { status: 403 };
}
