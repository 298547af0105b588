import { AD_BROWSER_DATE_MESSAGES, AD_BROWSER_MESSAGES, isFilterDay } from '#domain/ad-browser';
import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { effectiveDates } from '#domain/ad/status';
import type { Constraint } from '#domain/constraint';
import { LIMITS } from '#domain/text';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { type AdSearchFilters, searchFilters, searchTerm, termPageRows } from '#server/repo/ad-search';
import { getDocument } from '#server/repo/documents';
import { keysetPage, type PageQuery } from '#server/repo/keyset';
import type { Db } from '#server/store/db';
import { ad, adSearch } from '#server/store/schema';
import { rawBody, readJson } from './body';
import type { AppEnv } from './context';
import { badRequest, notFound } from '#server/errors';
import { type ListParams, listParams, queryText } from '#server/services/list-query';
import { toFieldErrors } from '#domain/validation';
import { etagOf } from './write';

const ids = (item: v.GenericSchema<unknown, string>) => v.optional(v.pipe(v.array(item), v.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} ids`)), []);
const textId = v.pipe(v.string('Must be an id'), v.minLength(1), v.maxLength(LIMITS.id));
// Location and ad ids are digits; the fields' comma-separated text arrives as a list of them (spec 3 §5).
const numericId = v.union(
  [v.pipe(v.string(), v.regex(/^\d{1,18}$/, AD_BROWSER_MESSAGES.ids)), v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String))],
  AD_BROWSER_MESSAGES.ids,
);

// The filter keys StartDate and EndDate (spec 3 §2): Pacific days, the end not before the start.
const filterDay = v.optional(v.pipe(v.string(AD_BROWSER_DATE_MESSAGES.day), v.check(isFilterDay, AD_BROWSER_DATE_MESSAGES.day)));

export const AdBrowserSearchSchema = v.pipe(
  v.object({ chainIds: ids(textId), locationIds: ids(numericId), adIds: ids(numericId), startDate: filterDay, endDate: filterDay }),
  v.forward(
    v.check((f) => !f.startDate || !f.endDate || f.endDate >= f.startDate, AD_BROWSER_DATE_MESSAGES.order),
    ['endDate'],
  ),
);

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
async function browserAds(db: Db, ids: readonly string[]) {
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

/** Ad service: /ad/v1/ads (DESIGN 'Calls whose path the specs leave open'). */
export const adBrowserRoutes = new Hono<AppEnv>({ strict: false });

adBrowserRoutes.post('/', async (c) => {
  // An empty body is the browser's first search: no filters.
  const input = (await rawBody(c)).trim() === '' ? {} : await readJson(c);
  // valibot's object takes a list too: the search is an object or nothing
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest([{ fieldName: '(body)', message: 'Must be a JSON object' }]);
  const parsed = v.safeParse(AdBrowserSearchSchema, input, { abortPipeEarly: true });
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.issues));
  const list = listParams(c.req.query(), AD_BROWSER_SORTS, 'name');
  const name = queryText(c.req.query(), 'name');
  const q = { ...adBrowserPageQuery(searchTerm(name), parsed.output, list), customParams: { name } };
  // Matches are found and ordered in the narrow ad_search table; only the page's ads are read whole.
  const page = await c.var.store.read(async (db) => {
    const found = await keysetPage(db, q, (row: { id: string }) => row.id);
    return { ...found, objects: await browserAds(db, found.objects as string[]) };
  });
  return c.json(page);
});

adBrowserRoutes.get('/:id', async (c) => {
  const id = c.req.param('id');
  const doc = await c.var.store.read((db) => getDocument(db, adCollection, id));
  if (!doc) throw notFound('Ad', id);
  c.header('ETag', etagOf(doc));
  return c.json(doc);
});

/** The award dates of an ad: its effective dates, ad over ad set over campaign (spec 2 §4). */
adBrowserRoutes.get('/:id/awards/dates', async (c) => {
  const id = c.req.param('id');
  const dates = await c.var.store.read(async (db) => {
    const found = await getDocument(db, adCollection, id);
    if (!found) return undefined;
    const adSet = await getDocument(db, adSetCollection, String(found.adSetId));
    const campaign = await getDocument(db, campaignCollection, String(found.campaignId));
    return effectiveDates({ ad: found as never, adSet: adSet as never, campaign: campaign as never });
  });
  if (!dates) throw notFound('Ad', id);
  return c.json({ adId: id, startTime: dates.start ?? null, endTime: dates.end ?? null });
});

export const AD_BROWSER_PATH = '/ad/v1/ads';