import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ExpectedVersion, WriteOutcome } from '#server/repo/documents';
import type { Actor, Collection, StoredDocument } from '#server/repo/document-types';
import { execRows, getDocument } from '#server/repo/documents';
import { openChangeSet } from '#server/repo/changelog';
import type { Db } from '#server/store/db';
import { idempotencyKey } from '#server/store/schema';
import { rawBody } from './body';
import type { AppContext } from './context';
import { HttpError, notFound, found } from '#server/errors';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const etagOf = (doc: { version: number }) => `"${doc.version}"`;

/** A stored document by its id, with its ETag set on the answer; a 404 naming its kind when there is none. */
export async function readDocument(c: AppContext, coll: Collection, id: string): Promise<StoredDocument> {
  const doc = found(await c.var.store.read((db) => getDocument(db, coll, id)), coll.label, id);
  c.header('ETag', etagOf(doc));
  return doc;
}

export function documentReply(doc: StoredDocument, status = 200): Reply & { headers: { ETag: string } } {
  return { status, body: doc, headers: { ETag: etagOf(doc) } };
}

export function send(c: AppContext, reply: Reply): Response {
  for (const [name, value] of Object.entries(reply.headers ?? {})) c.header(name, value);
  if (reply.status === 204) return c.body(null, 204);
  return c.json(reply.body as object, reply.status as 200);
}

/**
 * The versions a PUT or DELETE accepts, from If-Match: 428 without one; null ('*') means any version.
 * A list matches when any of its tags does (RFC 9110 §13.1.1). If-Match compares strongly, so a
 * weak tag (W/"3") or a tag that is not one of ours never matches: the write is stale by definition.
 */
export function expectedVersion(c: AppContext): ExpectedVersion {
  const header = c.req.header('if-match');
  if (!header) throw new HttpError(428, 'This write needs an If-Match header with the ETag of the document you read');
  if (header.trim() === '*') return null;
  return header.split(',').flatMap((tag) => {
    const m = /^"(\d{1,9})"$/.exec(tag.trim());
    return m ? [Number(m[1])] : [];
  });
}

/** Turns the outcome of a guarded write into its answer: 404 unknown id, 412 with the current document. */
export function outcomeReply(outcome: WriteOutcome, label: string, id: string, status = 200): Reply {
  if (outcome.ok) return documentReply(outcome.doc, status);
  if (outcome.reason === 'missing') throw notFound(label, id);
  throw new HttpError(
    412,
    `${label} ${id} was changed by someone else since you read it (now at version ${outcome.current.version}). Reload it, or send your change again with the new ETag.`,
    undefined,
    { current: outcome.current },
    { ETag: etagOf(outcome.current) },
  );
}

/**
 * Runs a write in one transaction, as one change set (issue 28 §2: what it stores is reverted together). With an Idempotency-Key (POST creates and actions), the key is
 * claimed in that same transaction: a retry replays the stored answer, the same key with another
 * body is a 422, and a retry while the first is still running (on any gateway) is a 409; on the
 * embedded store, whose transactions run one at a time, such a retry waits and gets the answer.
 * Uploads pass their multipart `form`, whose bytes differ between sends (formDigest).
 */
export async function write(c: AppContext, work: (tx: Db, actor: Actor) => Promise<Reply>, request?: { form: FormData }): Promise<Response> {
  const claim = await idempotencyClaim(c, request);
  const store = c.var.store;
  if (!claim) return send(c, await store.tx(async (tx) => work(tx, await openChangeSet(tx, c.var.userId))));
  const { reply, replayed } = await store.tx(async (tx) => {
    // A finished request's answer is stored: any retry, on any gateway, gets it, however many at once.
    // Only a key with no stored answer can be running; its advisory lock (held by the transaction
    // doing the work, on whichever gateway) says whether it is.
    const before = await storedAnswer(tx, claim);
    if (before) return { replayed: true, reply: before };
    const [lock] = await execRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtextextended(${claim.slot}, 0)) as ok`);
    // looked at again: the request may have finished since (its answer committed, its lock gone)
    const after = await storedAnswer(tx, claim);
    if (after) return { replayed: true, reply: after };
    if (!lock?.ok) throw stillRunning();
    const fresh = await work(tx, await openChangeSet(tx, c.var.userId));
    await tx.insert(idempotencyKey).values({
      scope: claim.scope, key: claim.key, requestHash: claim.requestHash, status: fresh.status, headers: fresh.headers ?? {}, body: JSON.stringify(fresh.body ?? null), created: new Date(),
    });
    return { replayed: false, reply: fresh };
  });
  return replayed ? sendReplay(c, reply) : send(c, reply);
}

/**
 * A write whose checks take long (a sheet of thousands of rows): `check` runs first, outside any
 * transaction, in as many short reads as it likes, so that other calls keep answering meanwhile
 * (the embedded store runs one transaction at a time); then `work` writes what the check found in
 * one transaction, as `write` does, re-checking there only what may have changed since (versions).
 * A retry of a finished request (same Idempotency-Key) gets its stored answer without checking again.
 */
export async function writeChecked<T>(c: AppContext, check: () => Promise<T>, work: (tx: Db, actor: Actor, checked: T) => Promise<Reply>, request?: { form: FormData }): Promise<Response> {
  const claim = await idempotencyClaim(c, request);
  const stored = claim && (await c.var.store.read((db) => storedAnswer(db, claim)));
  if (stored) return sendReplay(c, stored);
  const checked = await check();
  return write(c, (tx, actor) => work(tx, actor, checked), request);
}

function sendReplay(c: AppContext, reply: Reply): Response {
  c.header('Idempotent-Replayed', 'true');
  return send(c, reply);
}

interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
  /** the advisory lock's name while the request runs */
  slot: string;
}

/** What an Idempotency-Key (POST creates and actions) claims; none without one. */
async function idempotencyClaim(c: AppContext, request?: { form: FormData }): Promise<IdempotencyClaim | undefined> {
  const key = c.req.header('idempotency-key');
  if (!key || c.req.method !== 'POST') return undefined;
  if (key.length > 255) throw new HttpError(400, 'Idempotency-Key must be at most 255 characters', [{ fieldName: 'Idempotency-Key', message: 'Must be at most 255 characters' }]);
  const scope = `${c.var.userId} ${c.req.method} ${new URL(c.req.url).pathname}`;
  const content = request ? await formDigest(request.form) : await rawBody(c);
  // The path and query, not the whole URL: behind a load balancer each gateway sees its own host.
  const { pathname, search } = new URL(c.req.url);
  const requestHash = createHash('sha256').update(`${pathname}${search}\n${content}`).digest('base64url');
  return { scope, key, requestHash, slot: `${scope}\n${key}` };
}

/** The answer stored for a finished request with this key; a 422 when the key came with another request. */
async function storedAnswer(db: Db, claim: IdempotencyClaim): Promise<Reply | undefined> {
  const [stored] = await db.select().from(idempotencyKey).where(and(eq(idempotencyKey.scope, claim.scope), eq(idempotencyKey.key, claim.key)));
  if (!stored) return undefined;
  if (stored.requestHash !== claim.requestHash) throw new HttpError(422, 'This Idempotency-Key was already used with another request body');
  return { status: stored.status, headers: stored.headers, body: JSON.parse(stored.body) };
}

/**
 * What a multipart form says, part by part (a file by its name, type and bytes' hash), for an
 * Idempotency-Key's check that a retry sends the same upload: the form's own bytes differ between
 * sends by their boundary.
 */
async function formDigest(form: FormData): Promise<string> {
  const parts: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push(`${name}=${value}`);
    else parts.push(`${name}=file ${value.name} ${value.type} ${createHash('sha256').update(Buffer.from(await value.arrayBuffer())).digest('base64url')}`);
  }
  return parts.join('\n');
}

const stillRunning = () => new HttpError(409, 'A request with this Idempotency-Key is still running; retry when it has finished');
