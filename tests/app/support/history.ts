import type { DocumentChangelog } from '#domain/changelog';
import { parseUtc } from '#domain/timestamp';
import { must } from '#server/errors';
import { changelogVersion } from '#server/store/schema';
import type { RealGateway } from './real-gateway';

export const ANA = 'ana.account@flightdeck.example';
export const BOB = 'bob.ops@flightdeck.example';

/** A gateway timestamp on 1 March 2026 at 17:mm UTC (9:mm am in Pacific time, as the screens show it). */
export const at = (minute: number) => `2026-03-01T17:${String(minute).padStart(2, '0')}:00Z[UTC]`;

/** A campaign renamed by Bob after Ana created it. */
export function campaignLog(id = '1000'): DocumentChangelog {
  const base = { id, created: at(0), modified: at(0), version: 1, campaignName: 'Spring Push', status: 'LIVE', tags: ['spring'] };
  return {
    id,
    documentType: 'Campaign',
    parentIds: [],
    versions: [
      { id: '1', created: at(0), userId: ANA, event: 'CREATE', content: base },
      { id: '2', created: at(5), userId: BOB, event: 'UPDATE', content: { ...base, modified: at(5), version: 2, campaignName: 'Spring Push Plus', tags: ['spring', 'plus'] } },
    ],
  };
}

/**
 * Stores a document's change history in the gateway's change history table, each version by its user
 * at its time, as their writes would have stored it: the gateway then answers it from there (its
 * change log, the change metadata search). Through the API every write is the one signed-in user's
 * (sign-in is off: 'local') and stamped now, so history by other people, or on a given day, is
 * stored here. The versions' own ids are not kept: answers the ids the store gave them, in order.
 */
export async function storeChangelog(gw: RealGateway, log: DocumentChangelog): Promise<string[]> {
  const rows = log.versions.map((v) => ({
    documentId: log.id,
    documentType: log.documentType,
    parentIds: log.parentIds,
    event: v.event ?? 'UPDATE',
    // named as the gateway names a version (repo/changelog.ts versionRow)
    name: String(v.content.campaignName ?? v.content.name ?? ''),
    userId: v.userId,
    created: must(parseUtc(v.created), `a gateway timestamp: ${v.created}`),
    content: v.content,
  }));
  const stored = await gw.store.tx((db) => db.insert(changelogVersion).values(rows).returning({ id: changelogVersion.id }));
  return stored.map((r) => String(r.id));
}
