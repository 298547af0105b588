import { sql } from 'drizzle-orm';
import type { Store } from '#server/store/db';
import { messageOf } from '#server/errors';

/** Why the store is not fit to serve (it failed, or did not answer `select 1` within `withinMs`), or undefined when it answered. */
export async function storeProblem(store: Store, withinMs: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`The store did not answer within ${withinMs} ms`), withinMs);
  });
  const answered = store.read((db) => db.execute(sql`select 1`)).then(
    () => undefined,
    (error: unknown) => `The store failed: ${String(messageOf(error))}`,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
