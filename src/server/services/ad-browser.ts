import { inArray } from 'drizzle-orm';
import { effectiveDates } from '#domain/ad/status';
import type { Constraint } from '#domain/constraint';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { type AdSearchFilters, searchFilters, searchTerm, termPageRows } from '#server/repo/ad-search';
import { getDocument } from '#server/repo/documents';
import { keysetPage, type PageQuery } from '#server/repo/keyset';
import type { Db } from '#server/store/db';
import { ad, adSearch } from '#server/store/schema';
import { type ListParams, listParams, type Query, queryText } from './list-query';

/** Where counting stops for the ad browser: a common word matches tens of thousands of ads. */
export const AD_BROWSER_COUNT_CAP = 1000;

export const AD_BROWSER_SORTS = { name: adSearch.nameKey, format: adSearch.formatType, kickAmount: adSearch.kickAmount, startDate: adSearch.startTs, endDate: adSearch.endTs };

/**
 * One page of the ad browser (src/server/repo/ad-search.ts): with a term, read per matching text;
 * without one, walked in sort order through ad_search's own indexes.
 */
export function adBrowserPageQuery(term: string | undefined, filters: AdSearchFilters, list: ListParams): PageQuery {
  return term
    ? { table: adSearch, ...list, rows: termPageRows(term, filters), countCap: AD_BROWSER_COUNT_CAP }
    : { table: adSearch, ...list, where: searchFilters(adSearch, filters), countCap: AD_BROWSER_COUNT_CAP };
}

/** The page's ads, read by id in the page's order; one deleted since the search is left out. */
export async function browserAds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: ad.id, body: ad.body }).from(ad).where(inArray(ad.id, [...ids]));
  const bodies = new Map(rows.map((r) => [r.id, r.body]));
  return ids.flatMap((id) => {
    const body = bodies.get(id);
    return body ? [browserView({ ...body, id })] : [];
  });
}

type Doc = Record<string, any>;

/** The ad as the browser shows it (spec 3 §3 'Ad as shown in the ad browser'). */
export function browserView(doc: Doc) {
  const format = doc.format ?? {};
  const shownConstraints = ((doc.constraints ?? []) as Constraint[]).filter((c) =>
    ['LocationConstraint', 'ChainConstraint', 'DateRangeConstraint'].includes(c['@type']),
  );
  return {
    id: doc.id,
    name: doc.name,
    description: doc.description ?? null,
    nextAdId: doc.nextAdId ?? null,
    format: browserFormat(format),
    awards: typeof doc.awards?.COMPLETED?.amount === 'number' ? { COMPLETED: { amount: doc.awards.COMPLETED.amount } } : {},
    constraints: shownConstraints,
    campaignId: doc.campaignId,
    adSetId: doc.adSetId,
  };
}

/**
 * The format as its label needs it (domain formatLabel): a video's placement, a product catalog's
 * catalog type ('M-Comm Lookbook' or 'Retail Lookbook') and a bundle's or messaging ad's own type,
 * since one format kind covers several products there.
 */
function browserFormat(format: Doc) {
  const type = format['@type'];
  if (type === 'VideoFormat') return { '@type': type, placement: format.placement };
  if (type === 'ProductCatalogFormat') return { '@type': type, productCatalogType: format.productCatalogType ?? null };
  if (type === 'BundleFormat' || type === 'ImageFormat') return { '@type': type, legacy: { bundle_type: format.legacy?.bundle_type, ad_type: format.legacy?.ad_type } };
  return { '@type': type };
}

/** The ad browser's search (spec 3 §2), its filters already read: the sort, page and `name` term come from the query; checked before the store is read. */
export function adBrowserSearch(query: Query, filters: AdSearchFilters): PageQuery {
  const list = listParams(query, AD_BROWSER_SORTS, 'name');
  const name = queryText(query, 'name');
  return { ...adBrowserPageQuery(searchTerm(name), filters, list), customParams: { name } };
}

/** A page of the ad browser. Matches are found and ordered in the narrow ad_search table; only the page's ads are read whole. */
export async function adBrowserPage(db: Db, q: PageQuery) {
  const found = await keysetPage(db, q, (row: { id: string }) => row.id);
  return { ...found, objects: await browserAds(db, found.objects) };
}

/** The award dates of an ad: its effective dates, ad over ad set over campaign (spec 2 §4); undefined for no such ad. */
export async function adAwardDates(db: Db, id: string) {
  const found = await getDocument(db, adCollection, id);
  if (!found) return undefined;
  const adSet = await getDocument(db, adSetCollection, String(found.adSetId));
  const campaign = await getDocument(db, campaignCollection, String(found.campaignId));
  return effectiveDates({ ad: found, adSet, campaign });
}
