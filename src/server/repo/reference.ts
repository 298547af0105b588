import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/store/db';
import { referenceItem } from '#server/store/schema';

/** Kinds of built-in reference data in reference_item (installed by store/reference-data.ts). */
export const REF = {
  ontologyNode: 'ontologyNode',
  storyGroup: 'storyGroup',
  targetingDefinition: 'targetingDefinition',
  filterCategory: 'filterCategory',
  job: 'job',
  jobTask: 'jobTask',
  /** what an upload's job works on (repo/jobs.ts); never listed */
  jobInput: 'jobInput',
  trigger: 'trigger',
  upcInfo: 'upcInfo',
  /** a signed video upload URL's video, once a PUT has claimed it (repo/video-uploads.ts) */
  videoUpload: 'videoUpload',
} as const;
export type RefKind = (typeof REF)[keyof typeof REF];

/** Every item of a kind, in its built-in order. */
export async function referenceItems<T = Record<string, unknown>>(db: Db, kind: RefKind): Promise<T[]> {
  const rows = await db.select({ body: referenceItem.body }).from(referenceItem).where(eq(referenceItem.kind, kind)).orderBy(asc(referenceItem.position), asc(referenceItem.id));
  return rows.map((r) => r.body as T);
}

export async function findReferenceItem<T = Record<string, unknown>>(db: Db, kind: RefKind, id: string): Promise<T | undefined> {
  const rows = await db.select({ body: referenceItem.body }).from(referenceItem).where(and(eq(referenceItem.kind, kind), eq(referenceItem.id, id))).limit(1);
  return rows[0]?.body as T | undefined;
}

/** The items of a kind with these ids, keyed by id. */
export async function referenceItemsById<T = Record<string, unknown>>(db: Db, kind: RefKind, ids: readonly string[]): Promise<Map<string, T>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: referenceItem.id, body: referenceItem.body })
    .from(referenceItem)
    .where(and(eq(referenceItem.kind, kind), inArray(referenceItem.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.body as T]));
}
