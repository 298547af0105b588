import { Hono } from 'hono';
import * as v from 'valibot';
import { buttonIdList, ChainSchema } from '#domain/chain';
import { validate } from '#domain/validation';
import { chainCollection } from '#server/repo/collections/chain';
import type { WriteOutcome } from '#server/repo/documents';
import { type StoredDocument } from '#server/repo/document-types';
import { withoutServerFields } from '#server/repo/server-fields';
import { readJson } from './body';
import type { AppContext, AppEnv } from './context';
import { badRequest, HttpError, notFound } from '#server/errors';
import { chainPage, chainPageQuery, createChain, refuseMissingImages, updateChain } from '#server/services/chain';
import { etagOf, expectedVersion, readDocument, type Reply, write } from './write';
import { isRecord } from '#domain/changelog-document';

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
  if (!isRecord(input)) throw badRequest([{ fieldName: '(body)', message: 'Must be a JSON object' }]);
  const raw = input.chain;
  let chainId: unknown;
  let cleaned: unknown = raw;
  if (isRecord(raw)) {
    const { chain_id, ...fields } = raw;
    chainId = chain_id;
    cleaned = withoutServerFields(fields);
  }
  const result = validate(schema, { ...input, chain: cleaned });
  if (!result.ok) throw badRequest(result.errors);
  return { value: result.value as v.InferOutput<S>, chainId };
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
  const q = chainPageQuery(c.req.query());
  const page = await c.var.store.read((db) => chainPage(db, q));
  return c.json(page);
});

chainRoutes.get('/:id', async (c) => c.json(chainView(await readDocument(c, chainCollection, c.req.param('id')))));

chainRoutes.post('/', async (c) => {
  const { value, chainId } = await readChainBody(c, CreateSchema);
  if (chainId !== undefined && chainId !== null && chainId !== '' && (typeof chainId !== 'string' || !CHAIN_ID_PATTERN.test(chainId))) {
    throw badRequest([{ fieldName: 'chain.chain_id', message: 'Must be 1 to 64 letters, digits, - or _' }]);
  }
  refuseMissingImages(value.chain);
  return write(c, async (tx, actor) => chainReply(await createChain(tx, value, typeof chainId === 'string' ? chainId : undefined, actor), 201));
});

chainRoutes.put('/:id', async (c) => {
  const version = expectedVersion(c);
  const id = c.req.param('id');
  const { value } = await readChainBody(c, UpdateSchema);
  return write(c, async (tx, actor) => chainOutcome(await updateChain(tx, id, version, value, actor), id));
});
