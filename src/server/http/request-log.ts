import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '#server/log';
import type { GatewayMetrics } from '#server/metrics';
import type { AppEnv } from './context';

/** A request id a caller (or a proxy in front) may send: kept when it is this plain, else one is made. */
const GOOD_REQUEST_ID = /^[\w.:@-]{1,128}$/;

/**
 * Every answer carries `X-Request-Id` (the caller's, or a new one), and every request is one log line
 * when it is answered: request id, user, method, route pattern, status, duration and bytes, and one
 * observation of the metrics' request histogram. The id is on `c.var.requestId` for error reports
 * (app.ts), and on every line of `c.var.log`.
 */
export function requestLog(logger: Logger, metrics: GatewayMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const requestId = sent && GOOD_REQUEST_ID.test(sent) ? sent : randomUUID();
    c.set('requestId', requestId);
    c.set('log', logger.child({ reqId: requestId }));
    c.set('metrics', metrics);
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    const counted = outgoing ? countBytes(outgoing) : undefined;
    // Set on the Node answer too: a handler that writes it itself (the bundled sign-in provider) has
    // sent it before next() returns, and a header set on c.res then would make Hono write it again.
    outgoing?.setHeader('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (c.res !== RESPONSE_ALREADY_SENT) c.header('X-Request-Id', requestId);
      const status = c.res.status;
      const route = c.req.routePath;
      const line = (ms: number) => ({
        reqId: requestId,
        userId: c.get('userId'),
        method: c.req.method,
        route,
        path: c.req.path,
        status,
        durationMs: Math.round(ms * 10) / 10,
        bytes: counted ? counted.bytes : Number(c.res.headers.get('content-length')) || undefined,
      });
      const write = () => {
        const ms = performance.now() - started;
        metrics.observeRequest(c.req.method, route, status, ms / 1000);
        if (status >= 500) logger.error(line(ms), 'request failed');
        else logger.info(line(ms), 'request');
      };
      // On Node, once the answer has gone, so its bytes are counted, streams included.
      if (outgoing) outgoing.once('close', write);
      else write();
    }
  };
}

/** Counts the body bytes written to a Node answer (the server writes it after the handlers). */
function countBytes(outgoing: HttpBindings['outgoing']): { bytes: number } {
  const counted = { bytes: 0 };
  const add = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string') counted.bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (chunk instanceof Uint8Array) counted.bytes += chunk.byteLength;
  };
  const write = outgoing.write.bind(outgoing);
  const end = outgoing.end.bind(outgoing);
  outgoing.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof outgoing.write;
  outgoing.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') add(chunk, rest[0]);
    return (end as (...a: unknown[]) => typeof outgoing)(chunk, ...rest);
  }) as typeof outgoing.end;
  return counted;
}
