import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { effectiveDates } from '../../domain/ad/status';
import type { Constraint } from '../../domain/constraint';
import { LIMITS } from '../../domain/text';
import { adCollection } from '../repo/collections/ad';
import { adSetCollection } from '../repo/collections/ad-set';
import { campaignCollection } from '../repo/collections/campaign';
import { containsText, getDocument, keysetPage, toDocument } from '../repo/documents';
import { ad } from '../store/schema';
import { rawBody, readJson } from './body';
import type { AppEnv } from './context';
import { badRequest, notFound } from './errors';
import { listParams, queryText } from './list-params';
import { toFieldErrors } from '../../domain/validation';
import { etagOf } from './write';

const ids = (item: v.GenericSchema<unknown, string>) => v.optional(v.pipe(v.array(item), v.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} ids`)), []);
const textId = v.pipe(v.string('Must be an id'), v.minLength(1), v.maxLength(LIMITS.id));
// Location ids are digits; the field's comma-separated text arrives as a list of them (spec 3 §5).
const locationId = v.union(
  [v.pipe(v.string(), v.regex(/^\d{1,18}$/)), v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String))],
  'Only enter comma separated numbers',
);

export const AdBrowserSearchSchema = v.object({ chainIds: ids(textId), locationIds: ids(locationId), adIds: ids(textId) });

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((x) => sql`${x}`), sql`, `)}]::text[]`;

/** Name matches name or description; chains and locations are alternatives; adIds restrict to ids. */
function searchWhere(name: string | undefined, body: v.InferOutput<typeof AdBrowserSearchSchema>): SQL | undefined {
  const nameMatch = name ? or(containsText(ad.nameKey, name), containsText(ad.descriptionKey, name)) : undefined;
  const places = [
    body.chainIds.length ? sql`${ad.chainIds} && ${textArray(body.chainIds)}` : undefined,
    body.locationIds.length ? sql`${ad.locationIds} && ${textArray(body.locationIds)}` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return and(nameMatch, places.length ? or(...places) : undefined, body.adIds.length ? inArray(ad.id, body.adIds) : undefined);
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
    format: format['@type'] === 'VideoFormat' ? { '@type': format['@type'], placement: format.placement } : { '@type': format['@type'] },
    awards: typeof doc.awards?.COMPLETED?.amount === 'number' ? { COMPLETED: { amount: doc.awards.COMPLETED.amount } } : {},
    constraints: shownConstraints,
    campaignId: doc.campaignId,
    adSetId: doc.adSetId,
  };
}

/** Ad service: /ad/v1/ads (DESIGN 'Calls whose path the specs leave open'). */
export const adBrowserRoutes = new Hono<AppEnv>({ strict: false });

adBrowserRoutes.post('/', async (c) => {
  // An empty body is the browser's first search: no filters.
  const input = (await rawBody(c)).trim() === '' ? {} : await readJson(c);
  const parsed = v.safeParse(AdBrowserSearchSchema, input, { abortPipeEarly: true });
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.issues));
  const p = listParams(c, { name: ad.nameKey, format: ad.formatType, kickAmount: ad.kickAmount, startDate: ad.startTs, endDate: ad.endTs }, 'name');
  const name = queryText(c, 'name');
  const page = await c.var.store.read((db) =>
    keysetPage(db, { table: ad, ...p, where: searchWhere(name, parsed.output), filterFirst: Boolean(name), customParams: { name } }, (row: Doc) => browserView(toDocument(row as never))),
  );
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