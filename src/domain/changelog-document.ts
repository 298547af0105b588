/**
 * What the changelog service answers (spec 1 §3 'Changelog', §9) and the small rules read without
 * diffing: a document's name and the next ad of a walk-in chain. The diffing is in changelog.ts.
 */

/** spec 1 §9: the change metadata search asks for 20 entries a page. */
export const CHANGE_METADATA_LIMIT = 20;
/** spec 1 §2, §9: the search's default range is the last 7 days up to today. */
export const DEFAULT_HISTORY_DAYS = 7;
/** The columns a document's change table sorts by (spec 1 §2: Field name, Status, Updated value, User, Date). */
export const CHANGE_SORT_KEYS = ['fieldName', 'status', 'updatedValue', 'user', 'date'] as const;
export type ChangeSortKey = (typeof CHANGE_SORT_KEYS)[number];
/** A walk-in chain is a handful of ads (spec 2: banner, optional video, store details); a longer one is a loop. */
export const MAX_CHAIN_LINKS = 10;

/** One stored version of a document: GET /changelog/v1/changelog/{id} `versions[]`. */
export interface ChangelogVersion {
  id: string;
  created: string;
  userId: string;
  /** CREATE, UPDATE or DELETE: the write that stored this version. */
  event?: string;
  content: Record<string, unknown>;
}

/** GET /changelog/v1/changelog/{id}: a document's versions, oldest first. */
export interface DocumentChangelog {
  id: string;
  documentType: string;
  parentIds: string[];
  versions: ChangelogVersion[];
}

/** An entry of GET /changelog/v1/change/metadata: one version of one document. */
export interface ChangeMetadata {
  id: string;
  changedDocumentId: string;
  documentType: string;
  parentIds: string[];
  name: string;
  event: string;
  userId: string;
  changeTime: string;
  /** the content's '@type' where it has one: a topic's kind (PromotedProduct or PromotedCategory) */
  contentType?: string;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const latest = (log: DocumentChangelog) => log.versions.at(-1)?.content;

/** spec 1 §3: a document's content may name it by campaignName or name. */
export function documentName(log: DocumentChangelog): string {
  const content = latest(log);
  return String(content?.campaignName ?? content?.name ?? '');
}

/** spec 1 §4: a walk-in ad's changelog follows its chain of next-ad ids; this is the next link. */
export function nextChainedAdId(log: DocumentChangelog): string | undefined {
  const next = latest(log)?.nextAdId;
  return typeof next === 'string' && next ? next : undefined;
}

export function isWalkInAd(log: DocumentChangelog): boolean {
  const format = latest(log)?.format;
  return log.documentType === 'Ad' && isRecord(format) && format['@type'] === 'WalkInFormat';
}

