import type { Db } from '#server/store/db';
import { announceWork } from '#server/work-signal';
import { ChangeFeed } from './change-feed';

/** Wakes the mapping streams of a campaign when its tasks change (repo/change-feed.ts). */
export const mappingFeed = new ChangeFeed('mapping_change');

/** Called inside the transaction that recorded the change. */
export async function notifyMappingChange(db: Db, campaignId: string): Promise<void> {
  await mappingFeed.notify(db, campaignId);
  announceWork('mapping');
}
