import { and, eq } from 'drizzle-orm';
import { CHAIN_MESSAGES, chainListItem, missingRequiredImages, type StoredChain } from '#domain/chain';
import { chainCollection, type ChainBody } from '#server/repo/collections/chain';
import { claimChosenId, type ExpectedVersion, getDocument, insertDocument, updateDocument, type WriteOutcome } from '#server/repo/documents';
import { type Actor, type StoredDocument } from '#server/repo/document-types';
import { containsText, keysetPage, type PageQuery } from '#server/repo/keyset';
import { REF, referenceItemsById } from '#server/repo/reference';
import type { Db } from '#server/store/db';
import { chain } from '#server/store/schema';
import { badRequest, HttpError, found } from '#server/errors';
import { listParams, type Query, queryText } from './list-query';

/** A chain as written: its fields and its button ids. */
type ChainInput = { chain: Omit<ChainBody, 'button_ids'> & { category_ids: readonly number[]; supports_online_store: boolean }; button_ids: string[] };

/**
 * spec 3 §5: the first six logo images are required. Judged for what a write sets or empties: a
 * chain stored without one (older data) can still be saved as read.
 */
export function refuseMissingImages(chain: Record<string, unknown>, stored?: Record<string, unknown>): void {
  const before = new Set(stored ? missingRequiredImages(stored) : []);
  const missing = missingRequiredImages(chain).filter((field) => !before.has(field));
  if (missing.length) throw badRequest(missing.map((field) => ({ fieldName: `chain.${field}`, message: CHAIN_MESSAGES.imageRequired })));
}

async function checkCategories(db: Db, ids: readonly number[]): Promise<void> {
  const found = await referenceItemsById(db, REF.filterCategory, ids.map(String));
  const unknown = ids.filter((id) => !found.has(String(id)));
  if (unknown.length) throw badRequest([{ fieldName: 'chain.category_ids', message: `Unknown category ${unknown.join(', ')}` }]);
}

/** The chain list's query (spec 3 §7): by name, status or priority, `label` in the name, `online`; checked before the store is read. */
export function chainPageQuery(query: Query): PageQuery {
  const p = listParams(query, { name: chain.nameKey, status: chain.statusKey, priority: chain.priority }, 'name');
  const label = queryText(query, 'label');
  const online = query.online;
  if (online !== undefined && online !== '' && online !== 'true' && online !== 'false') {
    throw badRequest([{ fieldName: 'online', message: 'Must be true or false' }]);
  }
  const where = and(online ? eq(chain.isOnline, online === 'true') : undefined, label ? containsText(chain.nameKey, label) : undefined);
  return { table: chain, ...p, where, customParams: { label, online }, searchTerm: label };
}

/** A page of chains, each as the list shows it. */
export const chainPage = (db: Db, q: PageQuery) =>
  keysetPage<{ id: string; body: ChainBody }>(db, q, (row) => chainListItem({ ...row.body, chain_id: row.id } as StoredChain));

/** A new chain, under the id the client chose (the linked-card flow) or a new one; its categories must exist. */
export async function createChain(db: Db, value: ChainInput, chainId: string | undefined, actor: Actor): Promise<StoredDocument> {
  await checkCategories(db, value.chain.category_ids);
  if (chainId && !(await claimChosenId(db, chainId))) {
    const message = (await getDocument(db, chainCollection, chainId)) ? `Chain ${chainId} already exists` : `The id ${chainId} is already taken`;
    throw new HttpError(409, message, [{ fieldName: 'chain.chain_id', message }]);
  }
  const body: ChainBody = { ...value.chain, button_ids: value.button_ids };
  return insertDocument(db, chainCollection, body, actor, chainId || undefined);
}

/** A chain changed: it keeps whether it supports an online store, and judges its images and categories. */
export async function updateChain(db: Db, id: string, version: ExpectedVersion, value: ChainInput, actor: Actor): Promise<WriteOutcome> {
  const current = found(await getDocument(db, chainCollection, id), 'Chain', id);
  await checkChainChange(db, value.chain, current);
  const body: ChainBody = { ...value.chain, button_ids: value.button_ids };
  return updateDocument(db, chainCollection, id, version, body, actor);
}

/** A stored chain's change: it keeps whether it supports an online store, and judges its images and categories. */
export async function checkChainChange(db: Db, chain: ChainInput['chain'], current: StoredDocument): Promise<void> {
  if (Boolean(current.supports_online_store) !== chain.supports_online_store) {
    throw badRequest([{ fieldName: 'chain.supports_online_store', message: CHAIN_MESSAGES.onlineLocked }]);
  }
  refuseMissingImages(chain, current);
  await checkCategories(db, chain.category_ids);
}
