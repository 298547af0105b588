/** How long the store may take (PostgreSQL; README's STORE_* variables): beyond, a call answers 503 'The store did not answer in time' (app.ts). */
export interface StoreTimeouts {
  /** to open a connection, or to wait for a free one in the pool */
  connectMs: number;
  /** one statement (the server cancels it; the client gives up a second later, e.g. on a stalled network) */
  statementMs: number;
  /** a transaction left idle this long is ended by the server */
  idleInTransactionMs: number;
}

export const DEFAULT_STORE_TIMEOUTS: StoreTimeouts = { connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 15_000 };
