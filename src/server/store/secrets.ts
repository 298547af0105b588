import { eq } from 'drizzle-orm';
import type { Store } from './db';
import { gatewaySecret } from './schema';

/**
 * A secret every gateway on this store shares, made by `make` the first time: gateways asking at
 * once each try to insert theirs, one insert wins, and all read the winner's. Kept in the store, not
 * in one gateway's DATA_DIR, so a URL signed or a token issued by one gateway holds on the others.
 */
export async function sharedSecret<T>(store: Store, name: string, make: () => T): Promise<T> {
  const read = () => store.read((db) => db.select({ value: gatewaySecret.value }).from(gatewaySecret).where(eq(gatewaySecret.name, name)));
  const [stored] = await read();
  if (stored) return stored.value as T;
  await store.tx((tx) => tx.insert(gatewaySecret).values({ name, value: make() as object }).onConflictDoNothing());
  return (await read())[0]!.value as T;
}
