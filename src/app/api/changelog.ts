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
import { api, type Page } from './client';

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
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
    staleTime: 10_000,
    retry: false,
  });

const documentPaths: Record<string, (id: string, parents: string[]) => string | undefined> = {
  Campaign: (id) => `/history/campaigns/${enc(id)}`,
  AdSet: (id, [campaignId]) => campaignId && `/history/campaigns/${enc(campaignId)}/adsets/${enc(id)}`,
  Ad: (id, [campaignId, adSetId]) => campaignId && adSetId && `/history/campaigns/${enc(campaignId)}/adsets/${enc(adSetId)}/ads/${enc(id)}`,
  Topic: (id, [campaignId]) => campaignId && `/history/campaigns/${enc(campaignId)}/topics/${enc(id)}`,
};

/** Where a document's change log opens (spec 1 §2): under its campaign when it has one, else /history/{id}. */
export function historyPath(doc: { id: string; documentType: string; parentIds?: readonly string[] }): string {
  return documentPaths[doc.documentType]?.(doc.id, [...(doc.parentIds ?? [])]) || `/history/${enc(doc.id)}`;
}

const topicKind = (log: DocumentChangelog) => (log.versions.at(-1)?.content['@type'] === 'PromotedCategory' ? 'categories' : 'topics');

const screenPaths: Record<string, (log: DocumentChangelog, parents: string[]) => string | undefined> = {
  Campaign: ({ id }) => `/campaigns/view/${enc(id)}`,
  AdSet: ({ id }, [campaignId]) => campaignId && `/campaigns/${enc(campaignId)}/adsets/${enc(id)}`,
  Ad: ({ id }, [campaignId, adSetId]) => campaignId && adSetId && `/campaigns/${enc(campaignId)}/adsets/${enc(adSetId)}/ads/${enc(id)}`,
  Topic: (log, [campaignId]) => campaignId && `/campaigns/${enc(campaignId)}/${topicKind(log)}/${enc(log.id)}`,
  InsertionOrder: ({ id }) => `/orders/${enc(id)}`,
  Company: ({ id }) => `/companies/${enc(id)}`,
  Chain: ({ id }) => `/chains/${enc(id)}`,
};

/** The screen of a document whose change log is shown (none once it is deleted). */
export function documentScreenPath(log: DocumentChangelog): string | undefined {
  if (log.versions.at(-1)?.event === 'DELETE') return undefined;
  return screenPaths[log.documentType]?.(log, log.parentIds) || undefined;
}
