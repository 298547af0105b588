import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { formatUtc } from '#domain/timestamp';
import type { Db } from '#server/store/db';
import { changelogVersion } from '#server/store/schema';
import type { Actor, Body, Collection, StoredDocument } from './document-types';
import { announceRecordChanges } from './record-changes';
import { must } from '#server/errors';

export type ChangeEvent = 'CREATE' | 'UPDATE' | 'DELETE';

/**
 * The actor of a write: `userId` now, under a new change set (issue 28 §2), so that every version the
 * write stores, however many documents it touches, can be reverted together. Taken in the write's
 * transaction; a write that stores nothing leaves its number unused.
 */
export async function openChangeSet(db: Db, userId: string): Promise<Actor> {
  const result = (await db.execute(sql`select nextval('change_set_id_seq')::text as id`)) as unknown as { rows: { id: string }[] };
  return { userId, now: new Date(), changeSetId: must(result.rows[0], 'nextval answers a row').id };
}

/** The change history row of one version of a document. */
export function versionRow<T extends Body>(coll: Collection<T>, doc: StoredDocument<T>, event: ChangeEvent, actor: Actor): typeof changelogVersion.$inferInsert {
  return {
    documentId: doc.id,
    documentType: coll.documentType,
    parentIds: coll.parentIds(doc),
    event,
    name: String(doc.campaignName ?? doc.name ?? ''),
    userId: actor.userId,
    created: actor.now,
    content: doc,
    changeSetId: Number(actor.changeSetId),
  };
}

/** Stores a version of a document in the same transaction as the write that made it. */
export async function recordVersion<T extends Body>(db: Db, coll: Collection<T>, doc: StoredDocument<T>, event: ChangeEvent, actor: Actor): Promise<void> {
  await db.insert(changelogVersion).values(versionRow(coll, doc, event, actor));
  await announceRecordChanges(db);
}

export type VersionRow = typeof changelogVersion.$inferSelect;

const cv = changelogVersion;

/** The versions a change set stored, oldest first (none: no such set). */
export const changeSetVersions = (db: Db, changeSetId: string) => db.select().from(cv).where(eq(cv.changeSetId, Number(changeSetId))).orderBy(asc(cv.id));

/** The newest version of each of these documents. */
export const latestVersions = (db: Db, documentIds: readonly string[]) =>
  db.selectDistinctOn([cv.documentId]).from(cv).where(inArray(cv.documentId, [...documentIds])).orderBy(cv.documentId, desc(cv.id));

/** For each document a change set touched, its version just before the set: none for a document the set created. */
export const versionsBefore = (db: Db, changeSetId: string, documentIds: readonly string[]) =>
  db
    .selectDistinctOn([cv.documentId])
    .from(cv)
    .where(
      and(
        inArray(cv.documentId, [...documentIds]),
        ne(cv.changeSetId, Number(changeSetId)),
        sql`${cv.id} < (select min(f.id) from changelog_version f where f.change_set_id = ${Number(changeSetId)} and f.document_id = ${cv.documentId})`,
      ),
    )
    .orderBy(cv.documentId, desc(cv.id));

const toVersion = (r: VersionRow) => ({ id: String(r.id), created: formatUtc(r.created), userId: r.userId, event: r.event, changeSetId: String(r.changeSetId), content: r.content });

/** The change log of one document: its type, parents and every version, oldest first. */
export async function getChangelog(db: Db, documentId: string) {
  const rows = await db.select().from(changelogVersion).where(eq(changelogVersion.documentId, documentId)).orderBy(asc(changelogVersion.id)).limit(10_000);
  if (rows.length === 0) return undefined;
  const last = must(rows.at(-1), `Document ${documentId} has versions`);
  return { id: documentId, documentType: last.documentType, parentIds: last.parentIds, versions: rows.map(toVersion) };
}

export interface MetadataQuery {
  userId?: string;
  minDate?: Date;
  maxDate?: Date;
}

export function metadataWhere(q: MetadataQuery) {
  return and(
    q.userId ? eq(changelogVersion.userId, q.userId) : undefined,
    q.minDate ? gte(changelogVersion.created, q.minDate) : undefined,
    q.maxDate ? lte(changelogVersion.created, q.maxDate) : undefined,
  );
}

export function toMetadata(r: VersionRow) {
  return {
    id: String(r.id),
    changedDocumentId: r.documentId,
    documentType: r.documentType,
    parentIds: r.parentIds,
    name: r.name,
    event: r.event,
    userId: r.userId,
    changeTime: formatUtc(r.created),
    changeSetId: String(r.changeSetId),
    // a topic's kind, so that history names it without reading its versions
    ...(typeof r.content?.['@type'] === 'string' ? { contentType: r.content['@type'] } : {}),
  };
}

