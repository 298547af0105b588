import { sql } from 'drizzle-orm';
import type { Db } from '#server/store/db';
import { chainLocation } from '#server/store/schema';

/** A store of a chain, as GET /adminBackend/legacy/v1/location/chains/{id}/locations lists it. */
export interface ChainLocation {
  id: string;
  chain_id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/** Adds or replaces locations of a chain (used by the demo seed and tests; locations come from an import job). */
export async function putChainLocations(db: Db, locations: readonly ChainLocation[]): Promise<void> {
  if (locations.length === 0) return;
  await db
    .insert(chainLocation)
    .values(locations.map((l) => ({ id: l.id, chainId: l.chain_id, body: { ...l } as Record<string, unknown> })))
    .onConflictDoUpdate({ target: chainLocation.id, set: { chainId: sql`excluded.chain_id`, body: sql`excluded.body` } });
}
