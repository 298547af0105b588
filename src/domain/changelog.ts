import { ENTITY_LIST } from '#domain/entities';
import { OTT_LINK_LABELS, ottLinkOf } from './ad/own-the-trip';
import { isOneOf } from './lists';
import { parseUtc } from './timestamp';
import { CHANGE_SORT_KEYS, documentName, isRecord, type DocumentChangelog } from './changelog-document';

// What the changelog service answers, and the rules that need no diffing, live apart so that a
// screen reading a document's history does not load the diffing below.
export * from './changelog-document';

/**
 * Change history (spec 1 §2 'Change history', §3 'Changelog', §4 diffing, §9): what the changelog
 * service answers and the pure rules the portal reads it with. The table of a document's changes
 * is computed here by diffing consecutive versions' content snapshots field by field.
 */

/**
 * How history names each kind of document. A topic is a promoted product unless its content says it
 * is a retailer category (spec 3: entity types PromotedProduct and PromotedCategory); a change
 * without its content (a search entry) is named by its document type alone.
 */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(ENTITY_LIST.map((e) => [e.documentType, e.historyLabel]));
/** spec 3's nouns for the two kinds of topic. */
export const TOPIC_KIND_LABELS: Readonly<Record<string, string>> = { PromotedProduct: 'Promoted Product', PromotedCategory: 'Retailer Category' };

export function documentTypeLabel(type: string, content?: Record<string, unknown>): string {
  const kind = content?.['@type'];
  if (type === 'Topic' && typeof kind === 'string' && TOPIC_KIND_LABELS[kind]) return TOPIC_KIND_LABELS[kind];
  return DOCUMENT_TYPE_LABELS[type] ?? type;
}

/** A document's kind as its latest version shows it. */
export const documentLabel = (log: Pick<DocumentChangelog, 'documentType' | 'versions'>) => documentTypeLabel(log.documentType, log.versions.at(-1)?.content);

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

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Where a field sits: `key` tells it apart within a diff (a row's id), `label` is what the table shows. */
interface At {
  key: string;
  label: string;
}
const ROOT: At = { key: '', label: '' };
const fieldAt = (at: At, name: string): At => ({ key: at.key ? `${at.key}.${name}` : name, label: at.label ? `${at.label}.${name}` : name });
const entryAt = (at: At, key: string, label: string): At => ({ key: `${at.key}[${key}]`, label: `${at.label}[${label}]` });

function locationLeaves(at: At, ids: Record<string, unknown>, out: Map<string, Leaf>) {
  for (const [on, label] of [[false, BLACKLISTED_LOCATION_IDS], [true, WHITELISTED_LOCATION_IDS]] as const) {
    const chosen = Object.keys(ids).filter((k) => ids[k] === on).sort(byNumber);
    if (chosen.length) out.set(`${at.key}:${on ? 'whitelisted' : 'blacklisted'}`, { label, value: chosen.join(', ') });
  }
}

/** One entry of a list in two versions, either side absent when it was added or removed. */
interface EntryPair {
  before: unknown;
  after: unknown;
  key: string;
  label: string;
}

const typeOf = (x: unknown) => (isRecord(x) && typeof x['@type'] === 'string' && x['@type'] ? x['@type'] : undefined);
const idOf = (x: unknown) => (isRecord(x) && (typeof x.id === 'string' || typeof x.id === 'number') && x.id !== '' ? String(x.id) : undefined);
/** What tells two caps of one kind apart (spec 2 §9: a linked card caps per month, per week and per day). */
const periodOf = (x: unknown) => (isRecord(x) && typeof x.period === 'string' && x.period ? x.period : undefined);

const hasDistinctIds = (list: readonly unknown[]) => {
  const ids = list.map(idOf);
  return ids.every((id) => id !== undefined) && new Set(ids).size === ids.length;
};

/**
 * Typed entries (constraints: each a '@type') are paired by kind, so adding or removing one does
 * not shift the others. Two of a kind are paired by their period first, then in order; they are
 * named by kind alone when the kind is there once, else by kind and period (or ordinal).
 */
function pairTyped(before: readonly unknown[], after: readonly unknown[]): EntryPair[] {
  const kinds = [...new Set([...after, ...before].flatMap((x) => typeOf(x) ?? []))];
  return kinds.flatMap((kind) => {
    const was = before.filter((x) => typeOf(x) === kind);
    const is = after.filter((x) => typeOf(x) === kind);
    const partner = new Map<number, number>();
    const used = new Set<number>();
    const match = (i: number, same: (y: unknown) => boolean) => {
      const j = was.findIndex((y, j) => !used.has(j) && same(y));
      if (j >= 0) {
        partner.set(i, j);
        used.add(j);
      }
    };
    is.forEach((x, i) => periodOf(x) !== undefined && match(i, (y) => periodOf(y) === periodOf(x)));
    is.forEach((_, i) => !partner.has(i) && match(i, () => true));
    const pairs: [unknown, unknown][] = [
      ...is.map((x, i): [unknown, unknown] => {
        const j = partner.get(i);
        return [j === undefined ? undefined : was[j], x];
      }),
      ...was.filter((_, j) => !used.has(j)).map((y): [unknown, unknown] => [y, undefined]),
    ];
    const periods = pairs.map(([b, a]) => periodOf(a ?? b));
    const byPeriod = periods.every((p) => p !== undefined) && new Set(periods).size === periods.length;
    return pairs.map(([b, a], n) => {
      const name = pairs.length === 1 ? kind : byPeriod ? `${kind} per ${periods[n]}` : `${kind} ${n + 1}`;
      return { before: b, after: a, key: name, label: name };
    });
  });
}

/**
 * Entries with ids (order line items) are paired and named by id: a place would name a removed
 * entry and the one that moved into its place alike.
 */
function pairById(before: readonly unknown[], after: readonly unknown[]): EntryPair[] {
  const afterIds = new Set(after.map(idOf));
  const named = (b: unknown, a: unknown): EntryPair => ({ before: b, after: a, key: `id ${idOf(a ?? b)}`, label: `id ${idOf(a ?? b)}` });
  return [...after.map((a) => named(before.find((b) => idOf(b) === idOf(a)), a)), ...before.filter((b) => !afterIds.has(idOf(b))).map((b) => named(b, undefined))];
}

function pairEntries(before: readonly unknown[], after: readonly unknown[]): EntryPair[] {
  if ([...before, ...after].every((x) => typeOf(x) !== undefined)) return pairTyped(before, after);
  if (hasDistinctIds(before) && hasDistinctIds(after)) return pairById(before, after);
  return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => ({ before: before[i], after: after[i], key: String(i), label: String(i) }));
}

/** The two sides of a walk, before (0) and after (1), as indexes of its pairs. */
const SIDES = [0, 1] as const;

type Shape = 'empty' | 'value' | 'values' | 'list' | 'record';
function shapeOf(v: unknown): Shape {
  if (v === null || v === undefined || v === '') return 'empty';
  if (Array.isArray(v)) return v.length === 0 ? 'empty' : v.every(isScalar) ? 'values' : 'list';
  return isRecord(v) ? 'record' : 'value';
}

/**
 * Two snapshots as field → text, walked together so that list entries are paired by what they are
 * (see pairEntries) and a field has the same key on both sides. Empty values (null, '', [], {})
 * make no field, so a field that is cleared and one that is removed read the same. Lists of plain
 * values are one field.
 */
function walk(before: unknown, after: unknown, at: At, out: [Map<string, Leaf>, Map<string, Leaf>]): void {
  const shapes = [shapeOf(before), shapeOf(after)] as const;
  if (shapes[0] !== 'empty' && shapes[1] !== 'empty' && shapes[0] !== shapes[1]) {
    walk(before, undefined, at, out);
    walk(undefined, after, at, out);
    return;
  }
  const sides = [before, after] as const;
  switch (shapes[1] === 'empty' ? shapes[0] : shapes[1]) {
    case 'empty':
      return;
    case 'value':
    case 'values':
      SIDES.forEach((i) => {
        const v = sides[i];
        if (shapes[i] !== 'empty') out[i].set(at.key, { label: at.label, value: Array.isArray(v) ? v.map(String).join(', ') : String(v) });
      });
      return;
    case 'list': {
      const list = (v: unknown) => (Array.isArray(v) ? v : []);
      for (const pair of pairEntries(list(before), list(after))) walk(pair.before, pair.after, entryAt(at, pair.key, pair.label), out);
      return;
    }
    case 'record': {
      const record = (v: unknown) => (isRecord(v) ? v : {});
      const [b, a] = [record(before), record(after)];
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (IGNORED_ANYWHERE.has(key) || (at.key === '' && IGNORED_AT_TOP.has(key))) continue;
        const field = fieldAt(at, key);
        if (key === 'locationIds' && (isRecord(b[key]) || isRecord(a[key]))) {
          SIDES.forEach((i) => {
            const ids = [b[key], a[key]][i];
            if (isRecord(ids)) locationLeaves(field, ids, out[i]);
            else walk(i ? undefined : ids, i ? ids : undefined, field, out);
          });
        } else walk(b[key], a[key], field, out);
      }
    }
  }
}

/** Two consecutive snapshots as field → text, their list entries paired by identity rather than place. */
export function diffableLeaves(before: unknown, after: unknown): [Map<string, Leaf>, Map<string, Leaf>] {
  const out: [Map<string, Leaf>, Map<string, Leaf>] = [new Map(), new Map()];
  walk(before, after, ROOT, out);
  return out;
}

/** A snapshot as field → text (its fields as a first version lists them). */
export const flattenContent = (content: unknown): Map<string, Leaf> => diffableLeaves(undefined, content)[1];

const statusOf = (event: string | undefined, first: boolean): ChangeStatus =>
  event === 'DELETE' ? 'delete' : first && event !== 'UPDATE' ? 'create' : 'update';

/** The field name of the one row a deletion makes (its snapshot is the document as it was). */
export const DELETED_DOCUMENT_FIELD = 'Document';

/**
 * The changelog table of one document (spec 1 §4): each version against the one before it, field by
 * field, list entries paired by identity (a constraint by its kind, a line item by its id) rather
 * than by place; the first version lists what the document was created with; a deletion is one row.
 * Newest version first; within a version, fields in the snapshot's order. `prefix` names the
 * document's fields when several documents share one table (a walk-in chain).
 */
export function changeRows(log: Pick<DocumentChangelog, 'id' | 'versions'>, prefix = ''): ChangeRow[] {
  const rows: ChangeRow[][] = [];
  let previous: unknown;
  log.versions.forEach((version, i) => {
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
      const [before, after] = diffableLeaves(previous, version.content);
      for (const [key, leaf] of after) {
        const old = before.get(key);
        if (old?.value !== leaf.value) changed.push(row(key, leaf.label, leaf.value, old?.value ?? ''));
      }
      for (const [key, leaf] of before) if (!after.has(key)) changed.push(row(key, leaf.label, '', leaf.value));
    }
    rows.push(changed);
    previous = version.content;
  });
  return rows.reverse().flat();
}

/**
 * A chained ad in its walk-in's table: its place in the Own-The-Trip chain ('Walk-in Promo: Nearby Tab
 * Banner'), as the chain's ads all carry the walk-in's name; else its own name.
 */
function chainedAdTitle(log: DocumentChangelog): string {
  const format = log.versions.at(-1)?.content?.format;
  const link = isRecord(format) ? ottLinkOf(format) : undefined;
  return link ? OTT_LINK_LABELS[link] : documentName(log) || `Ad ${log.id}`;
}

/** The rows of a document and the ads chained after it; chained ads' fields say which ad they are. */
export function chainRows(logs: readonly DocumentChangelog[]): ChangeRow[] {
  const all = logs.flatMap((log, i) => changeRows(log, i === 0 ? '' : `${chainedAdTitle(log)} › `));
  // Newest first across the chain; a stable sort keeps each version's fields in order.
  return all.sort((a, b) => timeOf(b.date) - timeOf(a.date));
}

const timeOf = (utc: string) => parseUtc(utc)?.getTime() ?? 0;


/** The table's sort ('key' ascending, '-key' descending, none keeps the newest-first order). */
export function sortChangeRows(rows: readonly ChangeRow[], sort: string | undefined): ChangeRow[] {
  const key = sort?.replace(/^-/, '');
  if (!sort || !isOneOf(CHANGE_SORT_KEYS, key)) return [...rows];
  const sign = sort.startsWith('-') ? -1 : 1;
  const compare = key === 'date' ? (a: ChangeRow, b: ChangeRow) => timeOf(a.date) - timeOf(b.date) : (a: ChangeRow, b: ChangeRow) => byNumber(a[key], b[key]);
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** spec 1 §2 'Search user': rows whose user holds the term, any case. */
export function filterByUser(rows: readonly ChangeRow[], term: string): ChangeRow[] {
  const t = term.trim().toLowerCase();
  return t ? rows.filter((r) => r.user.toLowerCase().includes(t)) : [...rows];
}
