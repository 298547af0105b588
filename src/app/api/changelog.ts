import type { RevertAnswer } from '#domain/change-set';
import { entityOfDocumentType, type EntityName } from '#domain/entities';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { FetchError } from 'ofetch';
import {
  CHANGE_METADATA_LIMIT,
  isWalkInAd,
  MAX_CHAIN_LINKS,
  nextChainedAdId,
  type ChangeMetadata,
  type DocumentChangelog,
} from '#domain/changelog-document';
import { api, FIRST_PAGE, type Page } from './client';
import { adLink, adSetLink, campaignLink, categoryLink, chainLink, companyLink, historyLinks, orderLink, productLink, type AppTo } from './links';

const enc = encodeURIComponent;

/** GET /changelog/v1/changelog/{id} (spec 1 §7 'Changelog'): 404 when the document has no history. */
export const getChangelog = (id: string, signal?: AbortSignal) => api<DocumentChangelog>(`/changelog/v1/changelog/${enc(id)}`, { signal });

/** The change metadata search: `minDate`/`maxDate` are instants (the screen turns days into them). */
export interface ChangeSearchParams {
  userId?: string;
  minDate?: string;
  maxDate?: string;
}

/** GET /changelog/v1/change/metadata?limit=20 plus userId, minDate, maxDate (spec 1 §7 'Change metadata'). */
export function searchChangeMetadata(p: ChangeSearchParams, next: string | undefined, signal?: AbortSignal) {
  return api<Page<ChangeMetadata>>('/changelog/v1/change/metadata', {
    query: { limit: CHANGE_METADATA_LIMIT, userId: p.userId || undefined, minDate: p.minDate, maxDate: p.maxDate, next },
    signal,
  });
}

export const isNotFound = (error: unknown) => error instanceof FetchError && error.statusCode === 404;

/**
 * A document's changelog and, for a walk-in ad, those of the ads its next-ad ids chain to (spec 1
 * §4). A chained ad without history ends the chain rather than failing the whole view.
 */
export async function loadDocumentHistory(id: string, signal?: AbortSignal): Promise<DocumentChangelog[]> {
  const first = await getChangelog(id, signal);
  const logs = [first];
  if (!isWalkInAd(first)) return logs;
  const seen = new Set([id]);
  for (let next = nextChainedAdId(first); next && !seen.has(next) && logs.length <= MAX_CHAIN_LINKS; ) {
    seen.add(next);
    const log = await getChangelog(next, signal).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw error;
    });
    if (!log) break;
    logs.push(log);
    next = nextChainedAdId(log);
  }
  return logs;
}

export const changelogQuery = (id: string) =>
  queryOptions({ queryKey: ['changelog', 'document', id], queryFn: ({ signal }) => getChangelog(id, signal), staleTime: 0 });

/** The view's data: fresh on every opening, since a save just before is what a user looks for. */
export const documentHistoryQuery = (id: string) =>
  queryOptions({ queryKey: ['changelog', 'history', id], queryFn: ({ signal }) => loadDocumentHistory(id, signal), staleTime: 0, retry: false });

export const changeMetadataQuery = (p: ChangeSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['changelog', 'metadata', p],
    queryFn: ({ signal, pageParam }) => searchChangeMetadata(p, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
    staleTime: 10_000,
    retry: false,
  });

/** The kinds whose change log opens under their campaign; the others open at /history/{id}. */
const documentLinks: Partial<Record<EntityName, (id: string, parents: string[]) => AppTo | undefined>> = {
  campaign: (id) => historyLinks.campaign(id),
  adSet: (id, [campaignId]) => (campaignId ? historyLinks.adSet(campaignId, id) : undefined),
  ad: (id, [campaignId, adSetId]) => (campaignId && adSetId ? historyLinks.ad(campaignId, adSetId, id) : undefined),
  topic: (id, [campaignId]) => (campaignId ? historyLinks.topic(campaignId, id) : undefined),
};

/** Where a document's change log opens (spec 1 §2): under its campaign when it has one, else /history/{id}. */
export function historyLink(doc: { id: string; documentType: string; parentIds?: readonly string[] }): AppTo {
  const kind = entityOfDocumentType(doc.documentType)?.name;
  return (kind && documentLinks[kind]?.(doc.id, [...(doc.parentIds ?? [])])) ?? historyLinks.document(doc.id);
}

const isCategory = (log: DocumentChangelog) => log.versions.at(-1)?.content['@type'] === 'PromotedCategory';

/** Every kind of the entity manifest has a screen (a new kind without one does not compile). */
const screenLinks: Record<EntityName, (log: DocumentChangelog, parents: string[]) => AppTo | undefined> = {
  campaign: ({ id }) => campaignLink(id),
  adSet: ({ id }, [campaignId]) => (campaignId ? adSetLink(campaignId, id) : undefined),
  ad: ({ id }, [campaignId, adSetId]) => (campaignId && adSetId ? adLink(campaignId, adSetId, id) : undefined),
  topic: (log, [campaignId]) => (campaignId ? (isCategory(log) ? categoryLink(campaignId, log.id) : productLink(campaignId, log.id)) : undefined),
  insertionOrder: ({ id }) => orderLink(id),
  company: ({ id }) => companyLink(id),
  chain: ({ id }) => chainLink(id),
};

/** The screen of a document whose change log is shown (none once it is deleted). */
export function documentScreenLink(log: DocumentChangelog): AppTo | undefined {
  if (log.versions.at(-1)?.event === 'DELETE') return undefined;
  const kind = entityOfDocumentType(log.documentType)?.name;
  return kind && screenLinks[kind](log, log.parentIds);
}

/** A change metadata entry with the change set it belongs to (issue 28 §2: every entry carries it). */
export type ChangeSetEntry = ChangeMetadata & { changeSetId: string };

/** The user's last change (GET /change/metadata?userId={user}&limit=1): none when they made none. */
export async function getLastChange(userId: string): Promise<ChangeSetEntry | undefined> {
  const page = await api<Page<ChangeSetEntry>>('/changelog/v1/change/metadata', { query: { userId, limit: 1 } });
  return page.objects[0];
}

/** The revert's answer, as the gateway writes it. */
export type { RevertAnswer };

/**
 * POST /changelog/v1/changeSets/{id}:revert: the set undone as one new write, all or nothing; 409 or
 * 422 list each record (`errors: [{ fieldName: '{id}' or '{id}.{field}', message, id, documentType }]`).
 */
export const revertChangeSet = (changeSetId: string) => api<RevertAnswer>(`/changelog/v1/changeSets/${enc(changeSetId)}:revert`, { method: 'POST' });

/**
 * The query keys under which a document kind's records are cached (its lists and forms): what a
 * write nobody's form made (a revert) makes stale. A campaign's ad sets, ads and topics sit under it.
 */
const QUERY_ROOTS: Record<EntityName, readonly (readonly string[])[]> = {
  campaign: [['campaigns']],
  adSet: [['campaigns']],
  ad: [['campaigns'], ['ads']],
  topic: [['campaigns']],
  insertionOrder: [['orders']],
  company: [['companies']],
  chain: [['chains']],
};

/** The query keys to read again after `documentTypes` changed: their records and every change history. */
export function queryRootsOf(documentTypes: Iterable<string>): (readonly string[])[] {
  const kinds = new Set([...documentTypes].map((t) => entityOfDocumentType(t)?.name));
  const roots = [...kinds].flatMap((kind) => (kind ? QUERY_ROOTS[kind] : []));
  return [...new Map([...roots, ['changelog']].map((r) => [r.join('/'), r])).values()];
}
