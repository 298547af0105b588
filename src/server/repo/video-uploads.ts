import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/store/db';
import { referenceItem } from '#server/store/schema';
import { REF } from './reference';

/**
 * A signed video upload URL is used once, on whichever gateway sharing the store the PUT reaches:
 * the claim is a row keyed by the video's name. Claims the name; false when a PUT already has.
 */
export async function claimVideoUpload(db: Db, name: string): Promise<boolean> {
  const claimed = await db
    .insert(referenceItem)
    .values({ kind: REF.videoUpload, id: name, position: 0, body: { claimed: new Date().toISOString() } })
    .onConflictDoNothing()
    .returning({ id: referenceItem.id });
  return claimed.length > 0;
}

/** Gives a refused or failed upload's URL back for another try. */
export async function releaseVideoUpload(db: Db, name: string): Promise<void> {
  await db.delete(referenceItem).where(and(eq(referenceItem.kind, REF.videoUpload), eq(referenceItem.id, name)));
}
