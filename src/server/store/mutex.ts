import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A FIFO async mutex: PGlite is one connection, so the gateway runs one unit of work at a time.
 * A unit of work that asks for the store again would wait for itself forever: that is refused.
 */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  #inside = new AsyncLocalStorage<true>();

  run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#inside.getStore()) {
      return Promise.reject(new Error('Nested store access: pass the db or tx you were given instead of calling store.read/tx again'));
    }
    const guarded = () => this.#inside.run(true, fn);
    const result = this.#tail.then(guarded, guarded);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
