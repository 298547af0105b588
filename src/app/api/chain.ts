import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listPageQuery } from './list-page-query';
import { FetchError, type FetchResponse } from 'ofetch';
import type { Chain, ChainListItem, StoredChain } from '#domain/chain';
import { api, type Page, type PickerSource } from './client';

/** Chains, their filter categories and locations (spec 3 §7 'Chains', 'Chain locations', 'Filter categories'). */

const CHAINS = '/chain/v1/chains';
const chainUrl = (id: string) => `${CHAINS}/${encodeURIComponent(id)}`;

/** A chain as the gateway answers it: `{ chain, button_ids }`, with the version its ETag names. */
export interface ChainDocument {
  chain: StoredChain & { created?: string; modified?: string };
  button_ids: string[];
  version: number;
}

/** What a save sends: the chain (chain_id comes from the path or the server) beside its button ids. */
export interface ChainInput {
  chain: Chain;
  button_ids: string[];
}

/** The ETag `"<version>"` of an answer. */
const versionOf = (headers: Headers) => Number((headers.get('ETag') ?? '').replace(/^W\//, '').replace(/"/g, '')) || 0;

const documentOf = (res: FetchResponse<Omit<ChainDocument, 'version'>>): ChainDocument => ({ ...res._data!, version: versionOf(res.headers) });

export interface ChainListParams {
  label?: string;
  online: boolean;
  /** name | status | priority, '-' for descending. */
  sort?: string;
  cursor?: string;
  limit: number;
}

/** GET /chain/v1/chains?label=&online=&sort=&limit=&next= : list rows sorted by name unless told. */
export const listChains = (p: ChainListParams, signal?: AbortSignal) =>
  api<Page<ChainListItem>>(CHAINS, { query: { label: p.label || undefined, online: String(p.online), sort: p.sort, limit: p.limit, next: p.cursor }, signal });

export const getChain = async (id: string, signal?: AbortSignal) => documentOf(await api.raw<Omit<ChainDocument, 'version'>>(chainUrl(id), { signal }));

/** POST /chain/v1/chains with `{ chain, button_ids }` (DESIGN.md); the answer holds chain.chain_id. */
export const createChain = async (input: ChainInput) =>
  documentOf(await api.raw<Omit<ChainDocument, 'version'>>(CHAINS, { method: 'POST', body: input, headers: { 'Idempotency-Key': crypto.randomUUID() } }));

/** PUT /chain/v1/chains/{chain_id} with old_button_ids and `If-Match: "<version>"` (412 when someone saved since). */
export const updateChain = async (id: string, version: number, input: ChainInput & { old_button_ids: string[] }) =>
  documentOf(await api.raw<Omit<ChainDocument, 'version'>>(chainUrl(id), { method: 'PUT', body: input, headers: { 'If-Match': `"${version}"` } }));


/** The chain saved now, which a 412 answer carries (its version in the answer's ETag). */
export function staleChain(error: unknown): ChainDocument | undefined {
  if (!(error instanceof FetchError) || !error.response) return undefined;
  const current = (error.data as { current?: Omit<ChainDocument, 'version'> } | undefined)?.current;
  return current && { ...current, version: versionOf(error.response.headers) };
}

export interface FilterCategory {
  filter_category_id: number;
  title: string;
}

/** GET /adminBackend/legacy/v1/filter/categories: every category a chain may be filed under. */
export const listFilterCategories = (signal?: AbortSignal) => api<FilterCategory[]>('/adminBackend/legacy/v1/filter/categories', { signal });

const chainCategoriesUrl = (chainId: string) => `/adminBackend/legacy/v1/filter/chain/${encodeURIComponent(chainId)}/categories`;

/** GET /adminBackend/legacy/v1/filter/chain/{chainId}/categories: the categories the chain is filed under. */
export const listChainCategories = (chainId: string, signal?: AbortSignal) => api<FilterCategory[]>(chainCategoriesUrl(chainId), { signal });

/** POST /adminBackend/legacy/v1/filter/chain/{chainId}/categories with the selected categories; answers them. */
export const saveChainCategories = (chainId: string, ids: readonly number[]) =>
  api<FilterCategory[]>(chainCategoriesUrl(chainId), { method: 'POST', body: ids.map((filter_category_id) => ({ filter_category_id })) });

/** A store of a chain, as the locations call lists it. */
export interface ChainLocation {
  id: string;
  name?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/** GET /adminBackend/legacy/v1/location/chains/{id}/locations, keyset paged. */
export const listChainLocations = (chainId: string, p: { cursor?: string; limit: number }, signal?: AbortSignal) =>
  api<Page<ChainLocation>>(`/adminBackend/legacy/v1/location/chains/${encodeURIComponent(chainId)}/locations`, { query: { limit: p.limit, next: p.cursor }, signal });

export const chainListQuery = (p: ChainListParams) => listPageQuery(['chains', 'list'], p, listChains);

export const chainQuery = (id: string) => queryOptions({ queryKey: ['chains', 'detail', id], queryFn: ({ signal }) => getChain(id, signal), staleTime: 0 });

export const filterCategoriesQuery = () =>
  queryOptions({ queryKey: ['chains', 'filter-categories'], queryFn: ({ signal }) => listFilterCategories(signal), staleTime: 10 * 60_000 });

export const chainCategoriesQuery = (chainId: string) =>
  queryOptions({ queryKey: ['chains', 'categories', chainId], queryFn: ({ signal }) => listChainCategories(chainId, signal), staleTime: 10_000 });

export const chainLocationsQuery = (chainId: string, p: { cursor?: string; limit: number }) =>
  queryOptions({
    queryKey: ['chains', 'locations', chainId, p],
    queryFn: ({ signal }) => listChainLocations(chainId, p, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });


/**
 * The chain pickers (an ad set's chains, an ad's linked card, the ad browser's chains and stores, a
 * retailer category's chain): any chain by name (GET /chain/v1/chains?label=&limit=&next=), online
 * stores and others alike (the list screen names one kind); one switched off says so.
 */
export const chainPickerSource: PickerSource<ChainListItem> = {
  key: ['chains', 'picker'],
  list: (p, signal) => api<Page<ChainListItem>>(CHAINS, { query: { label: p.name, limit: p.limit, next: p.cursor }, signal }),
  label: (c) => (c.isDisabled ? `${c.label} (disabled)` : c.label),
};
