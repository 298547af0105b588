/**
 * The three-way merge of a stale save (issue 24 §1): a form read a document (the base), someone else
 * saved it since (theirs, the current one a 412 answer carries) and the user edited it (yours).
 * "Overwrite with my changes" sends the current document with only the user's own changes applied,
 * so an edit someone else made to a field this user never touched is kept.
 *
 * Rules: objects merge field by field, recursively; any other value, an array included (line items,
 * constraints, story cards, tags), is one value: changed on one side, that side's is taken; changed
 * on both to different values, it is a conflict and the user's wins (the dialog says so). A field
 * missing on a side was removed there. Fields the gateway sets itself are not merged: the current
 * document's are kept and the gateway derives them again.
 */

/** Top-level fields the gateway sets itself (ids, versions, timestamps, a campaign's walletIds). */
export const GATEWAY_DERIVED_FIELDS: readonly string[] = ['id', 'version', 'created', 'modified', 'campaignId', 'adSetId', 'walletIds'];

/**
 * One field changed since the base: by the user ('yours'), by someone else ('theirs'), by both to the
 * same value ('same'), or by both differently ('conflict', where the user's value is merged).
 */
export interface MergeChange {
  path: readonly string[];
  side: 'yours' | 'theirs' | 'same' | 'conflict';
  base: unknown;
  theirs: unknown;
  yours: unknown;
}

export interface MergeResult<T> {
  merged: T;
  changes: MergeChange[];
}

type Plain = Record<string, unknown>;

const isPlain = (x: unknown): x is Plain => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Deep equality of JSON values; key order does not count, nor does a key holding undefined. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameValue(a[k], b[k]));
}

function mergeValue(path: string[], base: unknown, theirs: unknown, yours: unknown, changes: MergeChange[]): unknown {
  const change = (side: MergeChange['side']) => changes.push({ path, side, base, theirs, yours });
  const yoursChanged = !sameValue(yours, base);
  const theirsChanged = !sameValue(theirs, base);
  if (!yoursChanged) {
    if (theirsChanged) change('theirs');
    return theirs;
  }
  if (!theirsChanged) {
    change('yours');
    return yours;
  }
  // Both sides changed an object: its fields are merged one by one (a base that was no object has none).
  if (isPlain(theirs) && isPlain(yours)) return mergeFields(path, isPlain(base) ? base : {}, theirs, yours, changes);
  change(sameValue(yours, theirs) ? 'same' : 'conflict');
  return yours;
}

function mergeFields(path: string[], base: Plain, theirs: Plain, yours: Plain, changes: MergeChange[]): Plain {
  const merged: Plain = {};
  // theirs' field order first (the current document's), then the fields only the user added
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(yours), ...Object.keys(base)])) {
    const value = path.length === 0 && GATEWAY_DERIVED_FIELDS.includes(key) ? theirs[key] : mergeValue([...path, key], base[key], theirs[key], yours[key], changes);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** Merges the user's changes (base → yours) into the current document (theirs); lists every change. */
export function threeWayMerge<T>(base: T, theirs: T, yours: T): MergeResult<T> {
  const changes: MergeChange[] = [];
  // A document's changes are told field by field, also when only one side changed it (the stale dialog's
  // rows and 'changed Description' name fields, never the document as a whole).
  const fields = isPlain(base) && isPlain(theirs) && isPlain(yours);
  const merged = (fields ? mergeFields([], base, theirs, yours, changes) : mergeValue([], base, theirs, yours, changes)) as T;
  return { merged, changes };
}
