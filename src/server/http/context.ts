import type { Context } from 'hono';
import type { Store } from '../store/db';

/** What every handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    store: Store;
    userId: string;
    roles: string[];
    /** X-Request-Id of this request (http/request-log.ts) */
    requestId: string;
  };
}
export type AppContext = Context<AppEnv>;
