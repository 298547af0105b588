import { Hono } from 'hono';
import { checkDeclaredLength, readLimited } from '#server/files/storage';
import type { AppEnv } from './context';
import { HttpError } from '#server/errors';

/** `POST /flightdeck/services/errors/tunnel`: the portal's error reports go through the gateway. */
export const ERROR_TUNNEL_PATH = '/errors/tunnel';
/** A browser's event envelope is a few kilobytes; anything this large is not one. */
export const MAX_ENVELOPE_BYTES = 200 * 1024;

interface Dsn {
  protocol: string;
  host: string;
  /** the path before the project id, usually empty */
  path: string;
  projectId: string;
}

/** `{protocol}://{publicKey}@{host}{path}/{projectId}`, or undefined when it is not a DSN. */
export function parseDsn(text: unknown): Dsn | undefined {
  if (typeof text !== 'string' || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (!/^https?:$/.test(url.protocol) || !url.username) return undefined;
  const m = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!m) return undefined;
  return { protocol: url.protocol, host: url.host.toLowerCase(), path: m[1]!, projectId: m[2]! };
}

const sameProject = (a: Dsn, b: Dsn) => a.protocol === b.protocol && a.host === b.host && a.path === b.path && a.projectId === b.projectId;

/**
 * Forwards a Sentry envelope to the project of the configured `SENTRY_DSN` and nowhere else: the
 * envelope's header names its DSN, and one of another host or project is refused (400), so the
 * gateway is no open relay. 404 when no DSN is configured; 413 past the size cap.
 */
export function errorTunnelRoutes(sentryDsn: string | undefined) {
  const routes = new Hono<AppEnv>({ strict: false });
  const configured = parseDsn(sentryDsn);
  routes.post('/', async (c) => {
    if (!configured) throw new HttpError(404, 'Error reporting is not configured on this gateway (SENTRY_DSN is unset)');
    const message = `An error report is at most ${MAX_ENVELOPE_BYTES / 1024} KB`;
    checkDeclaredLength(c.req.header('content-length'), MAX_ENVELOPE_BYTES, message);
    const body = await readLimited(c.req.raw.body, MAX_ENVELOPE_BYTES, message);
    const firstLine = body.subarray(0, Math.max(0, body.indexOf(0x0a)) || body.length).toString('utf8');
    let header: { dsn?: unknown } | undefined;
    try {
      header = JSON.parse(firstLine) as { dsn?: unknown };
    } catch {
      /* not an envelope */
    }
    const dsn = parseDsn(header?.dsn);
    if (!dsn) throw new HttpError(400, 'Not an error report envelope: its first line must be a JSON header with a dsn');
    if (!sameProject(dsn, configured)) throw new HttpError(400, 'This gateway forwards error reports to its own project only');
    const target = `${configured.protocol}//${configured.host}${configured.path}/api/${configured.projectId}/envelope/`;
    let upstream: Response;
    try {
      upstream = await fetch(target, { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': 'application/x-sentry-envelope' }, signal: AbortSignal.timeout(10_000), redirect: 'manual' });
    } catch {
      throw new HttpError(502, 'The error-reporting service could not be reached');
    }
    const text = await upstream.text();
    // The service's answer (its event id, or a rate limit) goes back as it came.
    for (const name of ['retry-after', 'x-sentry-rate-limits']) {
      const value = upstream.headers.get(name);
      if (value) c.header(name, value);
    }
    return c.body(text, upstream.status as 200, { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' });
  });
  return routes;
}
