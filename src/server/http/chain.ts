import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { buttonIdList, CHAIN_MESSAGES, chainListItem, ChainSchema, missingRequiredImages, type StoredChain } from '#domain/chain';
import { validate } from '#domain/validation';
import { chainCollection, type ChainBody } from '#server/repo/collections/chain';
import { claimChosenId, getDocument, insertDocument, updateDocument, type WriteOutcome } from '#server/repo/documents';
import { containsText, keysetPage } from '#server/repo/keyset';
import { type StoredDocument } from '#server/repo/document-types';
import { REF, referenceItemsById } from '#server/repo/reference';
import type { Db } from '#server/store/db';
import { chain } from '#server/store/schema';
import { withoutServerFields } from '#server/repo/server-fields';
import { readJson } from './body';
import type { AppContext, AppEnv } from './context';
import { badRequest, HttpError, notFound } from '#server/errors';
import { listParams, queryText } from '#server/services/list-query';
import { etagOf, expectedVersion, type Reply, write } from './write';

/**
 * Chain service: /chain/v1/chains (spec 3 §7, DESIGN.md). A chain travels as `{ chain, button_ids }`;
 * chain.chain_id is the document id. POST may name chain_id (the linked-card flow creates its
 * chain with a chainId of its own), otherwise the server assigns one. PUT also takes
 * old_button_ids, which If-Match makes redundant: it is checked for shape and otherwise ignored.
 */

const CHAIN_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const CreateSchema = v.object({
  chain: ChainSchema,
  button_ids: buttonIdList(),
});
const UpdateSchema = v.object({
  chain: ChainSchema,
  button_ids: buttonIdList(),
  old_button_ids: buttonIdList(),
});

/** The chain as answered: its fields, chain_id and times, beside its button ids. */
export function chainView(doc: StoredDocument) {
  const { id, version: _v, button_ids, ...fields } = doc;
  return { chain: { ...fields, chain_id: id }, button_ids: (button_ids as string[] | undefined) ?? [] };
}

const chainReply = (doc: StoredDocument, status = 200): Reply => ({ status, body: chainView(doc), headers: { ETag: etagOf(doc) } });

/** Reads `{ chain, ... }`, dropping the chain's server-owned fields; answers the client's chain_id apart. */
async function readChainBody<S extends typeof CreateSchema | typeof UpdateSchema>(c: AppContext, schema: S) {
  const input = await readJson(c);
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest([{ fieldName: '(body)', message: 'Must be a JSON object' }]);
  const raw = (input as Record<string, unknown>).chain;
  let chainId: unknown;
  let cleaned: unknown = raw;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const { chain_id, ...fields } = raw as Record<string, unknown>;
    chainId = chain_id;
    cleaned = withoutServerFields(fields);
  }
  const result = validate(schema, { ...(input as Record<string, unknown>), chain: cleaned });
  if (!result.ok) throw badRequest(result.errors);
  return { value: result.value as v.InferOutput<S>, chainId };
}

/** category_ids must name filter categories. */
/**
 * spec 3 §5: the first six logo images are required. Judged for what a write sets or empties: a
 * chain stored without one (older data) can still be saved as read.
 */
function refuseMissingImages(chain: Record<string, unknown>, stored?: Record<string, unknown>): void {
  const before = new Set(stored ? missingRequiredImages(stored) : []);
  const missing = missingRequiredImages(chain).filter((field) => !before.has(field));
  if (missing.length) throw badRequest(missing.map((field) => ({ fieldName: `chain.${field}`, message: CHAIN_MESSAGES.imageRequired })));
}

async function checkCategories(db: Db, ids: readonly number[]): Promise<void> {
  const found = await referenceItemsById(db, REF.filterCategory, ids.map(String));
  const unknown = ids.filter((id) => !found.has(String(id)));
  if (unknown.length) throw badRequest([{ fieldName: 'chain.category_ids', message: `Unknown category ${unknown.join(', ')}` }]);
}

function chainOutcome(outcome: WriteOutcome, id: string): Reply {
  if (outcome.ok) return chainReply(outcome.doc);
  if (outcome.reason === 'missing') throw notFound('Chain', id);
  throw new HttpError(
    412,
    `Chain ${id} was changed by someone else since you read it (now at version ${outcome.current.version}). Reload it, or send your change again with the new ETag.`,
    undefined,
    { current: chainView(outcome.current) },
    { ETag: etagOf(outcome.current) },
  );
}

export const chainRoutes = new Hono<AppEnv>({ strict: false });

chainRoutes.get('/', async (c) => {
  const p = listParams(c.req.query(), { name: chain.nameKey, status: chain.statusKey, priority: chain.priority }, 'name');
  const label = queryText(c.req.query(), 'label');
  const online = c.req.query('online');
  if (online !== undefined && online !== '' && online !== 'true' && online !== 'false') {
    throw badRequest([{ fieldName: 'online', message: 'Must be true or false' }]);
  }
  const where = and(online ? eq(chain.isOnline, online === 'true') : undefined, label ? containsText(chain.nameKey, label) : undefined);
  const page = await c.var.store.read((db) =>
    keysetPage<{ id: string; body: ChainBody }>(db, { table: chain, ...p, where, customParams: { label, online }, searchTerm: label }, (row) =>
      chainListItem({ ...row.body, chain_id: row.id } as StoredChain),
    ),
  );
  return c.json(page);
});

chainRoutes.get('/:id', async (c) => {
  const id = c.req.param('id');
  const doc = await c.var.store.read((db) => getDocument(db, chainCollection, id));
  if (!doc) throw notFound('Chain', id);
  c.header('ETag', etagOf(doc));
  return c.json(chainView(doc));
});

chainRoutes.post('/', async (c) => {
  const { value, chainId } = await readChainBody(c, CreateSchema);
  if (chainId !== undefined && chainId !== null && chainId !== '' && (typeof chainId !== 'string' || !CHAIN_ID_PATTERN.test(chainId))) {
    throw badRequest([{ fieldName: 'chain.chain_id', message: 'Must be 1 to 64 letters, digits, - or _' }]);
  }
  refuseMissingImages(value.chain);
  return write(c, async (tx, actor) => {
    await checkCategories(tx, value.chain.category_ids);
    if (typeof chainId === 'string' && chainId && !(await claimChosenId(tx, chainId))) {
      const message = (await getDocument(tx, chainCollection, chainId)) ? `Chain ${chainId} already exists` : `The id ${chainId} is already taken`;
      throw new HttpError(409, message, [{ fieldName: 'chain.chain_id', message }]);
    }
    const body: ChainBody = { ...value.chain, button_ids: value.button_ids };
    const doc = await insertDocument(tx, chainCollection, body, actor, typeof chainId === 'string' && chainId ? chainId : undefined);
    return chainReply(doc, 201);
  });
});

chainRoutes.put('/:id', async (c) => {
  const version = expectedVersion(c);
  const id = c.req.param('id');
  const { value } = await readChainBody(c, UpdateSchema);
  return write(c, async (tx, actor) => {
    const current = await getDocument(tx, chainCollection, id);
    if (!current) throw notFound('Chain', id);
    if (Boolean(current.supports_online_store) !== value.chain.supports_online_store) {
      throw badRequest([{ fieldName: 'chain.supports_online_store', message: CHAIN_MESSAGES.onlineLocked }]);
    }
    refuseMissingImages(value.chain, current);
    await checkCategories(tx, value.chain.category_ids);
    const body: ChainBody = { ...value.chain, button_ids: value.button_ids };
    return chainOutcome(await updateDocument(tx, chainCollection, id, version, body, actor), id);
  });
});
