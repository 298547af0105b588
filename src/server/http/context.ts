import type { Context } from 'hono';
import type { Logger } from '#server/log';
import type { GatewayMetrics } from '#server/metrics';
import type { Store } from '#server/store/db';
import type { OpenStreams } from './open-streams';

/** What every handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    store: Store;
    userId: string;
    roles: string[];
    /** X-Request-Id of this request (http/request-log.ts) */
    requestId: string;
    /** the gateway's log, with this request's id on every line */
    log: Logger;
    metrics: GatewayMetrics;
    /** the event streams open on this gateway, which a stop ends first */
    streams: OpenStreams;
    /** the request's text once read (http/body.ts rawBody) */
    rawBody?: string;
  };
}
export type AppContext = Context<AppEnv>;
