import { parseUtc } from './timestamp';

/**
 * Change history (spec 1 §2 'Change history', §3 'Changelog', §4 diffing, §9): what the changelog
 * service answers and the pure rules the portal reads it with. The table of a document's changes
 * is computed here by diffing consecutive versions' content snapshots field by field.
 */

/** spec 1 §9: the change metadata search asks for 20 entries a page. */
export const CHANGE_METADATA_LIMIT = 20;
/** spec 1 §2, §9: the search's default range is the last 7 days up to today. */
export const DEFAULT_HISTORY_DAYS = 7;
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
}

/** How the changelog table names each kind of document. */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  Campaign: 'Campaign',
  AdSet: 'Ad Set',
  Ad: 'Ad',
  Topic: 'Topic',
  InsertionOrder: 'Insertion Order',
  Company: 'Company',
  Chain: 'Chain',
};
export const documentTypeLabel = (type: string) => DOCUMENT_TYPE_LABELS[type] ?? type;

export type ChangeStatus = 'create' | 'update' | 'delete';

/** One row of the changelog table: a field of a version that differs from the version before. */
export interface ChangeRow {
  id: string;
  versionId: string;
  fieldName: string;
  status: ChangeStatus;
  updatedValue: string;
  /** What the field held before this version ('' when it was empty or absent). */
  previousValue: string;
  user: string;
  date: string;
}

/** spec 1 §4: these never make a row, wherever they sit. */
const IGNORED_ANYWHERE = new Set(['modified', 'created', 'id', '@type']);
/** The gateway's own concurrency counter changes with every write, so it would add a row to each. */
const IGNORED_AT_TOP = new Set(['version']);

/** spec 1 §4: location ids set to false are labelled so; the true ones are the whitelist (§3). */
export const BLACKLISTED_LOCATION_IDS = 'Blacklisted Location Ids';
export const WHITELISTED_LOCATION_IDS = 'Whitelisted Location Ids';

interface Leaf {
  label: string;
  value: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function locationLeaves(path: string, ids: Record<string, unknown>, out: Map<string, Leaf>) {
  for (const [on, label] of [[false, BLACKLISTED_LOCATION_IDS], [true, WHITELISTED_LOCATION_IDS]] as const) {
    const chosen = Object.keys(ids).filter((k) => ids[k] === on).sort(byNumber);
    if (chosen.length) out.set(`${path}:${on ? 'whitelisted' : 'blacklisted'}`, { label, value: chosen.join(', ') });
  }
}

/**
 * A snapshot as field path → text. Empty values (null, '', [], {}) make no field, so a field that
 * is cleared and one that is removed read the same. Lists of plain values are one field.
 */
export function flattenContent(content: unknown, path = '', out = new Map<string, Leaf>()): Map<string, Leaf> {
  if (content === null || content === undefined || content === '') return out;
  if (Array.isArray(content)) {
    if (content.every(isScalar)) {
      if (content.length) out.set(path, { label: path, value: content.map(String).join(', ') });
    } else content.forEach((item, i) => flattenContent(item, `${path}[${i}]`, out));
    return out;
  }
  if (isRecord(content)) {
    for (const [key, value] of Object.entries(content)) {
      if (IGNORED_ANYWHERE.has(key) || (path === '' && IGNORED_AT_TOP.has(key))) continue;
      const at = path ? `${path}.${key}` : key;
      if (key === 'locationIds' && isRecord(value)) locationLeaves(at, value, out);
      else flattenContent(value, at, out);
    }
    return out;
  }
  out.set(path, { label: path, value: String(content) });
  return out;
}

const statusOf = (event: string | undefined, first: boolean): ChangeStatus =>
  event === 'DELETE' ? 'delete' : first && event !== 'UPDATE' ? 'create' : 'update';

/** The field name of the one row a deletion makes (its snapshot is the document as it was). */
export const DELETED_DOCUMENT_FIELD = 'Document';

/**
 * The changelog table of one document (spec 1 §4): each version against the one before it, field by
 * field; the first version lists what the document was created with; a deletion is one row.
 * Newest version first; within a version, fields in the snapshot's order. `prefix` names the
 * document's fields when several documents share one table (a walk-in chain).
 */
export function changeRows(log: Pick<DocumentChangelog, 'id' | 'versions'>, prefix = ''): ChangeRow[] {
  const rows: ChangeRow[][] = [];
  let before = new Map<string, Leaf>();
  log.versions.forEach((version, i) => {
    const after = flattenContent(version.content);
    const status = statusOf(version.event, i === 0);
    const row = (key: string, fieldName: string, updatedValue: string, previousValue: string): ChangeRow => ({
      id: `${log.id}:${version.id}:${key}`,
      versionId: version.id,
      fieldName: `${prefix}${fieldName}`,
      status,
      updatedValue,
      previousValue,
      user: version.userId,
      date: version.created,
    });
    const changed: ChangeRow[] = [];
    if (status === 'delete') changed.push(row('', DELETED_DOCUMENT_FIELD, '', ''));
    else {
      for (const [key, leaf] of after) {
        const old = before.get(key);
        if (old?.value !== leaf.value) changed.push(row(key, leaf.label, leaf.value, old?.value ?? ''));
      }
      for (const [key, leaf] of before) if (!after.has(key)) changed.push(row(key, leaf.label, '', leaf.value));
    }
    rows.push(changed);
    before = after;
  });
  return rows.reverse().flat();
}

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

/** The rows of a document and the ads chained after it; chained ads' fields carry their ad's name. */
export function chainRows(logs: readonly DocumentChangelog[]): ChangeRow[] {
  const all = logs.flatMap((log, i) => changeRows(log, i === 0 ? '' : `${documentName(log) || `Ad ${log.id}`} › `));
  // Newest first across the chain; a stable sort keeps each version's fields in order.
  return all.sort((a, b) => timeOf(b.date) - timeOf(a.date));
}

const timeOf = (utc: string) => parseUtc(utc)?.getTime() ?? 0;

export const CHANGE_SORT_KEYS = ['fieldName', 'status', 'updatedValue', 'user', 'date'] as const;
export type ChangeSortKey = (typeof CHANGE_SORT_KEYS)[number];

/** The table's sort ('key' ascending, '-key' descending, none keeps the newest-first order). */
export function sortChangeRows(rows: readonly ChangeRow[], sort: string | undefined): ChangeRow[] {
  const key = sort?.replace(/^-/, '') as ChangeSortKey | undefined;
  if (!key || !CHANGE_SORT_KEYS.includes(key)) return [...rows];
  const sign = sort!.startsWith('-') ? -1 : 1;
  const compare = key === 'date' ? (a: ChangeRow, b: ChangeRow) => timeOf(a.date) - timeOf(b.date) : (a: ChangeRow, b: ChangeRow) => byNumber(a[key], b[key]);
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** spec 1 §2 'Search user': rows whose user holds the term, any case. */
export function filterByUser(rows: readonly ChangeRow[], term: string): ChangeRow[] {
  const t = term.trim().toLowerCase();
  return t ? rows.filter((r) => r.user.toLowerCase().includes(t)) : [...rows];
}
