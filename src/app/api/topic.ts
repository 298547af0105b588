import { queryOptions } from '@tanstack/react-query';
import type { CampaignServiceVersion } from '#domain/flags';
import type { FailedBarcode, PromotedCategory, PromotedProduct, Topic, TooltipCheck } from '#domain/topic';
import { api, type Page, type PickerSource } from './client';

/** A promoted product or retailer category as the gateway answers it. */
type Stored = { id: string; campaignId: string; created: string; modified: string; version: number };
export type TopicDocument = Topic & Stored;
export type ProductDocument = PromotedProduct & Stored;
export type CategoryDocument = PromotedCategory & Stored;

const topicsUrl = (version: CampaignServiceVersion, campaignId: string) => `/campaign/${version}/campaigns/${encodeURIComponent(campaignId)}/topics/`;
const topicUrl = (version: CampaignServiceVersion, campaignId: string, id: string) => `${topicsUrl(version, campaignId)}${encodeURIComponent(id)}`;
/** PUT and DELETE carry the version read (DESIGN.md: no silent lost update; a stale one answers 412). */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** GET /campaign/{v}/campaigns/{id}/topics/?type=&limit= (spec 3 §7): the first 200 of a kind. */
export const listTopics = (version: CampaignServiceVersion, campaignId: string, type?: Topic['@type'], signal?: AbortSignal) =>
  api<Page<TopicDocument>>(topicsUrl(version, campaignId), { query: { type, limit: 200 }, signal });

export const campaignTopicsQuery = (version: CampaignServiceVersion, campaignId: string, type?: Topic['@type']) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', campaignId, 'topics', type ?? 'all'],
    queryFn: ({ signal }) => listTopics(version, campaignId, type, signal),
    staleTime: 10_000,
  });

/**
 * The ad form's product and category pickers: any topic of the kind in the campaign, by name
 * (GET …/topics/?type=&name=&sort=name&limit=&next=), however many the campaign has.
 */
export const topicPickerSource = (version: CampaignServiceVersion, campaignId: string, type: Topic['@type']): PickerSource<TopicDocument> => ({
  key: ['campaigns', version, 'detail', campaignId, 'topics', type, 'picker'],
  list: (p, signal) => api<Page<TopicDocument>>(topicsUrl(version, campaignId), { query: { type, name: p.name, sort: 'name', limit: p.limit, next: p.cursor }, signal }),
  label: (t) => t.name,
});

/** How many topics of a kind the campaign has (a first page of one counts them all, up to the gateway's cap). */
export const topicCountQuery = (version: CampaignServiceVersion, campaignId: string, type: Topic['@type']) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', campaignId, 'topics', type, 'count'],
    queryFn: async ({ signal }) => (await api<Page<TopicDocument>>(topicsUrl(version, campaignId), { query: { type, limit: 1 }, signal })).pagination.objectCount,
    staleTime: 10_000,
  });

/** Rows of one page of the promoted products list (and of the retailer categories list). */
export const TOPIC_PAGE_SIZE = 20;

/** One page of a kind, in creation order, from a cursor the previous page gave (spec 3 'next-page paging'). */
export const topicPageQuery = (version: CampaignServiceVersion, campaignId: string, type: Topic['@type'], cursor?: string) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', campaignId, 'topics', type, 'page', cursor ?? ''],
    queryFn: ({ signal }) => api<Page<TopicDocument>>(topicsUrl(version, campaignId), { query: { type, limit: TOPIC_PAGE_SIZE, next: cursor }, signal }),
    staleTime: 10_000,
  });

/** Every topic of a kind (bounded), e.g. to number a clone's 'Duplicate (n)' among all same-named ones. */
export async function allTopics(version: CampaignServiceVersion, campaignId: string, type: Topic['@type'], signal?: AbortSignal): Promise<TopicDocument[]> {
  const all: TopicDocument[] = [];
  let next: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await api<Page<TopicDocument>>(topicsUrl(version, campaignId), { query: { type, limit: 200, next }, signal });
    all.push(...page.objects);
    next = page.pagination.next ?? undefined;
    if (!next) break;
  }
  return all;
}

/** GET the topic by id under its campaign (spec 3 §7 'Get ... a topic'). */
export const getTopic = (version: CampaignServiceVersion, campaignId: string, id: string, signal?: AbortSignal) =>
  api<TopicDocument>(topicUrl(version, campaignId, id), { signal });

export const topicQuery = (version: CampaignServiceVersion, campaignId: string, id: string) =>
  queryOptions({
    queryKey: ['campaigns', version, 'detail', campaignId, 'topic', id],
    queryFn: ({ signal }) => getTopic(version, campaignId, id, signal),
    staleTime: 0,
  });

/** POST under the campaign's topics; a retry with the same key replays the first answer. */
export const createTopic = (version: CampaignServiceVersion, campaignId: string, body: Topic) =>
  api<TopicDocument>(topicsUrl(version, campaignId), { method: 'POST', body, headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** PUT by id with `If-Match: "<version>"`; a 412 answer carries the topic saved since. */
export const updateTopic = (version: CampaignServiceVersion, campaignId: string, id: string, expectedVersion: number, body: Topic) =>
  api<TopicDocument>(topicUrl(version, campaignId, id), { method: 'PUT', body, headers: ifMatch(expectedVersion) });

/** DELETE by id with `If-Match`. */
export const deleteTopic = (version: CampaignServiceVersion, campaignId: string, id: string, expectedVersion: number) =>
  api(topicUrl(version, campaignId, id), { method: 'DELETE', headers: ifMatch(expectedVersion) });

/** A barcode's product as the UPC info call names it (null when unknown). */
export interface UpcInfo {
  input_upc: string;
  product_name: string | null;
}

/** The most barcodes one UPC info call takes (the gateway's bound). */
const UPC_BATCH = 1000;

/** POST /adminBackend/v1/blink/upcInfo with a list of barcodes (spec 3 §7), in batches the gateway takes. */
export async function upcInfo(barcodes: readonly string[], signal?: AbortSignal): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  for (let i = 0; i < barcodes.length; i += UPC_BATCH) {
    const found = await api<UpcInfo[]>('/adminBackend/v1/blink/upcInfo', { method: 'POST', body: barcodes.slice(i, i + UPC_BATCH), signal });
    for (const f of found) names.set(f.input_upc, f.product_name);
  }
  return names;
}

/** Product names of barcodes; a barcode list names the same products for a while. */
export const upcInfoQuery = (barcodes: readonly string[]) =>
  queryOptions({
    queryKey: ['upc-info', [...barcodes].sort().join(',')],
    queryFn: ({ signal }) => upcInfo(barcodes, signal),
    enabled: barcodes.length > 0,
    staleTime: 10 * 60_000,
  });

/** POST /adminBackend/topics/tooltip with the tooltip as plain text (spec 3 §5, §7). */
export const checkTooltipCall = (tooltip: string, signal?: AbortSignal) =>
  api<TooltipCheck>('/adminBackend/topics/tooltip', { method: 'POST', body: tooltip, headers: { 'Content-Type': 'text/plain' }, signal });

export const tooltipCheckQuery = (tooltip: string) =>
  queryOptions({ queryKey: ['tooltip-check', tooltip], queryFn: ({ signal }) => checkTooltipCall(tooltip, signal), enabled: tooltip.trim() !== '', staleTime: Infinity });

/** GET /adminBackend/failedBarcodes/topics/{id} (spec 3 §7). */
export const failedBarcodesQuery = (topicId: string) =>
  queryOptions({
    queryKey: ['failed-barcodes', topicId],
    queryFn: ({ signal }) => api<FailedBarcode[]>(`/adminBackend/failedBarcodes/topics/${encodeURIComponent(topicId)}`, { signal }),
    staleTime: 60_000,
  });

