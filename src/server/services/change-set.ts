import { CHANGE_SET_MESSAGES, type RevertAnswer, type RevertedDocument } from '#domain/change-set';
import { formatUtc } from '#domain/timestamp';
import type { FieldError } from '#domain/validation';
import { changeSetVersions, latestVersions, versionsBefore, type VersionRow } from '#server/repo/changelog';
import { writeDocuments, type DocumentUpdate } from '#server/repo/bulk-write';
import { deleteDocument, getDocuments, restoreDocument, sameContent, type WriteOutcome } from '#server/repo/documents';
import { withoutServerFields } from '#server/repo/server-fields';
import type { Actor, Body, StoredDocument } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { HttpError, must, notFound } from '#server/errors';
import { documentKind, type DocumentKind, kindRank, type Memo } from './document-kinds';

/**
 * Reverting a change set (issue 28 §2, docs/decisions/023-change-sets.md): every document the set
 * touched goes back to its version just before the set, as one new change set, all or nothing.
 * An update is undone by writing the old values as a new version, a create by deleting (refused
 * while others use it, as deletes are), a delete by restoring the document as a new version. Each
 * is an ordinary write: its change history entry and its downstream event are those of any write.
 */

/** A problem of one document of the set: `fieldName` is its id, then the field (`1234.constraints`). */
export type RevertError = FieldError & { id: string; documentType: string };

/** One document of the set: its last version in the set and the one before the set (none if the set created it). */
interface Touched {
  last: VersionRow;
  before?: VersionRow;
  kind?: DocumentKind;
}

const errorOf = (t: Touched, problem: FieldError): RevertError => ({
  fieldName: problem.fieldName ? `${t.last.documentId}.${problem.fieldName}` : t.last.documentId,
  message: problem.message,
  id: t.last.documentId,
  documentType: t.last.documentType,
});

const labelOf = (t: Touched) => t.kind?.coll.label ?? t.last.documentType;

function refusal(status: number, errors: RevertError[], reason: string): HttpError {
  const records = new Set(errors.map((e) => e.id)).size;
  const first = errors.slice(0, 3).map((e) => e.message).join('; ');
  return new HttpError(status, `${CHANGE_SET_MESSAGES.refused(records, reason)}. ${first}${errors.length > 3 ? '; …' : ''}`, errors);
}

/** The documents of the set, each with its last version in it and the version before it. */
async function touchedBy(db: Db, changeSetId: string): Promise<Touched[]> {
  const versions = await changeSetVersions(db, changeSetId);
  if (versions.length === 0) throw notFound('Change set', changeSetId);
  const last = new Map<string, VersionRow>();
  for (const version of versions) last.set(version.documentId, version);
  const ids = [...last.keys()];
  const before = new Map((await versionsBefore(db, changeSetId, ids)).map((r) => [r.documentId, r]));
  return [...last.values()].map((row) => ({ last: row, before: before.get(row.documentId), kind: documentKind(row.documentType) }));
}

/** 409 when any document was changed after the set (its newest version is not the set's), naming each. */
async function refuseChangedSince(db: Db, touched: readonly Touched[]): Promise<void> {
  const latest = new Map((await latestVersions(db, touched.map((t) => t.last.documentId))).map((r) => [r.documentId, r]));
  const changed = touched.flatMap((t) => {
    const newest = must(latest.get(t.last.documentId), `Document ${t.last.documentId} has no newest version`);
    if (newest.id === t.last.id) return [];
    return [errorOf(t, { fieldName: '', message: CHANGE_SET_MESSAGES.changedSince(labelOf(t), t.last.documentId, newest.userId, formatUtc(newest.created)) })];
  });
  if (changed.length) throw refusal(409, changed, 'changed since');
}

const existed = (version: VersionRow | undefined): version is VersionRow => Boolean(version && version.event !== 'DELETE');

/** The stored document a version's snapshot describes. */
const asStored = (version: VersionRow) => version.content as StoredDocument;

/** Restores, or deletes, one document as it was before the set; answers what it wrote, if anything. */
async function restoreOrDelete(db: Db, t: Touched, actor: Actor, memo: Memo): Promise<RevertedDocument | undefined> {
  const kind = must(t.kind, `Documents of type ${t.last.documentType} are not reverted`);
  const { documentId: id, documentType } = t.last;
  if (existed(t.before)) {
    const deleted = asStored(t.last);
    const doc = await restoreDocument(db, kind.coll, deleted, await kind.prepare(db, asStored(t.before), deleted, memo), actor);
    await kind.afterWrite?.(db, doc, actor);
    return { id, documentType, event: 'CREATE', version: doc.version };
  }
  if (t.last.event === 'DELETE') return undefined; // created and deleted within the set
  if (kind.undeletable) throw new HttpError(400, kind.undeletable, [{ fieldName: '', message: kind.undeletable }]);
  const doc = written(await deleteDocument(db, kind.coll, id, null, actor));
  await kind.afterDelete?.(db, doc, actor);
  return { id, documentType, event: 'DELETE', version: doc.version };
}

/**
 * Writes documents of one kind back to their old values, as new versions: each checked as its save
 * is, then all written in a handful of statements (a bulk change of a thousand ads is undone as
 * quickly as it was made). Nothing is written when any of them is refused.
 */
async function writeBack(db: Db, group: readonly Touched[], actor: Actor, memo: Memo, problems: Problems): Promise<RevertedDocument[]> {
  const kind = must(group[0]?.kind, 'A group written back holds documents of one known kind');
  const current = await getDocuments(db, kind.coll, group.map((t) => t.last.documentId));
  const updates: DocumentUpdate<Body>[] = [];
  for (const t of group) {
    const stored = must(current.get(t.last.documentId), `Document ${t.last.documentId} written back is not stored`);
    const body = await attempt(t, problems, () => kind.prepare(db, asStored(must(t.before, `Document ${t.last.documentId} written back had no version before`)), stored, memo));
    if (body && !sameContent(withoutServerFields(stored), body)) updates.push({ id: stored.id, version: stored.version, body });
  }
  if (problems.broken.length || problems.inUse.length) return [];
  const outcome = await writeDocuments(db, kind.coll, [], updates, actor);
  if (!outcome.ok) throw raced();
  const byId = new Map(outcome.updated.map((d) => [d.id, d]));
  for (const doc of outcome.updated) await kind.afterWrite?.(db, doc, actor);
  return updates.map((u) => ({ id: u.id, documentType: kind.coll.documentType, event: 'UPDATE', version: must(byId.get(u.id), `Document ${u.id} was written`).version }));
}

/** What refuses the revert: old values a rule refuses now (422), and documents still used by others (409). */
interface Problems {
  broken: RevertError[];
  inUse: RevertError[];
}

/** Runs one document's part; a refusal (400 from its rules, 409 while in use) goes on the list instead of ending the revert. */
async function attempt<T>(t: Touched, problems: Problems, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 409)) throw error;
    const found = (error.errors ?? [{ fieldName: '', message: error.message }]).map((e) => errorOf(t, { ...e, fieldName: e.fieldName === 'id' ? '' : e.fieldName }));
    (error.status === 400 ? problems.broken : problems.inUse).push(...found);
    return undefined;
  }
}

/** The set's own rows were checked to be the newest: a write that misses its document raced another, which fails the revert. */
function written(outcome: WriteOutcome): StoredDocument {
  if (outcome.ok) return outcome.doc;
  throw raced();
}

const raced = () => new HttpError(409, 'A record of this change set was changed while it was being reverted; try again');

/**
 * Reverts a change set in the caller's transaction, as the change set of `actor`. Documents are
 * written back parents first and deleted children first; every document is tried, and when any is
 * refused the whole revert is: 409 listing those changed since (checked before anything is written)
 * or still used by others, 422 listing those whose old values a rule now refuses.
 */
export async function revertChangeSet(db: Db, changeSetId: string, actor: Actor): Promise<RevertAnswer> {
  const touched = await touchedBy(db, changeSetId);
  const unknown = touched.filter((t) => !t.kind).map((t) => errorOf(t, { fieldName: '', message: CHANGE_SET_MESSAGES.notRevertable(t.last.documentType) }));
  if (unknown.length) throw refusal(422, unknown, 'cannot be reverted');
  await refuseChangedSince(db, touched);
  const memo: Memo = new Map();
  const problems: Problems = { broken: [], inUse: [] };
  const objects: RevertedDocument[] = [];
  const rank = (t: Touched) => kindRank(t.last.documentType);
  const updated = (t: Touched) => existed(t.before) && t.last.event !== 'DELETE';
  // parents first: each kind's documents written back together, those deleted by the set restored one by one
  for (const documentType of [...new Set(touched.map((t) => t.last.documentType))].sort((a, b) => kindRank(a) - kindRank(b))) {
    const ofKind = touched.filter((t) => t.last.documentType === documentType);
    const back = ofKind.filter(updated);
    if (back.length) objects.push(...(await writeBack(db, back, actor, memo, problems)));
    for (const t of ofKind.filter((u) => existed(u.before) && !updated(u))) {
      const done = await attempt(t, problems, () => restoreOrDelete(db, t, actor, memo));
      if (done) objects.push(done);
    }
  }
  // then what the set created, children first
  for (const t of touched.filter((u) => !existed(u.before)).sort((a, b) => rank(b) - rank(a))) {
    const done = await attempt(t, problems, () => restoreOrDelete(db, t, actor, memo));
    if (done) objects.push(done);
  }
  const { broken, inUse } = problems;
  if (broken.length) throw refusal(422, [...broken, ...inUse], 'would break a rule with their old values');
  if (inUse.length) throw refusal(409, inUse, 'are still used by others');
  return { changeSetId: objects.length ? actor.changeSetId : null, revertedChangeSetId: changeSetId, objects };
}
